/**
 * Relocation planning (docs/relocation.md): before a crane can lift a ground coil that carries
 * pyramid coils, each of those coils must go somewhere else. Pure: the server loads the yard and
 * the open instructions, this function says which coils block and where each should go.
 */

import { formatEndereco, parseEndereco } from '../../endereco.ts';
import { geometriaDe } from '../advisor/geometria.ts';
import { saidaPrevistaHoras } from '../advisor/saida.ts';
import { sugerirEnderecos } from '../advisor/sugerir.ts';
import type { BobinaDoPatio, Patio } from '../advisor/tipos.ts';
import { empilhamentosSobre } from '../regras.ts';
import { MENSAGENS_REMANEJAMENTO } from './mensagens.ts';

/** A coil in the yard with what a relocation needs to name and place it. */
export interface BobinaRemanejavel extends BobinaDoPatio {
  lote: string;
  isLege: boolean;
}

export interface PedidoDeRemanejamento {
  /** Slots of the ground coils an instruction is about to lift. */
  liberar: readonly string[];
  patio: Omit<Patio, 'bobinas'> & { bobinas: readonly BobinaRemanejavel[] };
  /** Destinations already promised to open instructions (a crane is heading there). */
  reservados?: Iterable<string>;
  /** Slots of coils an open instruction will lift: nothing is put on top of them. */
  saindo?: Iterable<string>;
  /** Coils that already have an open instruction: it takes them away, nothing new is planned. */
  comInstrucao?: ReadonlySet<number>;
  /** How many ranked destinations to return per relocation (default 5). */
  alternativas?: number;
}

export interface Remanejamento {
  bobinaId: number;
  lote: string;
  origem: string;
  /** Clean destinations, best first: the caller takes the first it can still reserve. */
  destinos: string[];
  /** Lots of the coils it frees. */
  libera: string[];
}

/** A blocking coil that already has an open instruction: the blocked one waits for that. */
export interface BloqueioExistente {
  bobinaId: number;
  lote: string;
  libera: string[];
}

export type PlanoDeRemanejamento =
  | { ok: true; remanejamentos: Remanejamento[]; existentes: BloqueioExistente[] }
  | { ok: false; lote: string; motivo: string };

/**
 * For each pyramid coil resting on a coil to free: the ranked clean slots it may go to. A slot
 * is never one another open instruction heads to, nor one an earlier relocation of this plan
 * takes, nor a pyramid slot over a coil that leaves before the relocated one (that would bury
 * it again: one more relocation later) or over a coil an open instruction lifts.
 */
export function planejarRemanejamentos(p: PedidoDeRemanejamento): PlanoDeRemanejamento {
  const { patio } = p;
  const porEndereco = new Map(patio.bobinas.map((b) => [b.endereco, b]));
  const bloqueios = bloqueiosDe(p.liberar, porEndereco);
  const comInstrucao = p.comInstrucao ?? new Set<number>();
  const saindo = new Set([...(p.saindo ?? []), ...p.liberar]);
  const tomados = new Set(p.reservados ?? []);
  const remanejamentos: Remanejamento[] = [];
  const existentes: BloqueioExistente[] = [];
  for (const { bobina, libera } of bloqueios) {
    if (comInstrucao.has(bobina.id)) {
      existentes.push({ bobinaId: bobina.id, lote: bobina.lote, libera });
      continue;
    }
    const destinos = destinosParaRemanejar(bobina, {
      patio,
      reservados: tomados,
      saindo,
      alternativas: p.alternativas,
    });
    const [melhor] = destinos;
    if (!melhor) {
      return {
        ok: false,
        lote: libera[0] ?? bobina.lote,
        motivo: MENSAGENS_REMANEJAMENTO.semDestino(libera[0] ?? '', bobina.lote),
      };
    }
    tomados.add(melhor);
    remanejamentos.push({
      bobinaId: bobina.id,
      lote: bobina.lote,
      origem: bobina.endereco,
      destinos,
      libera,
    });
  }
  return { ok: true, remanejamentos, existentes };
}

/**
 * The clean slots one coil may be relocated to, best first (the advisor's order): never a
 * reserved slot, nor a pyramid slot over a coil leaving soon (`saindo`) or before this one.
 * Also what a relocation whose destination was taken meanwhile is re-planned with.
 */
export function destinosParaRemanejar(
  bobina: BobinaRemanejavel,
  p: Pick<PedidoDeRemanejamento, 'patio' | 'reservados' | 'saindo' | 'alternativas'>,
): string[] {
  const { patio } = p;
  const prevista = (b: BobinaRemanejavel | Patio['bobinas'][number]) =>
    saidaPrevistaHoras(b, patio.agora, undefined, patio.modelo);
  const horas = new Map(patio.bobinas.map((b) => [b.endereco, prevista(b)]));
  const saindo = new Set(p.saindo ?? []);
  const minhas = horas.get(bobina.endereco) ?? prevista(bobina);
  const soterraria = (apoio: string) =>
    saindo.has(apoio) || (horas.get(apoio) ?? Number.POSITIVE_INFINITY) < minhas;
  const excluir = new Set(p.reservados ?? []);
  for (const slot of geometriaDe(patio.layout).slots) {
    if (slot.parsed.tipo === 'P' && slot.apoios.some(soterraria)) excluir.add(slot.endereco);
  }
  return sugerirEnderecos(bobina, patio, { limite: p.alternativas ?? 5, excluir })
    .filter((s) => s.exigeConfirmacao.length === 0)
    .map((s) => s.endereco);
}

/** The pyramid coils resting on the coils to free, each once, with the lots it holds down. */
function bloqueiosDe(
  liberar: readonly string[],
  porEndereco: ReadonlyMap<string, BobinaRemanejavel>,
): { bobina: BobinaRemanejavel; libera: string[] }[] {
  const porBloqueio = new Map<number, { bobina: BobinaRemanejavel; libera: string[] }>();
  for (const endereco of liberar) {
    const alvo = porEndereco.get(endereco);
    const e = parseEndereco(endereco);
    if (!alvo || !e) continue;
    for (const acima of empilhamentosSobre(e)) {
      const b = porEndereco.get(formatEndereco(acima));
      if (!b) continue;
      const item = porBloqueio.get(b.id) ?? { bobina: b, libera: [] };
      item.libera.push(alvo.lote);
      porBloqueio.set(b.id, item);
    }
  }
  return [...porBloqueio.values()].sort((a, b) =>
    a.bobina.endereco.localeCompare(b.bobina.endereco),
  );
}
