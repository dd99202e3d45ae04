/**
 * The decade goals, read from the scale series (docs/scale.md): at 10× the history the reads
 * stay within 1.3× of 1×, the events search and the dashboard within 20 ms; with --scale 10 the
 * writes within 1.2× of 1× and the tools at their rates (decada.ts).
 */
import {
  NOME_BUSCA_BOBINAS,
  NOME_BUSCA_EVENTOS,
  NOME_BUSCA_EVENTOS_NOVA,
  NOME_MAPA,
  NOME_PAINEL,
  PAGINAS_DE_LISTA,
} from './chamadas.ts';
import type { ResultadoDecada } from './decada.ts';
import type { PontoDaEscala } from './escala.ts';
import type { Meta } from './meta.ts';

const FICAM_PLANAS = [...PAGINAS_DE_LISTA, NOME_BUSCA_BOBINAS, NOME_MAPA];

const tamanho = (p: PontoDaEscala) =>
  `${p.coils.toLocaleString('pt-BR')}/${p.events.toLocaleString('pt-BR')}`;
const p50 = (p: PontoDaEscala | undefined, nome: string) =>
  p?.leituras.find((l) => l.nome === nome)?.api.p50;
const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;

function meta(figura: string, alvo: string, v: number | undefined, ok: boolean, medido: string) {
  return v === undefined || Number.isNaN(v)
    ? { figura, meta: alvo, medido: 'não medido', passou: null, issue: 46 as const }
    : { figura, meta: alvo, medido, passou: ok, issue: 46 as const };
}

export function metasDaEscala(escala: PontoDaEscala[] | undefined): Meta[] {
  const [um, dez] = escala ?? [];
  if (!um || !dez) return [];
  let pior: { nome: string; v: number } | undefined;
  for (const nome of FICAM_PLANAS) {
    const a = p50(um, nome);
    const b = p50(dez, nome);
    if (a && b && (!pior || b / a > pior.v)) pior = { nome, v: b / a };
  }
  const busca = p50(dez, NOME_BUSCA_EVENTOS);
  const nova = p50(dez, NOME_BUSCA_EVENTOS_NOVA);
  const out: Meta[] = [
    meta(
      `PostgreSQL, 1 conexão: página 1 das listas, busca de bobinas, mapa e modo reordenar, API p50 com ${tamanho(dez)} ÷ ${tamanho(um)}${pior ? ` (a maior: ${pior.nome})` : ''}`,
      '≤ 1,3',
      pior?.v,
      (pior?.v ?? 0) <= 1.3,
      pior ? pior.v.toFixed(2) : '',
    ),
    meta(
      `PostgreSQL, 1 conexão: busca de eventos (trigrama), API p50 com ${tamanho(dez)}`,
      '≤ 20 ms',
      busca,
      (busca ?? 0) <= 20,
      busca === undefined ? '' : ms(busca),
    ),
    meta(
      `PostgreSQL, 1 conexão: busca de eventos com um termo novo a cada chamada (nada guardado para ele), API p50 com ${tamanho(dez)}`,
      '≤ 20 ms',
      nova,
      (nova ?? 0) <= 20,
      nova === undefined ? '' : ms(nova),
    ),
  ];
  for (const p of [um, dez]) {
    const v = p50(p, NOME_PAINEL);
    out.push(
      meta(
        `PostgreSQL, 1 conexão: painel (/main), API p50 com ${tamanho(p)}`,
        '≤ 20 ms',
        v,
        (v ?? 0) <= 20,
        v === undefined ? '' : ms(v),
      ),
    );
  }
  if (dez.decada) out.push(...metasDaDecada(um, dez, dez.decada));
  return out;
}

