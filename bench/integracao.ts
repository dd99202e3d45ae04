/**
 * `npm run bench:integracao`: the mill's coils in by POST integracoes/bobinas, through a machine
 * key, in batches of 1,000 (the most one call takes), on each backend: records per second for
 * new lots, then for the same lots sent again (the resend path: each record read, compared and
 * updated), and as a yardstick the same batches through the CSV import. Options:
 * `--backends pglite,postgres`, `--lotes N` (batches per pass, default 10), `--coils N` (the
 * yard seed:scale makes first, default 2,000).
 */
import { parseArgs } from 'node:util';
import type { Backend } from './args.ts';
import { criarBanco } from './banco.ts';
import { entrar } from './chamadas.ts';
import { registros } from './importacao.ts';
import { carga } from './maquina.ts';
import { ADMIN_SENHA, compilarServidor, iniciarServidor } from './server.ts';
import { percentil } from './stats.ts';

const LOTE = 1000;

async function chamar(url: string, path: string, headers: Record<string, string>, body?: unknown) {
  const r = await fetch(`${url}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const texto = await r.text();
  if (!r.ok) throw new Error(`${path} → ${r.status}: ${texto.slice(0, 300)}`);
  return JSON.parse(texto) as { data: Record<string, unknown> };
}

/** An IMPORTAR_ITENS profile and a key on it, made through the API as an administrator would. */
async function chaveDaLaminacao(url: string): Promise<string> {
  const admin = { authorization: `Bearer ${await entrar(url, 'admin', ADMIN_SENHA)}` };
  const papeis = (await chamar(url, 'papeis?take=0&skip=1000', admin)).data as unknown as {
    id: number;
    permissoes: { id: number; nome: string }[];
  }[];
  const marcar = papeis.map((p) => ({
    id: p.id,
    permissoes: p.permissoes.map((x) => ({ id: x.id, marcado: x.nome === 'IMPORTAR_ITENS' })),
  }));
  const perfil = await chamar(url, 'perfis', admin, { nome: 'Bench laminação', papeis: marcar });
  const chave = await chamar(url, 'integracoes/chaves', admin, {
    nome: 'Laminação bench',
    perfilId: perfil.data.id,
  });
  return chave.data.chave as string;
}

interface Passo {
  registros: number;
  segundos: number;
  porSegundo: number;
  p50Ms: number;
  maxMs: number;
}

/** One call per batch, in a row; `enviar` throws unless the whole batch went in. */
async function passo(
  lotes: unknown[][],
  enviar: (bobinas: unknown[]) => Promise<void>,
): Promise<Passo> {
  const tempos: number[] = [];
  const inicio = performance.now();
  for (const bobinas of lotes) {
    const t0 = performance.now();
    await enviar(bobinas);
    tempos.push(performance.now() - t0);
  }
  const segundos = (performance.now() - inicio) / 1000;
  const n = lotes.length * LOTE;
  return {
    registros: n,
    segundos,
    porSegundo: n / segundos,
    p50Ms: percentil(
      [...tempos].sort((a, b) => a - b),
      50,
    ),
    maxMs: Math.max(...tempos),
  };
}

async function medir(backend: Backend, nLotes: number, coils: number) {
  const banco = await criarBanco(backend, { coils, events: coils * 5, seed: 1 });
  try {
    const servidor = await iniciarServidor(banco.ambiente);
    const { url } = servidor;
    try {
      const chave = await chaveDaLaminacao(url);
      const prefixo = `M${Date.now().toString(36).slice(-4).toUpperCase()}`;
      const todos = registros(nLotes * LOTE, prefixo);
      const lotes = Array.from({ length: nLotes }, (_, i) => todos.slice(i * LOTE, (i + 1) * LOTE));
      const pelaPorta = async (bobinas: unknown[]) => {
        const r = await chamar(url, 'integracoes/bobinas', { 'x-api-key': chave }, { bobinas });
        if (r.data.aceitas !== bobinas.length) {
          throw new Error(`lote aceito em parte: ${JSON.stringify(r.data).slice(0, 300)}`);
        }
      };
      const novos = await passo(lotes, pelaPorta);
      // The same lots again with a changed weight: every record is an update of its coil.
      const reenvio = lotes.map((l) => l.map((r) => ({ ...r, peso: (r.peso ?? 0) + 1 })));
      const reenviados = await passo(reenvio, pelaPorta);
      // The yardstick: the same batches through the CSV import, on the same database and load.
      const token = { authorization: `Bearer ${await entrar(url, 'admin', ADMIN_SENHA)}` };
      const csv = registros(nLotes * LOTE, `C${prefixo.slice(1)}`);
      const porCsv = await passo(
        Array.from({ length: nLotes }, (_, i) => csv.slice(i * LOTE, (i + 1) * LOTE)),
        async (linhas) => void (await chamar(url, 'listas/importar', token, linhas)),
      );
      return { backend, novos, reenviados, porCsv };
    } finally {
      await servidor.parar();
    }
  } finally {
    await banco.apagar();
  }
}

const linha = (nome: string, p: Passo) =>
  `| ${nome} | ${p.registros} | ${p.segundos.toFixed(2)} | **${Math.round(p.porSegundo)}** | ${Math.round(p.p50Ms)} | ${Math.round(p.maxMs)} |`;

async function main() {
  const { values } = parseArgs({
    options: {
      backends: { type: 'string', default: 'pglite,postgres' },
      lotes: { type: 'string', default: '10' },
      coils: { type: 'string', default: '2000' },
    },
  });
  compilarServidor();
  const antes = carga();
  const saida = [
    '| backend, passo | registros | s | registros/s | p50 por lote (ms) | pior lote (ms) |',
    '|---|---|---|---|---|---|',
  ];
  for (const b of values.backends.split(',') as Backend[]) {
    console.log(`[bench:integracao] ${b}`);
    const r = await medir(b, Number(values.lotes), Number(values.coils));
    saida.push(
      linha(`${b}, lotes novos`, r.novos),
      linha(`${b}, reenvio (atualiza)`, r.reenviados),
      linha(`${b}, os mesmos lotes pela importação CSV (referência)`, r.porCsv),
    );
  }
  console.log(
    `\nLotes de ${LOTE} registros por POST integracoes/bobinas (meta: ≥ 5000 registros/s no PostgreSQL)\n`,
  );
  console.log(saida.join('\n'));
  // The machine is shared: the figures mean little without how busy it was.
  console.log(`\nCarga média (1, 5, 15 min): antes ${antes}; depois ${carga()}`);
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
