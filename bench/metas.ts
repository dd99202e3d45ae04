/** The goals of issues 9 and 20, each read from a run's figures: measured, pass or miss. */
import type { ResultadoBackend } from './backend.ts';
import type { ResultadoBundle } from './bundle.ts';
import {
  LEITURAS_DE_LISTA,
  NOME_BOBINAS,
  NOME_BUSCA_BOBINAS,
  NOME_EVENTOS,
  NOME_MAPA,
  NOME_MAPA_304,
  NOME_PAINEL,
  PAGINAS_DE_LISTA,
} from './chamadas.ts';
import type { PontoDaEscala } from './escala.ts';
import type { Meta } from './meta.ts';
import { metasDaEscala } from './metas-escala.ts';
import { type Medida, mediana } from './stats.ts';

export type { Meta } from './meta.ts';

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
    ...(r.fastifyPuro?.api ?? []),
    ...(r.escritas?.medidas ?? []),
  ];
  return todas.length ? todas.reduce((s, m) => s + m.erros, 0) : undefined;
}

/** The highest (or lowest) of a figure over some named reads, with the read that set it. */
function extremo(
  valores: { nome: string; v: number | undefined }[],
  maior: boolean,
): { nome: string; v: number } | undefined {
  let melhor: { nome: string; v: number } | undefined;
  for (const { nome, v } of valores) {
    if (v === undefined || Number.isNaN(v)) continue;
    if (!melhor || (maior ? v > melhor.v : v < melhor.v)) melhor = { nome, v };
  }
  return melhor;
}

const milhares = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : `${n}`;

