export { latenciaPatioCheio } from './latencia.ts';
export { MODELOS, type ModeloSaida } from './modelo.ts';
export { type NomePolitica, POLITICAS } from './politicas.ts';
export { percentil, tabela, verificarMetas } from './relatorio.ts';
export { capacidadeLimpa, type OpcoesSim, type ResultadoSim, simular } from './simular.ts';
