export * from './empacotar.ts';
export * from './exaustivo.ts';
export * from './mensagens.ts';
export { percursoDe } from './ordem-de-carga.ts';
export * from './planejar.ts';
