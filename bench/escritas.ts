/**
 * The mixed write load: place a coil on a free slot, correct a coil's address, tick a list
 * item, in turn. Every request is valid and distinct: a planner keeps the yard as the server
 * has it, hands out only slots no request in flight touches, and learns from each answer.
 */
import {
  apoiosDe,
  COLUNAS,
  type Endereco,
  formatEndereco,
  LAYOUT_PADRAO,
  parseEndereco,
  prng,
} from '@patio/domain';
import type { Pedido } from './carga.ts';
import { cabecalhos } from './chamadas.ts';

interface Ocupante {
  id: number;
  largura: number | null;
  status: string;
  /** Forced cooling: its slots need force in a 30-group yard (rule 9), so it is not moved. */
  isLege: boolean;
}

type Tipo = 'colocar' | 'corrigir' | 'ticar';
export type Operacao = Pedido & { tipo: Tipo; trava: string[]; aplicar: (corpo: string) => void };

export function todosOsEnderecos(): string[] {
  const out: string[] = [];
  for (let grupo = 1; grupo <= LAYOUT_PADRAO.grupos; grupo++)
    for (let fila = 1; fila <= LAYOUT_PADRAO.filas; fila++)
      for (const coluna of COLUNAS) {
        out.push(formatEndereco({ grupo, coluna, tipo: 'N', fila }));
        if (coluna !== 'A') out.push(formatEndereco({ grupo, coluna, tipo: 'P', fila }));
      }
  return out;
}

export class PlanoDeEscrita {
  readonly feitas: Record<Tipo, number> = { colocar: 0, corrigir: 0, ticar: 0 };
  private readonly travado = new Set<string>();
  private readonly ordem: string[];
  private cursor = 0;
  private vez = 0;
  private seq = 0;

  constructor(
    private readonly token: string,
    private readonly ocupado: Map<string, Ocupante>,
    /** Slots and coils of open instructions: left alone. */
    private readonly reservado: Set<string>,
    private readonly itensAbertos: number[],
    private readonly rodada: string,
    seed: number,
  ) {
    const r = prng(seed);
    this.ordem = todosOsEnderecos();
    for (let i = this.ordem.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [this.ordem[i], this.ordem[j]] = [this.ordem[j] as string, this.ordem[i] as string];
    }
  }

  /** Free slots a new or moved coil of this width may take without force. */
  livres(): number {
    return this.ordem.filter((e) => this.destinoValido(e, null)).length;
  }

  proxima(): Operacao | null {
    for (let tentativa = 0; tentativa < 3; tentativa++) {
      const tipo = (['colocar', 'corrigir', 'ticar'] as const)[this.vez++ % 3] as Tipo;
      const op =
        tipo === 'colocar' ? this.colocar() : tipo === 'corrigir' ? this.corrigir() : this.ticar();
      if (op) {
        for (const t of op.trava) this.travado.add(t);
        return op;
      }
    }
    return null;
  }

  /** The answer to an operation: frees its slots and, on success, updates the yard. */
  concluir(op: Operacao, status: number, corpo: string): void {
    for (const t of op.trava) this.travado.delete(t);
    if (status >= 200 && status < 300) {
      op.aplicar(corpo);
      this.feitas[op.tipo] += 1;
    } else
      console.error(`[bench] escrita ${op.tipo} ${op.path} → ${status}: ${corpo.slice(0, 200)}`);
  }

  private proximoEndereco(aceita: (e: string) => boolean): string | null {
    for (let n = 0; n < this.ordem.length; n++) {
      const e = this.ordem[this.cursor++ % this.ordem.length] as string;
      if (aceita(e)) return e;
    }
    return null;
  }

  private destinoValido(e: string, largura: number | null): boolean {
    if (this.ocupado.has(e) || this.travado.has(e) || this.reservado.has(e)) return false;
    const end = parseEndereco(e) as Endereco;
    if (end.tipo === 'N') return true;
    // Column B pyramids and wider-than-support coils need force (yard rules 7 and 8).
    if (end.coluna === 'B') return false;
    return (apoiosDe(end) ?? []).every((a) => {
      const s = this.ocupado.get(formatEndereco(a));
      if (s?.status !== 'NO_PATIO' || this.travado.has(formatEndereco(a))) return false;
      return largura === null || s.largura === null || s.largura >= largura;
    });
  }

  private apoios(e: string): string[] {
    return (apoiosDe(parseEndereco(e) as Endereco) ?? []).map(formatEndereco);
  }

  private colocar(): Operacao | null {
    const largura = 900;
    const destino = this.proximoEndereco((e) => this.destinoValido(e, largura));
    if (!destino) return null;
    this.seq += 1;
    const body = {
      item: 'B00001',
      // 10 characters (docs/coil-data-rules.md): run stamp and sequence, both base 36.
      lote: `B${this.rodada.slice(-4)}${this.seq.toString(36).toUpperCase().padStart(5, '0')}`,
      grupo: 'LQ',
      material: 'BQ',
      laminacaoAt: '2026-11-20T08:30',
      laminacaoTurno: 1,
      isResfriada: false,
      isLege: false,
      peso: 20,
      espessura: 3,
      largura,
      proximoProcesso: 'LDC3',
      fluxo: 'AA',
      endereco: destino,
    };
    return {
      tipo: 'colocar',
      method: 'POST',
      path: '/api/bobinas',
      headers: { ...cabecalhos(this.token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      trava: [destino, ...this.apoios(destino)],
      aplicar: (corpo) => {
        const { data } = JSON.parse(corpo) as { data: { id: number } };
        this.ocupado.set(destino, { id: data.id, largura, status: 'NO_PATIO', isLege: false });
      },
    };
  }

  /** Moves a pyramid coil (nothing can rest on it) to another free slot. */
  private corrigir(): Operacao | null {
    const origem = this.proximoEndereco((e) => {
      const o = this.ocupado.get(e);
      return (
        e[5] === 'P' &&
        o?.status === 'NO_PATIO' &&
        !o.isLege &&
        !this.travado.has(e) &&
        !this.reservado.has(e) &&
        !this.reservado.has(`#${o.id}`)
      );
    });
    if (!origem) return null;
    const coil = this.ocupado.get(origem) as Ocupante;
    const destino = this.proximoEndereco((e) => this.destinoValido(e, coil.largura));
    if (!destino) return null;
    return {
      tipo: 'corrigir',
      method: 'PUT',
      path: `/api/bobinas/${coil.id}/endereco?novoEndereco=${destino}`,
      headers: cabecalhos(this.token),
      trava: [origem, destino, ...this.apoios(destino)],
      aplicar: () => {
        this.ocupado.delete(origem);
        this.ocupado.set(destino, coil);
      },
    };
  }

  private ticar(): Operacao | null {
    const bobinaId = this.itensAbertos.pop();
    if (bobinaId === undefined) return null;
    return {
      tipo: 'ticar',
      method: 'PATCH',
      path: `/api/listas/ticar?bobinaId=${bobinaId}`,
      headers: cabecalhos(this.token),
      trava: [],
      aplicar: () => {},
    };
  }
}
