/**
 * Reserve lists (docs/product/operations.md#reserve-list-item,
 * docs/product/operations.md#import-record, docs/product/operations.md#csv-import,
 * docs/product/operations.md#reserve-list-calls; docs/product/server-contract.md#reserve-lists):
 * the PLANO and RESERVA lists' rows, the reserve-coil payload, the calls' parameters and the import
 * check the web client and the server both run, so a file the screen accepts is a file the server
 * accepts.
 */
import { z } from 'zod';
import { TIPOS_PATIO } from '../opcoes.ts';
import { camposDeAlteracao, ZBobina, ZBobinaInput } from './bobinas.ts';
import { MENSAGENS_DE_PLAUSIBILIDADE, zItemLivre, zLoteLivre } from './dados-bobina.ts';

export const TIPOS_LISTA = ['PLANO', 'RESERVA'] as const;
export type TipoLista = (typeof TIPOS_LISTA)[number];

export const zTipoLista = z.enum(TIPOS_LISTA, { error: 'Tipo de lista inválido' });

export const isTipoLista = (v: unknown): v is TipoLista =>
  typeof v === 'string' && (TIPOS_LISTA as readonly string[]).includes(v);

/** 'Programa de laminacao' / 'Anexo 1 (AX#1)'. */
export const descricaoTipoLista = (t: TipoLista): string =>
  TIPOS_PATIO.find((p) => p.codigo === t)?.descricao ?? t;

const MSG_ID = 'Id inválido';
const zIdLista = z.coerce
  .number({ error: MSG_ID })
  .int({ error: MSG_ID })
  .min(1, { error: MSG_ID })
  .max(2_147_483_647, { error: MSG_ID });

/** A list row: the coil (`id` is the coil's id, as every list call takes) and its item. */
export const ZItemLista = ZBobina.extend({
  bobinaId: z.number().int(),
  listaId: z.number().int(),
  /** Position in its list, 1..n without gaps; null once ticked. */
  sequencia: z.number().int().nullable(),
  ticada: z.boolean(),
  tipo: zTipoLista,
});
export type TItemLista = z.infer<typeof ZItemLista>;

/** POST listas: the coil form without an address (a reserve coil is not in the yard yet). */
export const ZItemListaInput = ZBobinaInput.omit({ endereco: true }).extend({ tipo: zTipoLista });
export type TItemListaInput = z.infer<typeof ZItemListaInput>;

/** PUT listas/{id}: as stored passes; the service checks the changed data (errosDosDadosAlterados). */
export const ZItemListaAlteracao = ZItemListaInput.extend({
  ...camposDeAlteracao,
  item: zItemLivre,
  lote: zLoteLivre,
});
export type TItemListaAlteracao = z.infer<typeof ZItemListaAlteracao>;

export const ZTipoListaQuery = z.object({ tipoLista: zTipoLista });

/** DELETE listas: the chosen coils, or every open item of the list (select-all). */
export const ZExclusaoLista = z
  .object({
    ids: z.array(zIdLista).max(100_000, { error: 'Itens demais' }).optional(),
    todos: z.boolean().optional(),
  })
  .refine((v) => (v.todos === true) !== Boolean(v.ids?.length), {
    error: 'Informe as bobinas (ids) ou todos, não ambos.',
  });
export type TExclusaoLista = z.infer<typeof ZExclusaoLista>;

