/**
 * The yard's physical rules (docs/yard-rules.md) as pure functions over an
 * address and the coils in the neighbouring slots. The server loads those coils inside its
 * transaction and decides with these; the web client may use them for early hints.
 */
import {
  apoiosDe,
  atendeResfriamento,
  COLUNAS,
  type Coluna,
  type Endereco,
  foraDoLayout,
  formatEndereco,
  LAYOUT_PADRAO,
  type Layout,
  parseEndereco,
} from '../endereco.ts';
import { MENSAGENS_PATIO } from './mensagens.ts';

/** The yard rules' codes (docs/yard-rules.md). */
export const CODIGOS_REGRA = [
  'FORMATO',
  'FORA_DO_LAYOUT',
  'OCUPADO',
  'SEM_APOIO',
  'EMPILHADA',
  'LARGURA',
  'POSICOES_AB',
  'RESFRIAMENTO',
] as const;

export type CodigoRegra = (typeof CODIGOS_REGRA)[number];

/** 400 bad address, 409 never overridable, 422 overridable with force=true. */
export interface Violacao {
  regra: CodigoRegra;
  status: 400 | 409 | 422;
  mensagem: string;
}

/** What the rules need to know of a coil already in a slot. */
export interface BobinaNoSlot {
  id: number;
  endereco: string;
  largura: number | null;
  status: string;
}

/** Parses and checks an address against the layout: the address, or the 400 to answer. */
export function lerEndereco(
  texto: string,
  layout: Layout = LAYOUT_PADRAO,
): { endereco: Endereco } | { violacao: Violacao } {
  const endereco = parseEndereco(texto);
  if (!endereco) {
    return {
      violacao: { regra: 'FORMATO', status: 400, mensagem: MENSAGENS_PATIO.enderecoInvalido },
    };
  }
  const fora = foraDoLayout(endereco, layout);
  if (fora) return { violacao: { regra: 'FORA_DO_LAYOUT', status: 400, mensagem: fora } };
  return { endereco };
}

/** The pyramid slots that rest on a ground slot: P at its own column and at the next one. */
export function empilhamentosSobre(e: Endereco): Endereco[] {
  if (e.tipo !== 'N') return [];
  const i = COLUNAS.indexOf(e.coluna);
  const proxima = COLUNAS[i + 1];
  const acima: Endereco[] = [];
  if (i >= 1) acima.push({ ...e, tipo: 'P' });
  if (proxima) acima.push({ ...e, tipo: 'P', coluna: proxima as Coluna });
  return acima;
}

/**
 * Every address whose coil the rules may look at, for placing a coil at `destino` and, when it
 * moves, taking it from `origem`: the slot itself, its supports, and what rests on the origin.
 */
export function enderecosRelevantes(destino: Endereco, origem?: Endereco | null): string[] {
  const todos = [destino, ...(apoiosDe(destino) ?? [])];
  if (origem) todos.push(...empilhamentosSobre(origem));
  return [...new Set(todos.map(formatEndereco))];
}

/** Group and row of an address: the unit the server locks, since every rule stays in one row. */
export const filaDe = (e: Endereco): number => e.grupo * 10 + e.fila;

function em(vizinhos: readonly BobinaNoSlot[], e: Endereco, ignorar?: number) {
  // formatted once, not once per neighbour: the advisor asks this for every free slot
  const alvo = formatEndereco(e);
  return vizinhos.find((b) => b.endereco === alvo && b.id !== ignorar);
}

/**
 * Rules for putting a coil at `endereco` (already in the layout). `bobina.id` is the coil being
 * moved, if any: it no longer counts where it was. A blocking violation comes alone (the first
 * one hit); otherwise every overridable one, in the order stacking, positions A/B, cooling.
 */
export function avaliarColocacao(args: {
  endereco: Endereco;
  bobina: { id?: number; largura: number | null; isLege: boolean };
  vizinhos: readonly BobinaNoSlot[];
}): Violacao[] {
  const { endereco, bobina, vizinhos } = args;
  if (em(vizinhos, endereco, bobina.id)) {
    return [{ regra: 'OCUPADO', status: 409, mensagem: MENSAGENS_PATIO.ocupado }];
  }
  const apoios = (apoiosDe(endereco) ?? []).map((a) => em(vizinhos, a, bobina.id));
  // A lifted coil (EM_MOVIMENTO) keeps its slot on the map but holds nothing up.
  if (apoios.some((a) => a?.status !== 'NO_PATIO')) {
    return [{ regra: 'SEM_APOIO', status: 409, mensagem: MENSAGENS_PATIO.semApoio }];
  }
  const alertas: Violacao[] = [];
  const maisLarga = apoios.some(
    (a) => a?.largura != null && bobina.largura != null && bobina.largura > a.largura,
  );
  if (maisLarga) alertas.push({ regra: 'LARGURA', status: 422, mensagem: MENSAGENS_PATIO.largura });
  if (endereco.tipo === 'P' && endereco.coluna === 'B') {
    alertas.push({ regra: 'POSICOES_AB', status: 422, mensagem: MENSAGENS_PATIO.posicoesAB });
  }
  if (!atendeResfriamento(formatEndereco(endereco), bobina.isLege)) {
    alertas.push({
      regra: 'RESFRIAMENTO',
      status: 422,
      mensagem: MENSAGENS_PATIO.resfriamento(bobina.isLege),
    });
  }
  return alertas;
}

/** Rule for taking the coil at `origem` away (move, delete, lift, dispatch). */
export function avaliarRetirada(
  origem: Endereco,
  vizinhos: readonly BobinaNoSlot[],
): Violacao | null {
  const empilhada = empilhamentosSobre(origem).some((p) => em(vizinhos, p));
  return empilhada
    ? { regra: 'EMPILHADA', status: 409, mensagem: MENSAGENS_PATIO.empilhada }
    : null;
}
