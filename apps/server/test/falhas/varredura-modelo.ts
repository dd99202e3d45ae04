/**
 * The crash sweep's model (docs/reliability.md, "Crash sweep"): the workers, what each knows of
 * its coils, and the states every entity may be found in after a kill.
 */
import { PONTES } from '@patio/domain';

export const TRABALHADORES = 4;
/** Groups of the yard per worker: worker w owns groups 1+7w … 7+7w (of the default 30). */
export const GRUPOS_POR_TRABALHADOR = 7;
/** Coils a worker keeps in the yard at most; dispatches take them out. */
export const BOBINAS_NO_PATIO = 10;

export interface Instrucao {
  id: number;
  tipo: 'MANUAL' | 'DESPACHO';
  estado: string;
  destino: string | null;
}

export interface Bobina {
  id: number;
  lote: string;
  status: string;
  endereco: string | null;
  instrucao: Instrucao | null;
  /** The open dispatch it is in (identificacao). */
  despacho: string | null;
}

export interface Trabalhador {
  w: number;
  ponte: string;
  /** Its ground slots, in order. */
  enderecos: string[];
  /** A counter for this worker's lots, dispatches and events, never reused across rounds. */
  n: number;
  /** Its coils in the yard or on a vehicle (not yet shipped), by lot. */
  bobinas: Map<string, Bobina>;
  /** Its open dispatches: identificacao → id and lots. */
  despachos: Map<string, { id: number; lotes: string[] }>;
  /** Its imports still in a list: prefix (9 characters) → lots in list order. */
  importacoes: Map<string, string[]>;
  /** Slots of its groups that are taken or promised to an instruction. */
  ocupados: Set<string>;
}

/** Entity → the states it may be found in. A new entity starts absent. */
export class Esperado {
  readonly estados = new Map<string, Set<string>>();
  /** Writes answered 2xx, by kind. */
  respondidas = new Map<string, number>();
  /** Writes cut by a kill (sent, never answered), by kind. */
  cortadas = new Map<string, number>();
  total = 0;
  /**
   * Mudancas announced by answered writes ("entity|id|action"), by count: a route logs its
   * change before it answers (docs/live-updates.md), so the change log holds at least these.
   */
  anunciadas = new Map<string, number>();

  talvez(chave: string, estado: string) {
    const s = this.estados.get(chave) ?? new Set(['AUSENTE']);
    s.add(estado);
    this.estados.set(chave, s);
  }
  confirmar(chave: string, estado: string) {
    this.estados.set(chave, new Set([estado]));
  }
  anunciada(entidade: string, id: number | string | null, acao: string) {
    const k = `${entidade}|${id ?? ''}|${acao}`;
    this.anunciadas.set(k, (this.anunciadas.get(k) ?? 0) + 1);
  }
  contar(tipo: string, cortada = false) {
    const m = cortada ? this.cortadas : this.respondidas;
    m.set(tipo, (m.get(tipo) ?? 0) + 1);
    if (!cortada) this.total++;
  }
}

export const chaveBobina = (lote: string) => `bobina ${lote}`;
/** A coil as the check compares it: where it is, its open instruction, its open dispatch. */
export const estadoBobina = (b: Omit<Bobina, 'id' | 'lote'>) =>
  `${b.status}@${b.endereco ?? '-'}|${b.instrucao ? `${b.instrucao.tipo}:${b.instrucao.estado}:${b.instrucao.destino ?? '-'}` : '-'}|${b.despacho ?? '-'}`;
export const PLANEJADA = estadoBobina({
  status: 'PLANEJADA',
  endereco: null,
  instrucao: null,
  despacho: null,
});
export const EXPEDIDA = estadoBobina({
  status: 'EXPEDIDA',
  endereco: null,
  instrucao: null,
  despacho: null,
});

export function novosTrabalhadores(): Trabalhador[] {
  return Array.from({ length: TRABALHADORES }, (_, w) => {
    const enderecos: string[] = [];
    for (let g = 1; g <= GRUPOS_POR_TRABALHADOR; g++) {
      const grupo = String(w * GRUPOS_POR_TRABALHADOR + g).padStart(4, '0');
      for (let r = 1; r <= 9; r++) for (const c of 'ABCDEFGH') enderecos.push(`${grupo}${c}N0${r}`);
    }
    return {
      w,
      ponte: PONTES[w] as string,
      enderecos,
      n: 0,
      bobinas: new Map(),
      despachos: new Map(),
      importacoes: new Map(),
      ocupados: new Set(),
    };
  });
}
