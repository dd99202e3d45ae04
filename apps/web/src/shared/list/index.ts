export * from './list-state.ts';
export * from './Paginacao.tsx';
export * from './SearchBox.tsx';
export * from './tableProps.ts';
export * from './useList.ts';
