/**
 * The decade goals, read from the scale series (docs/scale.md): at 10× the history the reads
 * stay within 1.3× of 1×, the events search and the dashboard within 20 ms.
 */
import {
  NOME_BUSCA_BOBINAS,
  NOME_BUSCA_EVENTOS,
  NOME_BUSCA_EVENTOS_NOVA,
  NOME_MAPA,
  NOME_PAINEL,
  PAGINAS_DE_LISTA,
} from './chamadas.ts';
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
  return out;
}
