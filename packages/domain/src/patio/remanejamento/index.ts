export * from './mensagens.ts';
export * from './planejar.ts';
