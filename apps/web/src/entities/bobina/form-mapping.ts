/**
 * The coil form's values and the API payload (docs/product/main-yard.md#coil-fields): field names
 * differ (dataLaminacao + horaLaminacao → laminacaoAt, turnoLaminacao → laminacaoTurno, resfriado →
 * isResfriada, processo → proximoProcesso, lege → isLege), and empty optional fields travel as
 * null.
 */
import { codigoDe, normalizarEndereco, type TBobina, type TSugestoesInput } from '@patio/domain';
import { juntarLaminacao, separarLaminacao } from './laminacao.ts';

export interface BobinaFormValues {
  tipo?: string | null;
  item: string;
  lote: string;
  endereco: string;
  grupo?: string | null;
  material?: string | null;
  turnoLaminacao?: number | null;
  /** `YYYY-MM-DD` (the DatePicker's value is normalised to this string). */
  dataLaminacao?: string | null;
  /** `HH:mm` */
  horaLaminacao?: string | null;
  resfriado: boolean;
  peso?: number | null;
  espessura?: number | null;
  largura?: number | null;
  processo?: string | null;
  fluxo?: string | null;
  lege: boolean;
}

export interface BobinaPayload {
  item: string;
  lote: string;
  endereco: string;
  grupo: string;
  material: string;
  laminacaoAt: string | null;
  laminacaoTurno: number | null;
  isResfriada: boolean;
  peso: number | null;
  espessura: number | null;
  largura: number | null;
  proximoProcesso: string | null;
  fluxo: string | null;
  isLege: boolean;
  tipo?: string | null;
}

/** A new coil: resfriado and lege default to false; the map pre-fills the address. */
export function valoresIniciais(endereco = ''): BobinaFormValues {
  return { item: '', lote: '', endereco, resfriado: false, lege: false };
}

const texto = (v: string | null | undefined) => (v ?? '').trim();
const opcional = (v: string | null | undefined) => texto(v) || null;
const numero = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

export function bobinaParaForm(b: TBobina): BobinaFormValues {
  const { data, hora } = separarLaminacao(b.laminacaoAt);
  return {
    tipo: b.tipo,
    item: b.item,
    lote: b.lote,
    endereco: b.endereco ?? '',
    // Older records may carry "LQ-Linha a quente": only the code is an option value.
    grupo: b.grupo ? codigoDe(b.grupo) : null,
    material: b.material ? codigoDe(b.material) : null,
    turnoLaminacao: b.laminacaoTurno,
    dataLaminacao: data,
    horaLaminacao: hora,
    resfriado: b.isResfriada,
    peso: b.peso,
    espessura: b.espessura,
    largura: b.largura,
    processo: b.proximoProcesso,
    fluxo: b.fluxo,
    lege: b.isLege,
  };
}

/** The POST/PUT body; `comTipo` for the map and reserve variant, which also sends tipo. */
export function formParaPayload(v: BobinaFormValues, comTipo = false): BobinaPayload {
  const payload: BobinaPayload = {
    item: texto(v.item),
    lote: texto(v.lote),
    endereco: normalizarEndereco(v.endereco),
    grupo: codigoDe(texto(v.grupo)),
    material: codigoDe(texto(v.material)),
    laminacaoAt: juntarLaminacao(v.dataLaminacao, v.horaLaminacao),
    laminacaoTurno: numero(v.turnoLaminacao),
    isResfriada: v.resfriado === true,
    peso: numero(v.peso),
    espessura: numero(v.espessura),
    largura: numero(v.largura),
    proximoProcesso: opcional(v.processo),
    fluxo: opcional(v.fluxo),
    isLege: v.lege === true,
  };
  if (comTipo) payload.tipo = opcional(v.tipo);
  return payload;
}

/** The advisor's call for a coil being typed: only the fields already filled travel. */
export function formParaSugestao(v: Partial<BobinaFormValues>): TSugestoesInput {
  const p = formParaPayload({
    item: '',
    lote: '',
    endereco: '',
    resfriado: false,
    lege: false,
    ...v,
  });
  return {
    bobina: {
      largura: p.largura,
      isLege: p.isLege,
      proximoProcesso: p.proximoProcesso,
      ...(p.grupo ? { grupo: p.grupo } : {}),
      ...(p.material ? { material: p.material } : {}),
      ...(p.laminacaoAt ? { laminacaoAt: p.laminacaoAt } : {}),
      ...(p.lote ? { lote: p.lote } : {}),
    },
  };
}

/** Payload names the server may put field errors under, and the form field each lands on. */
export const CAMPO_DO_PAYLOAD: Record<string, keyof BobinaFormValues> = {
  tipo: 'tipo',
  item: 'item',
  lote: 'lote',
  endereco: 'endereco',
  grupo: 'grupo',
  material: 'material',
  laminacaoAt: 'dataLaminacao',
  laminacaoTurno: 'turnoLaminacao',
  isResfriada: 'resfriado',
  peso: 'peso',
  espessura: 'espessura',
  largura: 'largura',
  proximoProcesso: 'processo',
  fluxo: 'fluxo',
  isLege: 'lege',
};
