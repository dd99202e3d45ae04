/**
 * The decade's writes and tools (`--scale 10`, docs/scale.md): on the two points of the scale
 * series, after its reads, the mixed writes at 1 and 16 connections (1× then 10×, one after the
 * other, so the machine's load falls on both alike), and at 10× the event export, the audit
 * walk (`npm run audit:verify`), and a backup and its restore into an empty database as the
 * docs say (`npm run backup`, `npm run restore`); last, `npm run copy-to-postgres` of a PGlite
 * yard of the 1× size into an empty database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, criarBanco, urlDe } from './banco.ts';
import type { Rodada } from './carga.ts';
import { medirEscritas, type ResultadoEscritas } from './escritas-preparo.ts';
import { medirExportacao, type ResultadoExportacao } from './exportacao.ts';
import { RAIZ } from './server.ts';

/** One point's server and database, as the scale series set them up. */
export interface PontoVivo {
  url: string;
  bancoUrl: string;
  token: string;
  pid?: number;
  rssMb(): number;
  eventos: number;
}

export interface CadeiaConferida {
  tabela: string;
  linhas: number;
  ms: number;
}

export interface ResultadoDecada {
  /** 1× then 10×. */
  escritas: [ResultadoEscritas, ResultadoEscritas];
  exportacao: ResultadoExportacao[];
  auditoria: CadeiaConferida[];
  backup: { ms: number; bytes: number };
  restauracao: { ms: number; bytes: number };
  /** The command's own time ("em S s") and rows, PGlite 1× → an empty PostgreSQL database. */
  copia: { linhas: number; ms: number; coils: number; events: number };
}

export async function medirDecada(
  [um, dez]: [PontoVivo, PontoVivo],
  rodadas: Rodada[],
  aquecimento: number,
  seed: number,
  copia: { coils: number; events: number; guardar: boolean },
): Promise<ResultadoDecada> {
  const escritas: ResultadoEscritas[] = [];
  for (const p of [um, dez]) {
    console.log(`[bench] década: escritas com ${p.eventos} eventos`);
    escritas.push(
      await medirEscritas(
        { url: p.url, ...(p.pid ? { pid: p.pid } : {}) },
        p.bancoUrl,
        p.token,
        rodadas,
        aquecimento,
        900,
        seed,
      ),
    );
  }
  const exportacao: ResultadoExportacao[] = [];
  for (const formato of ['csv', 'xlsx'] as const) {
    console.log(`[bench] década: exportação ${formato} de ${dez.eventos} eventos`);
    exportacao.push(await medirExportacao(dez.url, dez.token, dez.rssMb, formato, dez.eventos));
  }
  console.log('[bench] década: npm run audit:verify');
  const auditoria = conferirCadeias(dez.bancoUrl);
  const { backup, restauracao } = await copiaERestauracao(dez.bancoUrl);
  return {
    escritas: escritas as [ResultadoEscritas, ResultadoEscritas],
    exportacao,
    auditoria,
    backup,
    restauracao,
    copia: await copiarParaPostgres(um.bancoUrl, { ...copia, seed }),
  };
}

/** "Copiado: 31 tabelas, 1864480 linhas, em 41.4 s." as `copy-to-postgres` prints it. */
export function lerCopia(saida: string): { linhas: number; ms: number } | null {
  const m = /Copiado: \d+ tabelas, (\d+) linhas, em ([\d.]+) s/.exec(saida);
  return m ? { linhas: Number(m[1]), ms: Number(m[2]) * 1000 } : null;
}

async function copiarParaPostgres(
  bancoUrl: string,
  o: { coils: number; events: number; guardar: boolean; seed: number },
) {
  console.log(`[bench] década: copy-to-postgres de um PGlite com ${o.events} eventos`);
  const origem = await criarBanco('pglite', o, o.guardar);
  const nome = `${new URL(bancoUrl).pathname.slice(1)}_copia`;
  try {
    await admin(`create database ${nome}`);
    const { saida } = npm(['copy-to-postgres', '--', urlDe(nome)], {
      ...origem.ambiente,
      DATABASE_URL: '',
    });
    const lido = lerCopia(saida);
    if (!lido) throw new Error(`copy-to-postgres: resultado não reconhecido: ${saida.slice(-300)}`);
    return { ...lido, coils: o.coils, events: o.events };
  } finally {
    await admin(`drop database if exists ${nome} with (force)`).catch(() => undefined);
    await origem.apagar();
  }
}

function npm(args: string[], env: Record<string, string>) {
  const inicio = performance.now();
  const r = spawnSync('npm', ['run', '-s', ...args], {
    cwd: RAIZ,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - inicio;
  if (r.status !== 0)
    throw new Error(`npm run ${args.join(' ')} → ${r.status}: ${r.stderr || r.stdout}`);
  return { ms, saida: r.stdout };
}

/** The chains' rows and times as `audit:verify` prints them ("N linhas, cadeia íntegra (T ms"). */
export function lerConferencia(saida: string): CadeiaConferida[] {
  const out: CadeiaConferida[] = [];
  for (const m of saida.matchAll(/^(\w+): (\d+) linhas, cadeia íntegra \((\d+) ms/gm))
    out.push({ tabela: m[1] as string, linhas: Number(m[2]), ms: Number(m[3]) });
  return out;
}

function conferirCadeias(bancoUrl: string): CadeiaConferida[] {
  const cadeias = lerConferencia(npm(['audit:verify'], { DATABASE_URL: bancoUrl }).saida);
  if (cadeias.length !== 2)
    throw new Error('audit:verify: as duas cadeias não se mostraram íntegras');
  return cadeias;
}

async function copiaERestauracao(bancoUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'patio-bench-backup-'));
  const arquivo = join(dir, 'patio.dump');
  const nome = `${new URL(bancoUrl).pathname.slice(1)}_restaurado`;
  try {
    console.log('[bench] década: npm run backup');
    const b = npm(['backup', '--', '--out', arquivo], { DATABASE_URL: bancoUrl });
    const backup = { ms: b.ms, bytes: statSync(arquivo).size };
    console.log('[bench] década: npm run restore, num banco vazio');
    await admin(`create database ${nome}`);
    const r = npm(['restore', '--', arquivo], { DATABASE_URL: urlDe(nome) });
    const [tam] = await admin(`select pg_database_size('${nome}')::text as n`);
    return { backup, restauracao: { ms: r.ms, bytes: Number(tam?.n ?? 0) } };
  } finally {
    await admin(`drop database if exists ${nome} with (force)`).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
