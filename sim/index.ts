export { latenciaPatioCheio } from './latencia.ts';
export { INFORMADOS, MUNDOS, type NomeMundo } from './modelo.ts';
export { type NomePolitica, POLITICAS } from './politicas.ts';
export {
  comparar,
  percentil,
  tabela,
  tabelaComparacao,
  tabelaModelo,
  verificarMetas,
} from './relatorio.ts';
export { capacidadeLimpa, type OpcoesSim, type ResultadoSim, simular } from './simular.ts';
