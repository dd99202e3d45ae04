/**
 * How full the yard is, per group and level, from the addresses of the coils in it: what the
 * dashboard shows first (docs/painel.md). Pure: the server loads the addresses and calls it.
 */
import {
  apoiosDe,
  atendeResfriamento,
  COLUNAS,
  type Coluna,
  type Endereco,
  formatEndereco,
  LAYOUT_PADRAO,
  type Layout,
} from '../endereco.ts';

export interface Contagem {
  total: number;
  usados: number;
  livres: number;
  /** Free slots an ordinary (NJA) coil could take without any rule asking for confirmation. */
  livresLimpos: number;
}

export interface OcupacaoGrupo {
  grupo: number;
  chao: Contagem;
  piramide: Contagem;
}

export interface Ocupacao {
  geral: Contagem;
  chao: Contagem;
  piramide: Contagem;
  grupos: OcupacaoGrupo[];
}

/** What the count needs of a coil lying in the yard. */
export interface BobinaOcupante {
  endereco: string;
  /** A lifted coil (EM_MOVIMENTO) keeps its slot but holds nothing up. */
  status: string;
}

const vazia = (): Contagem => ({ total: 0, usados: 0, livres: 0, livresLimpos: 0 });

function somar(a: Contagem, b: Contagem): Contagem {
  return {
    total: a.total + b.total,
    usados: a.usados + b.usados,
    livres: a.livres + b.livres,
    livresLimpos: a.livresLimpos + b.livresLimpos,
  };
}

/**
 * Used, free and free-and-clean slots. A free slot is clean when an NJA coil put there breaks
 * no rule: outside the cooling window; for a pyramid slot, both supports lying in the yard and
 * not column B (positions A and B). Width is left out: it depends on the coil. `reservados`
 * are slots an open instruction is heading to: free, but not offered.
 */
export function ocupacaoDoPatio(
  bobinas: readonly BobinaOcupante[],
  layout: Layout = LAYOUT_PADRAO,
  reservados: ReadonlySet<string> = new Set(),
): Ocupacao {
  const status = new Map(bobinas.map((b) => [b.endereco, b.status]));
  const colunas = COLUNAS.slice(0, layout.colunas) as Coluna[];
  const grupos: OcupacaoGrupo[] = [];
  for (let grupo = 1; grupo <= layout.grupos; grupo++) {
    const chao = vazia();
    const piramide = vazia();
    for (let fila = 1; fila <= layout.filas; fila++)
      for (const coluna of colunas)
        for (const tipo of ['N', 'P'] as const) {
          const e: Endereco = { grupo, coluna, tipo, fila };
          const apoios = apoiosDe(e);
          if (tipo === 'P' && !apoios) continue;
          const c = tipo === 'N' ? chao : piramide;
          const endereco = formatEndereco(e);
          c.total += 1;
          if (status.has(endereco)) {
            c.usados += 1;
            continue;
          }
          c.livres += 1;
          if (limpo(endereco, coluna, apoios, status, reservados)) c.livresLimpos += 1;
        }
    grupos.push({ grupo, chao, piramide });
  }
  const chao = grupos.reduce((s, g) => somar(s, g.chao), vazia());
  const piramide = grupos.reduce((s, g) => somar(s, g.piramide), vazia());
  return { geral: somar(chao, piramide), chao, piramide, grupos };
}

function limpo(
  endereco: string,
  coluna: Coluna,
  apoios: [Endereco, Endereco] | null,
  status: ReadonlyMap<string, string>,
  reservados: ReadonlySet<string>,
): boolean {
  if (reservados.has(endereco) || !atendeResfriamento(endereco, false)) return false;
  if (!apoios) return true;
  return coluna !== 'B' && apoios.every((a) => status.get(formatEndereco(a)) === 'NO_PATIO');
}
