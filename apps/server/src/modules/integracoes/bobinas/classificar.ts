import {
  descricaoTipoLista,
  type TBobina,
  type TipoLista,
  type TRecusaIntegracao,
  type TRegistroImportacao,
  validarRegistro,
} from '@patio/domain';
import { EDITAVEIS } from '../../bobinas/gravar-dados.ts';

/* The batch's decisions, without I/O: which records are new, which update a coil the mill sent
 * before, and why each other one is refused (docs/integracao.md#bobinas-da-laminação). A resend
 * may change the data a form may (EDITAVEIS); item, lote and the list identify the coil. */

export interface Recebido {
  indice: number;
  registro: TRegistroImportacao;
}

/** An active coil holding a lot of the batch, as the database has it. */
export interface Existente extends Pick<TBobina, (typeof EDITAVEIS)[number]> {
  id: number;
  item: string;
  status: string;
  versao: number;
  /** The version the mill's last write left; null for a coil that did not come from it. */
  versaoRecebida: number | null;
  /** The open list item's list; null once ticked. */
  lista: TipoLista | null;
}

export interface Atualizacao extends Recebido {
  bobinaId: number;
  /** The fields that change; none for a resend of the same data. */
  campos: string[];
}

const loteDe = (linha: unknown): string | null => {
  const lote = (linha as { lote?: unknown } | null)?.lote;
  return typeof lote === 'string' && lote.trim() ? lote.trim() : null;
};

/** Each record checked on its own like a CSV row; a lot twice in the batch keeps its first. */
export function separarRegistros(bobinas: readonly unknown[]) {
  const validos: Recebido[] = [];
  const recusadas: TRecusaIntegracao[] = [];
  const primeiro = new Map<string, number>();
  for (const [indice, linha] of bobinas.entries()) {
    const r = validarRegistro(linha);
    if (!r.ok) {
      recusadas.push({ indice, lote: loteDe(linha), mensagens: r.mensagens });
      continue;
    }
    const { lote } = r.registro;
    const anterior = primeiro.get(lote);
    if (anterior !== undefined) {
      const msg = `Lote "${lote}" repetido no envio (já está no índice ${anterior}).`;
      recusadas.push({ indice, lote, mensagens: [msg] });
      continue;
    }
    primeiro.set(lote, indice);
    validos.push({ indice, registro: r.registro });
  }
  return { validos, recusadas };
}

/** Why a resend may not touch this coil; null when it may. */
function motivoDaRecusa(r: TRegistroImportacao, e: Existente): string | null {
  const lote = `Lote "${r.lote}"`;
  if (e.versaoRecebida === null) {
    return `${lote}: já existe uma bobina com este lote, cadastrada fora da integração.`;
  }
  if (e.status === 'NO_PATIO' || e.status === 'EM_MOVIMENTO') {
    return `${lote}: a bobina já está no pátio; um reenvio não a altera.`;
  }
  if (e.status === 'CARREGADA') {
    return `${lote}: a bobina já foi carregada num despacho; um reenvio não a altera.`;
  }
  if (e.lista === null) {
    return `${lote}: a bobina já foi marcada na lista para ir ao pátio; um reenvio não a altera.`;
  }
  if (e.versao !== e.versaoRecebida) {
    return `${lote}: a bobina foi alterada no Pátio depois do último envio; um reenvio não a altera.`;
  }
  if (r.item !== e.item) {
    return `${lote}: o item não muda num reenvio (a bobina é do item ${e.item}).`;
  }
  if (r.tipo !== e.lista) {
    return `${lote}: a bobina está na lista ${descricaoTipoLista(e.lista)}; um reenvio não muda a lista.`;
  }
  return null;
}

const igual = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** New lots, resends that update their coil, and the resends refused with their reason. */
export function decidirReenvios(validos: readonly Recebido[], existentes: Map<string, Existente>) {
  const novos: Recebido[] = [];
  const atualizacoes: Atualizacao[] = [];
  const recusadas: TRecusaIntegracao[] = [];
  for (const v of validos) {
    const e = existentes.get(v.registro.lote);
    if (!e) {
      novos.push(v);
      continue;
    }
    const motivo = motivoDaRecusa(v.registro, e);
    if (motivo) {
      recusadas.push({ indice: v.indice, lote: v.registro.lote, mensagens: [motivo] });
      continue;
    }
    const campos = EDITAVEIS.filter((k) => !igual(v.registro[k], e[k]));
    atualizacoes.push({ ...v, bobinaId: e.id, campos });
  }
  return { novos, atualizacoes, recusadas };
}