/** The writes at both points and the tools at 10×. */
function metasDaDecada(um: PontoDaEscala, dez: PontoDaEscala, d: ResultadoDecada): Meta[] {
  const [e1, e10] = d.escritas;
  const em = (e: typeof e1, c: number) => e.medidas.find((m) => m.connections === c);
  const p50 = [em(e1, 1)?.p50, em(e10, 1)?.p50];
  const rps = [em(e1, 16)?.rps, em(e10, 16)?.rps];
  const razao = (a?: number, b?: number) => (a && b ? b / a : undefined);
  const lento = razao(rps[1], rps[0]);
  const linhas = d.auditoria.reduce((s, c) => s + c.linhas, 0);
  const auditoria = linhas / (d.auditoria.reduce((s, c) => s + c.ms, 0) / 1000);
  const pares = `${tamanho(dez)} ÷ ${tamanho(um)}`;
  const out: Meta[] = [
    meta(
      `PostgreSQL, 1 conexão: escritas misturadas p50 com ${pares} (${ms(p50[0] ?? 0)} → ${ms(p50[1] ?? 0)})`,
      '≤ 1,2',
      razao(p50[0], p50[1]),
      (razao(p50[0], p50[1]) ?? 9) <= 1.2,
      razao(p50[0], p50[1])?.toFixed(2) ?? '',
    ),
    meta(
      `PostgreSQL, 16 conexões: escritas misturadas, quanto a vazão cai com ${pares} (${(rps[0] ?? 0).toFixed(0)} → ${(rps[1] ?? 0).toFixed(0)} req/s)`,
      '≤ 1,2',
      lento,
      (lento ?? 9) <= 1.2,
      lento?.toFixed(2) ?? '',
    ),
    meta(
      `PostgreSQL: npm run audit:verify com ${tamanho(dez)}, as duas cadeias (${linhas.toLocaleString('pt-BR')} elos)`,
      '≥ 200.000 linhas/s',
      auditoria,
      auditoria >= 200_000,
      `${Math.round(auditoria).toLocaleString('pt-BR')} linhas/s`,
    ),
  ];
  for (const c of d.auditoria) {
    const v = c.linhas / (c.ms / 1000);
    out.push(
      meta(
        `PostgreSQL: npm run audit:verify com ${tamanho(dez)}, cadeia de ${c.tabela} sozinha`,
        '≥ 200.000 linhas/s',
        v,
        v >= 200_000,
        `${Math.round(v).toLocaleString('pt-BR')} linhas/s`,
      ),
    );
  }
  for (const x of d.exportacao) {
    out.push(
      meta(
        `PostgreSQL: exportação do registro de eventos (${x.formato.toUpperCase()}) com ${tamanho(dez)}, linhas/s`,
        '≥ 50.000',
        x.linhasPorSegundo,
        x.linhasPorSegundo >= 50_000,
        `${Math.round(x.linhasPorSegundo).toLocaleString('pt-BR')} (${x.linhas.toLocaleString('pt-BR')} linhas)`,
      ),
      meta(
        `PostgreSQL: exportação do registro de eventos (${x.formato.toUpperCase()}) com ${tamanho(dez)}, crescimento do RSS`,
        '≤ 50 MB',
        x.crescimentoMb,
        x.crescimentoMb <= 50,
        `${x.crescimentoMb.toFixed(0)} MB`,
      ),
    );
  }
  const s = (v: number) => `${(v / 1000).toFixed(1)} s`;
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  out.push(
    {
      figura: `PostgreSQL: npm run backup (pg_dump) com ${tamanho(dez)}`,
      meta: 'cronometrado',
      medido: `${s(d.backup.ms)}, arquivo de ${mb(d.backup.bytes)}`,
      passou: null,
      issue: 46,
    },
    {
      figura: `PostgreSQL: npm run restore (pg_restore) dessa cópia num banco vazio`,
      meta: 'cronometrado',
      medido: `${s(d.restauracao.ms)}, banco de ${mb(d.restauracao.bytes)}`,
      passou: null,
      issue: 46,
    },
  );
  const c = d.copia;
  const porS = c.linhas / (c.ms / 1000);
  out.push(
    meta(
      `npm run copy-to-postgres de um pátio PGlite (${c.coils.toLocaleString('pt-BR')}/${c.events.toLocaleString('pt-BR')}, ${c.linhas.toLocaleString('pt-BR')} linhas em ${s(c.ms)}) para um PostgreSQL vazio`,
      '≥ 50.000 linhas/s',
      porS,
      porS >= 50_000,
      `${Math.round(porS).toLocaleString('pt-BR')} linhas/s`,
    ),
  );
  return out;
}
