/** The coil form's select options from the domain lists: "CODE - descrição" shown, the code stored. */
import {
  FLUXOS,
  GRUPOS,
  MATERIAIS,
  type Opcao,
  PROXIMOS_PROCESSOS,
  TIPOS_PATIO,
  TURNOS,
} from '@patio/domain';

export interface SelectOption<V = string> {
  value: V;
  label: string;
}

const comCodigo = (lista: readonly Opcao[]): SelectOption[] =>
  lista.map((o) => ({ value: o.codigo, label: `${o.codigo} - ${o.descricao}` }));

export const OPCOES_GRUPO = comCodigo(GRUPOS);
export const OPCOES_MATERIAL = comCodigo(MATERIAIS);
export const OPCOES_TURNO: SelectOption<number>[] = TURNOS.map((t) => ({
  value: t,
  label: String(t),
}));
export const OPCOES_PROCESSO: SelectOption[] = PROXIMOS_PROCESSOS.map((p) => ({
  value: p.codigo,
  label: p.descricao,
}));
/** The flow codes plus the empty option of docs/product/main-yard.md#coil-fields (sent as null). */
export const OPCOES_FLUXO: SelectOption[] = [
  { value: '', label: '(nenhum)' },
  ...FLUXOS.map((f) => ({ value: f, label: f })),
];
export const OPCOES_TIPO: SelectOption[] = TIPOS_PATIO.map((t) => ({
  value: t.codigo,
  label: t.descricao,
}));
export const OPCOES_SIM_NAO: SelectOption<boolean>[] = [
  { value: true, label: 'Sim' },
  { value: false, label: 'Não' },
];
