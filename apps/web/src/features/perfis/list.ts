/** The access profiles list (docs/product/operations.md#access-profiles) as one description. */
import type { TPerfilLinha } from '@patio/domain';
import type { ListDescriptor } from '../../shared/list/index.ts';
import { TXT } from './textos.ts';

/** 7 per page ordered by id (docs/product/operations.md#constants); no search box on this screen. */
export const PERFIS: ListDescriptor<TPerfilLinha> = {
  resource: 'perfis',
  pageSizes: [7],
  defaultSort: { field: 'id', desc: false },
  emptyText: TXT.vazio,
  rowTestId: (p) => `row-${p.id}`,
  fields: [{ key: 'nome', label: TXT.coluna }],
  errors: { load: TXT.erroListar, filter: TXT.erroListar },
};
