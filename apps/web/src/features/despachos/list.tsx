/**
 * The dispatch list (docs/product/operations.md#dispatch-list) as one description: 7 per page
 * by id; the search covers the identification and the type by code or by the label a user
 * reads. The working list shows open dispatches (the server lists all); choosing
 * "Finalizados" puts `finalizado=true` in the URL's filters and drops the fixed part.
 */
import type { TDespacho } from '@patio/domain';
import { MODAL_OPCOES, nomeDoModal } from '../../entities/despacho/modal.ts';
import type { ListDescriptor } from '../../shared/list/index.ts';
import { TXT } from './textos.ts';

export const DESPACHOS: ListDescriptor<TDespacho> = {
  resource: 'despachos',
  pageSizes: [7],
  defaultSort: { field: 'id', desc: false },
  emptyText: TXT.vazio,
  rowTestId: (d) => `row-${d.identificacao}`,
  fields: [
    { key: 'identificacao', label: TXT.colIdentificacao, search: true },
    {
      key: 'modal',
      label: TXT.colModal,
      search: true,
      filter: 'exact',
      options: MODAL_OPCOES,
      width: 140,
      render: (d) => nomeDoModal(d.modal),
    },
    {
      key: 'quantidadeBobinas',
      label: TXT.colQuantidade,
      sort: false,
      width: 150,
      render: (d) => (
        <span data-testid="quantidade">{`${d.bobinasCarregadas} (${d.quantidadeBobinas})`}</span>
      ),
    },
    { key: 'modalDescricao', label: TXT.colModal, search: true, column: false },
    { key: 'finalizado', label: TXT.situacao, filter: 'exact', column: false },
  ],
  fixedFilter: (s) => (s.filters.finalizado === 'true' ? undefined : 'finalizado=false'),
  errors: { load: TXT.erroListar, filter: TXT.erroListar },
};
