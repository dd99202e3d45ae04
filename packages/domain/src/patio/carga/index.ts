export * from './empacotar.ts';
export * from './exaustivo.ts';
export * from './mensagens.ts';
export * from './planejar.ts';