/** The write path, list SQL, map, API ÷ SQL and growth goals (docs/benchmarks.md, "Metas"). */
function metasDeEscrita(backends: ResultadoBackend[], escala: PontoDaEscala[] | undefined): Meta[] {
  const pg = backends.find((b) => b.backend === 'postgres');
  const pgl = backends.find((b) => b.backend === 'pglite');
  const escrita = (r: ResultadoBackend | undefined, c: number) =>
    r?.escritas?.medidas.find((m) => m.connections === c);
  const sql1 = extremo(
    PAGINAS_DE_LISTA.map((nome) => ({
      nome,
      v: pg?.leituras?.find((l) => l.nome === nome)?.sql.find((m) => m.connections === 1)?.p50,
    })),
    true,
  );
  const razao = extremo(
    (pg?.leituras ?? []).map((l) => {
      const a = l.api.find((m) => m.connections === 16);
      const s = l.sql.find((m) => m.connections === 16);
      return { nome: l.nome, v: a && s ? a.rps / s.rps : undefined };
    }),
    false,
  );
  const [um, dez] = escala ?? [];
  const crescimento =
    um && dez
      ? extremo(
          PAGINAS_DE_LISTA.map((nome) => {
            const a = um.leituras.find((l) => l.nome === nome)?.api.p50;
            const b = dez.leituras.find((l) => l.nome === nome)?.api.p50;
            return { nome, v: a && b ? b / a : undefined };
          }),
          true,
        )
      : undefined;
  const marcacao = pg?.linhasDaMarcacao?.length
    ? Math.max(...pg.linhasDaMarcacao.map((m) => m.total))
    : undefined;
  const itensNaLista = pg?.linhasDaMarcacao?.[0]?.itensNaLista;
  const ap = pg?.importacaoAposEscritas;
  const rows: Meta[] = [
    linha(
      'PostgreSQL, 16 conexões: escritas misturadas, vazão',
      '≥ 100 req/s',
      escrita(pg, 16)?.rps,
      (v) => v >= 100,
      (v) => `${v.toFixed(1)} req/s`,
    ),
    linha(
      'PostgreSQL, 16 conexões: escritas misturadas p99',
      '≤ 300 ms',
      escrita(pg, 16)?.p99,
      (v) => v <= 300,
      ms,
    ),
    linha(
      'PostgreSQL, 1 conexão: escritas misturadas p50',
      '≤ 5 ms',
      escrita(pg, 1)?.p50,
      (v) => v <= 5,
      ms,
    ),
    linha(
      `PostgreSQL: linhas gravadas por uma marcação (posição 2 e última de uma lista de ${itensNaLista?.toLocaleString('pt-BR') ?? '?'} itens)`,
      '≤ 5',
      marcacao,
      (v) => v <= 5,
      String,
    ),
    linha(
      'PostgreSQL: importação de 10.000 linhas logo após as escritas',
      '≤ 1 s',
      ap?.status === 201 ? ap.ms : undefined,
      (v) => v <= 1000,
      ms,
    ),
    linha(
      `PostgreSQL, 1 conexão: SQL de cada página de lista, p50${sql1 ? ` (a maior: ${sql1.nome})` : ''}`,
      '≤ 2 ms',
      sql1?.v,
      (v) => v <= 2,
      ms,
    ),
    linha(
      'PostgreSQL, 1 conexão: mapa (pátio inteiro), API p50',
      '≤ 8 ms',
      a1(pg, NOME_MAPA)?.p50,
      (v) => v <= 8,
      ms,
    ),
    linha(
      `PostgreSQL, 16 conexões: cada leitura, vazão API ÷ SQL puro${razao ? ` (a menor: ${razao.nome})` : ''}`,
      '≥ 0,8',
      razao?.v,
      (v) => v >= 0.8,
      (v) => v.toFixed(2),
    ),
    linha(
      `PostgreSQL: página 1 de cada lista com 10× o histórico ÷ 1× (API p50, 1 conexão${
        um && dez
          ? `; ${milhares(dez.coils)}/${milhares(dez.events)} ÷ ${milhares(um.coils)}/${milhares(um.events)} expedidas/eventos`
          : ''
      }${crescimento ? `; a maior: ${crescimento.nome}` : ''})`,
      '≤ 1,3',
      crescimento?.v,
      (v) => v <= 1.3,
      (v) => v.toFixed(2),
    ),
    linha(
      'PGlite, 1 conexão: escritas misturadas, vazão',
      '≥ 50 req/s',
      escrita(pgl, 1)?.rps,
      (v) => v >= 50,
      (v) => `${v.toFixed(1)} req/s`,
    ),
  ];
  return rows.map((m) => ({ ...m, issue: 20 }));
}

