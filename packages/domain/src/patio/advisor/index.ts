export { distancia, type Geometria, geometriaDe, origemDe, type SlotDoPatio } from './geometria.ts';
export { MOTIVOS } from './motivos.ts';
export { PESOS } from './pesos.ts';
export {
  chanceDeSairAntes,
  msDeLaminacao,
  PERMANENCIA_HORAS,
  PERMANENCIA_SEM_PROCESSO,
  PESOS_SAIDA,
  saidaPrevistaHoras,
} from './saida.ts';
export { sugerirEnderecos } from './sugerir.ts';
export type * from './tipos.ts';
