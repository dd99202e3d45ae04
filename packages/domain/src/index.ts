export * from './endereco.ts';
export * from './erros.ts';
export * from './gridify/index.ts';
export * from './opcoes.ts';
export * from './permissoes.ts';
export * from './schemas/comum.ts';
export * from './schemas/conta.ts';
