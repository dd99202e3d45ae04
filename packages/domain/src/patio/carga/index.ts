export * from './empacotar.ts';
export * from './planejar.ts';
