import {
  type Endereco,
  enderecosDoGrupo,
  formatEndereco,
  type Layout,
  MATERIAIS,
} from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas } from '../../db/schema.ts';
import { bobinaNaoEncontrada } from '../bobinas/erros.ts';

/**
 * What one label shows (docs/etiquetas-e-leitura.md#layout): `codigo` is what both barcodes
 * encode — a coil's lote or an address — printed large above them; `linhas` are the facts
 * printed under them, readable from a metre away.
 */
export interface Etiqueta {
  codigo: string;
  linhas: string[];
}

const numero = (v: number | null, casas = 0) =>
  v === null ? '—' : v.toLocaleString('pt-BR', { maximumFractionDigits: casas });

/** The date printed on a label, in the yard's wall clock (dd/mm/aaaa). */
const hoje = (agora: Date) => agora.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** A coil's label: its lote, weight, thickness × width, material, address and today's date. */
export async function etiquetaDaBobina(
  db: Executor,
  id: number,
  agora = new Date(),
): Promise<Etiqueta> {
  const [b] = await db
    .select({
      lote: bobinas.lote,
      peso: bobinas.peso,
      espessura: bobinas.espessura,
      largura: bobinas.largura,
      material: bobinas.material,
      endereco: bobinas.endereco,
    })
    .from(bobinas)
    .where(eq(bobinas.id, id));
  if (!b) throw bobinaNaoEncontrada();
  return {
    codigo: b.lote,
    linhas: [
      `${numero(b.peso)} kg`,
      `${numero(b.espessura, 2)} × ${numero(b.largura)} mm`,
      MATERIAIS.find((m) => m.codigo === b.material)?.descricao ?? b.material,
      `Endereço ${b.endereco ?? '—'}`,
      hoje(agora),
    ],
  };
}

/** An address's label: its code, for the columns of the yard. */
export function etiquetaDoEndereco(e: Endereco): Etiqueta {
  const nivel = e.tipo === 'N' ? 'chão' : 'pirâmide';
  return {
    codigo: formatEndereco(e),
    linhas: [`Grupo ${e.grupo}`, `Coluna ${e.coluna} · ${nivel}`, `Fila ${e.fila}`],
  };
}

/** One label per address of a group, in the order a checker walks it: row by row, A to H. */
export function etiquetasDoGrupo(layout: Layout, grupo: number): Etiqueta[] {
  return enderecosDoGrupo(layout, grupo).map(etiquetaDoEndereco);
}