export function metas(
  backends: ResultadoBackend[],
  bundle: ResultadoBundle | undefined,
  escala?: PontoDaEscala[],
): Meta[] {
  const pg = backends.find((b) => b.backend === 'postgres');
  const lista = a16(pg, NOME_BUSCA_BOBINAS);
  const listaSql = a16(pg, NOME_BUSCA_BOBINAS, 'sql');
  const eventos = pg?.dados.eventos;
  // The first coil-list goals (p50 ≤ 5 ms / p99 ≤ 25 ms at 16 connections) were retired by the
  // write-path goals (docs/performance-notes.md, "Latency goals at 16 connections")
  // (PostgreSQL alone does not reach them on this machine); the list's figures stay in the tables.
  const out: Meta[] = [
    linha(
      'PostgreSQL, 16 conexões: lista de bobinas, vazão API ÷ SQL puro',
      '≥ 0,6',
      lista && listaSql ? lista.rps / listaSql.rps : undefined,
      (v) => v >= 0.6,
      (v) => v.toFixed(2),
    ),
    linha(
      'PostgreSQL: painel do pátio (/main), p50 a 1 conexão',
      '≤ 20 ms',
      a1(pg, NOME_PAINEL)?.p50,
      (v) => v <= 20,
      ms,
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
      `Maior rota em JavaScript (gzip)${bundle ? `: ${bundle.maior.tela}` : ''}${
        bundle && bundle.maiorChunk.tela !== bundle.maior.tela
          ? ` (fora das rotas, sob demanda: ${bundle.maiorChunk.tela} ${kb(bundle.maiorChunk.bytes)})`
          : ''
      }`,
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
  return [
    ...metasDaEscala(escala),
    ...metasDoPiso(backends),
    ...metasDeEscrita(backends, escala),
    ...metasDeExportacao(backends),
    ...out.map((m) => ({ ...m, issue: 9 as const })),
  ];
}

/** API ÷ bare SQL throughput of one read at 16 connections (PostgreSQL). */
function razao16(r: ResultadoBackend | undefined, nome: string): number | undefined {
  const a = a16(r, nome);
  const s = a16(r, nome, 'sql');
  return a && s ? a.rps / s.rps : undefined;
}

/** The server's own CPU per request, and what it allows against bare SQL (docs/performance-notes.md, "The request floor"). */
function metasDoPiso(backends: ResultadoBackend[]): Meta[] {
  const pg = backends.find((b) => b.backend === 'postgres');
  const cpu = (nome: string) => a16(pg, nome)?.cpu?.servidor;
  const menor = extremo(
    LEITURAS_DE_LISTA.map((nome) => ({ nome, v: razao16(pg, nome) })),
    false,
  );
  const rows: Meta[] = [
    linha(
      'PostgreSQL, 16 conexões: CPU do servidor por requisição, mapa revalidado (304)',
      '≤ 0,30 ms',
      cpu(NOME_MAPA_304),
      (v) => v <= 0.3,
      (v) => `${v.toFixed(2)} ms`,
    ),
    linha(
      'PostgreSQL, 16 conexões: CPU do servidor por requisição, lista de bobinas página 1',
      '≤ 0,50 ms',
      cpu(NOME_BOBINAS),
      (v) => v <= 0.5,
      (v) => `${v.toFixed(2)} ms`,
    ),
    linha(
      `PostgreSQL, 16 conexões: cada leitura de lista, vazão API ÷ SQL puro${menor ? ` (a menor: ${menor.nome})` : ''}`,
      '≥ 0,80',
      menor?.v,
      (v) => v >= 0.8,
      (v) => v.toFixed(2),
    ),
    linha(
      'PostgreSQL, 16 conexões: mapa inteiro (guardado), vazão API ÷ SQL puro',
      '≥ 0,60',
      razao16(pg, NOME_MAPA),
      (v) => v >= 0.6,
      (v) => v.toFixed(2),
    ),
    linha(
      'PostgreSQL, 1 conexão: escritas misturadas p50 (a mesma meta das escritas)',
      '≤ 5 ms',
      pg?.escritas?.medidas.find((m) => m.connections === 1)?.p50,
      (v) => v <= 5,
      ms,
    ),
  ];
  return rows.map((m) => ({ ...m, issue: 35 as const }));
}

/** The 1M-event log exported in constant memory, fast (docs/exportacao.md, "Memory"). */
function metasDeExportacao(backends: ResultadoBackend[]): Meta[] {
  const pg = backends.find((b) => b.backend === 'postgres');
  const rows: Meta[] = [];
  for (const formato of ['csv', 'xlsx'] as const) {
    const e = pg?.exportacao?.find((x) => x.formato === formato);
    rows.push(
      linha(
        `PostgreSQL: exportação do registro de eventos (${formato.toUpperCase()}), linhas/s`,
        '≥ 50.000',
        e?.linhasPorSegundo,
        (v) => v >= 50_000,
        (v) =>
          `${Math.round(v).toLocaleString('pt-BR')} (${e?.linhas.toLocaleString('pt-BR')} linhas)`,
      ),
      linha(
        `PostgreSQL: exportação do registro de eventos (${formato.toUpperCase()}), crescimento do RSS`,
        '≤ 50 MB',
        e?.crescimentoMb,
        (v) => v <= 50,
        mb,
      ),
    );
  }
  return rows.map((m) => ({ ...m, issue: 21 as const }));
}
