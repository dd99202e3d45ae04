export { distancia, type Geometria, geometriaDe, origemDe, type SlotDoPatio } from './geometria.ts';
export { MOTIVOS } from './motivos.ts';
export {
  APRENDIZADO,
  aprenderPermanencia,
  type ClassePermanencia,
  classeDe,
  DISPERSAO_PRIOR,
  type Estadia,
  MODELO_PRIOR,
  type ModeloPermanencia,
  modeloPrior,
  type OrigemPermanencia,
  PERMANENCIA_HORAS,
  PERMANENCIA_SEM_PROCESSO,
  SEM_PROCESSO,
} from './permanencia.ts';
export { PESOS } from './pesos.ts';
export {
  chanceDeSairAntes,
  dispersaoDaSaida,
  msDeLaminacao,
  PESOS_SAIDA,
  pisoDeIdade,
  saidaPrevistaHoras,
} from './saida.ts';
export { sugerirEnderecos } from './sugerir.ts';
export type * from './tipos.ts';
