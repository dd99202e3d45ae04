/** The goals of issue 9, each read from a run's figures: measured, pass or miss. */
import type { ResultadoBackend } from './backend.ts';
import type { ResultadoBundle } from './bundle.ts';
import { NOME_BUSCA_BOBINAS, NOME_EVENTOS, NOME_MAPA } from './chamadas.ts';
import type { Medida } from './stats.ts';

export interface Meta {
  figura: string;
  meta: string;
  medido: string;
  /** null: not measured in this run (not a miss). */
  passou: boolean | null;
}

const KB = 1024;
const ms = (n: number) =>
  Number.isFinite(n) ? `${n.toFixed(n < 10 ? 2 : 0)} ms` : 'nenhuma resposta concluída';
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const mb = (n: number) => `${n.toFixed(0)} MB`;

const a16 = (r: ResultadoBackend | undefined, nome: string, qual: 'api' | 'sql' = 'api') =>
  r?.leituras?.find((l) => l.nome === nome)?.[qual].find((m) => m.connections === 16);
const a1 = (r: ResultadoBackend | undefined, nome: string) =>
  r?.leituras?.find((l) => l.nome === nome)?.api.find((m) => m.connections === 1);

function linha(
  figura: string,
  meta: string,
  valor: number | undefined,
  ok: (v: number) => boolean,
  fmt: (v: number) => string,
): Meta {
  if (valor === undefined || Number.isNaN(valor))
    return { figura, meta, medido: 'não medido', passou: null };
  return { figura, meta, medido: fmt(valor), passou: ok(valor) };
}

/** Every load run of a backend: its non-2xx answers and errors. */
export function errosDeCarga(r: ResultadoBackend): number | undefined {
  const todas: Medida[] = [
    ...(r.login ?? []),
    ...(r.leituras ?? []).flatMap((l) => l.api),
    ...(r.escritas?.medidas ?? []),
  ];
  return todas.length ? todas.reduce((s, m) => s + m.erros, 0) : undefined;
}

export function metas(backends: ResultadoBackend[], bundle: ResultadoBundle | undefined): Meta[] {
  const pg = backends.find((b) => b.backend === 'postgres');
  const lista = a16(pg, NOME_BUSCA_BOBINAS);
  const listaSql = a16(pg, NOME_BUSCA_BOBINAS, 'sql');
  const eventos = pg?.dados.eventos;
  const out: Meta[] = [
    linha(
      'PostgreSQL, 16 conexões: lista de bobinas (busca /i + ordem + página) p50',
      '≤ 5 ms',
      lista?.p50,
      (v) => v <= 5,
      ms,
    ),
    linha(
      'PostgreSQL, 16 conexões: lista de bobinas p99',
      '≤ 25 ms',
      lista?.p99,
      (v) => v <= 25,
      ms,
    ),
    linha(
      'PostgreSQL, 16 conexões: lista de bobinas, vazão API ÷ SQL puro',
      '≥ 0,6',
      lista && listaSql ? lista.rps / listaSql.rps : undefined,
      (v) => v >= 0.6,
      (v) => v.toFixed(2),
    ),
    linha(
      'PostgreSQL: mapa (pátio inteiro), tempo no servidor (p50, 1 conexão)',
      '≤ 20 ms',
      a1(pg, NOME_MAPA)?.p50,
      (v) => v <= 20,
      ms,
    ),
    linha(
      `PostgreSQL: mapa, tamanho gzip${pg?.mapa && !pg.mapa.comprimido ? ' (o servidor não comprime: gzip do corpo)' : ''}`,
      '≤ 100 KB',
      pg?.mapa?.bytes,
      (v) => v <= 100 * KB,
      kb,
    ),
    linha(
      `PostgreSQL, 16 conexões: eventos página 1 p50 (${eventos?.toLocaleString('pt-BR') ?? '?'} eventos)`,
      '≤ 10 ms',
      a16(pg, NOME_EVENTOS)?.p50,
      (v) => v <= 10,
      ms,
    ),
    linha(
      'PostgreSQL: importação de 10.000 linhas',
      '≤ 2 s',
      pg?.importacao?.status === 201 ? pg.importacao.ms : undefined,
      (v) => v <= 2000,
      ms,
    ),
    linha(
      'JavaScript da tela de login (gzip)',
      '≤ 250 KB',
      bundle?.login,
      (v) => v <= 250 * KB,
      kb,
    ),
    linha(
      `Maior tela em JavaScript (gzip)${bundle ? `: ${bundle.maior.tela}` : ''}`,
      '≤ 450 KB',
      bundle?.maior.bytes,
      (v) => v <= 450 * KB,
      kb,
    ),
  ];
  for (const b of backends) {
    const nome = b.backend === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const render = b.mapaRender?.cargas.map((c) => c[0] ?? Number.NaN);
    out.push(
      linha(
        `${nome}: primeiro render do mapa no Chromium (mediana de ${render?.length ?? 0} cargas)`,
        '≤ 300 ms',
        render && mediana(render),
        (v) => v <= 300,
        ms,
      ),
      linha(
        `${nome}: partida a frio até o primeiro 200 (mediana de ${b.partidasMs?.length ?? 1})`,
        '≤ 3 s',
        b.partidaMs,
        (v) => v <= 3000,
        ms,
      ),
      linha(
        `${nome}: memória residente ociosa (VmRSS)`,
        b.backend === 'postgres' ? '≤ 150 MB' : '≤ 300 MB',
        b.rssOciosoMb,
        (v) => v <= (b.backend === 'postgres' ? 150 : 300),
        mb,
      ),
      linha(
        `${nome}: respostas não-2xx e erros nas cargas`,
        '0',
        errosDeCarga(b),
        (v) => v === 0,
        String,
      ),
    );
  }
  return out;
}

export function mediana(xs: number[]): number {
  const o = [...xs].sort((a, b) => a - b);
  return o.length ? (o[Math.floor((o.length - 1) / 2)] as number) : Number.NaN;
}