/** PATCH listas/sequencia: the ids now holding positions primeiraSequencia, +1, … */
export const ZReordenarQuery = z.object({ primeiraSequencia: zIdLista });
export const ZReordenarBody = z
  .array(zIdLista)
  .min(1, { error: 'Nenhuma bobina foi selecionada para alterar a ordem.' })
  .max(100_000, { error: 'Itens demais' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Bobina repetida na nova ordem.' });

export const ZTicarQuery = z.object({ bobinaId: zIdLista });

/** PATCH listas/desmarcar: undo a tick, the coil back at the position it had (decisions-listas). */
export const ZDesmarcarQuery = z.object({ bobinaId: zIdLista, sequencia: zIdLista });

/** How long after a tick it may still be undone (the toast offers it for a few seconds). */
export const PRAZO_DESMARCAR_SEGUNDOS = 120;

/* ---------------------- import (docs/product/operations.md#csv-import) ---------------------- */

export const MAX_LINHAS_IMPORTACAO = 50_000;

/** POST listas/importar: checked row by row by validarImportacao, so errors name the line. */
export const ZImportacaoBody = z
  .array(z.unknown(), { error: 'Envie a lista de bobinas.' })
  .min(1, { error: 'O arquivo não tem bobinas.' })
  .max(MAX_LINHAS_IMPORTACAO, {
    error: `Importe no máximo ${MAX_LINHAS_IMPORTACAO} bobinas por arquivo.`,
  });

const b = ZBobinaInput.shape;
/** One import record, with the coil form's rules; keys in the order rows are checked. */
export const ZRegistroImportacao = z.object({
  item: b.item,
  lote: b.lote,
  grupo: b.grupo,
  material: b.material,
  laminacaoAt: b.laminacaoAt,
  laminacaoTurno: b.laminacaoTurno,
  // Unlike the form, a file must say it (docs/product/operations.md#csv-import: resfriada must be
  // Sim or Nao).
  isResfriada: z.boolean(),
  proximoProcesso: b.proximoProcesso,
  fluxo: b.fluxo,
  peso: b.peso,
  espessura: b.espessura,
  largura: b.largura,
  isLege: b.isLege,
  tipo: zTipoLista,
});
export type TRegistroImportacao = z.infer<typeof ZRegistroImportacao>;
type Campo = keyof TRegistroImportacao;
const CAMPOS = Object.keys(ZRegistroImportacao.shape) as Campo[];

const ROTULO: Record<Campo, string> = {
  item: 'Item',
  lote: 'Lote',
  grupo: 'Grupo',
  material: 'Material',
  laminacaoAt: 'Data/hora de laminação',
  laminacaoTurno: 'Turno',
  isResfriada: 'Resfriada',
  proximoProcesso: 'Próximo processo',
  fluxo: 'Fluxo',
  peso: 'Peso',
  espessura: 'Espessura',
  largura: 'Largura',
  isLege: 'Lege',
  tipo: 'Tipo',
};

const NUMERO = 'um número não negativo';
const DICA: Record<Campo, string> = {
  item: 'uma letra maiúscula e 5 dígitos, como A12345',
  lote: 'exatamente 10 caracteres',
  grupo: 'use LQ, FM, LZ ou LF',
  material: 'use BQ, BG, BQD ou BDZ',
  laminacaoAt: 'use DD/MM/AAAA HH:mm',
  laminacaoTurno: 'use 1, 2 ou 3',
  isResfriada: 'use Sim ou Nao',
  proximoProcesso: 'use LDC3, LDC4, LPBQ1, LPBQ2, LPBQ3 ou EMB4',
  fluxo: 'código de fluxo desconhecido',
  peso: NUMERO,
  espessura: NUMERO,
  largura: NUMERO,
  isLege: 'use Sim ou Nao',
  tipo: 'use PLANO ou RESERVA',
};

/** "Linha {index + 2}: …" — line 1 of the file is the header. */
export const mensagemDaLinha = (indice: number, mensagem: string) =>
  `Linha ${indice + 2}: ${mensagem}`;

const vazio = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const mostrar = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : JSON.stringify(v);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
};

function erroDoCampo(campo: Campo, valor: unknown, mensagem?: string): string {
  // A well-formed value the data rules find implausible: their message says it best.
  if (mensagem && MENSAGENS_DE_PLAUSIBILIDADE.has(mensagem)) return `${mensagem}.`;
  return vazio(valor)
    ? `${ROTULO[campo]}: campo obrigatório.`
    : `${ROTULO[campo]}: valor inválido "${mostrar(valor)}" (${DICA[campo]}).`;
}

/** Every bad field of one record, in the order rows are checked; empty when the fields pass. */
function errosDoRegistro(
  bruto: Record<string, unknown>,
): { ok: true; registro: TRegistroImportacao } | { ok: false; erros: string[] } {
  const r = ZRegistroImportacao.safeParse(bruto);
  if (r.success) return { ok: true, registro: r.data };
  const erros = CAMPOS.flatMap((campo) => {
    const issue = r.error.issues.find((i) => i.path[0] === campo);
    return issue ? [erroDoCampo(campo, bruto[campo], issue.message)] : [];
  });
  return { ok: false, erros: erros.length ? erros : [erroDoCampo('item', bruto.item)] };
}

const comoObjeto = (linha: unknown) =>
  (linha && typeof linha === 'object' ? linha : {}) as Record<string, unknown>;

/**
 * One record checked on its own, with the CSV rows' field rules and messages, every bad field
 * named (POST integracoes/bobinas: a mill's record is refused alone, with all its reasons).
 */
export function validarRegistro(
  linha: unknown,
): { ok: true; registro: TRegistroImportacao } | { ok: false; mensagens: string[] } {
  if (!linha || typeof linha !== 'object' || Array.isArray(linha)) {
    return {
      ok: false,
      mensagens: ['Registro inválido: envie um objeto com os campos da bobina.'],
    };
  }
  const r = errosDoRegistro(linha as Record<string, unknown>);
  return r.ok ? r : { ok: false, mensagens: r.erros };
}

export type ResultadoImportacao =
  | { ok: true; registros: TRegistroImportacao[] }
  | { ok: false; indice: number; mensagem: string };

export interface OpcoesImportacao {
  /** Whether a lot already names an active coil (the server asks the database). */
  loteExiste?(lote: string): boolean;
}

/**
 * Checks rows in order and stops at the first bad one (docs/product/operations.md#csv-import): the
 * fields with the coil form's rules, then the lot (unique within the file and, on the server, among
 * active coils).
 */
export function validarImportacao(
  linhas: readonly unknown[],
  opcoes: OpcoesImportacao = {},
): ResultadoImportacao {
  const registros: TRegistroImportacao[] = [];
  const primeiraLinhaDoLote = new Map<string, number>();
  for (const [indice, linha] of linhas.entries()) {
    const r = errosDoRegistro(comoObjeto(linha));
    if (!r.ok) {
      return { ok: false, indice, mensagem: mensagemDaLinha(indice, r.erros[0] as string) };
    }
    const { lote } = r.registro;
    const anterior = primeiraLinhaDoLote.get(lote);
    if (anterior !== undefined) {
      const msg = `Lote "${lote}" repetido (já está na linha ${anterior + 2}).`;
      return { ok: false, indice, mensagem: mensagemDaLinha(indice, msg) };
    }
    if (opcoes.loteExiste?.(lote)) {
      const msg = `Lote "${lote}": já existe uma bobina com este lote.`;
      return { ok: false, indice, mensagem: mensagemDaLinha(indice, msg) };
    }
    primeiraLinhaDoLote.set(lote, indice);
    registros.push(r.registro);
  }
  return { ok: true, registros };
}
