/**
 * The users list (docs/product/operations.md#users) as one description: 7 per page by id
 * (docs/product/operations.md#constants), the search ORed over the three text fields.
 */
import type { TUsuarioLinha } from '@patio/domain';
import { Switch } from 'antd';
import type { ListDescriptor } from '../../shared/list/index.ts';
import { dataDaInsercao } from './formatos.ts';
import { TXT } from './textos.ts';

export const USUARIOS: ListDescriptor<TUsuarioLinha> = {
  resource: 'usuarios',
  pageSizes: [7],
  defaultSort: { field: 'id', desc: false },
  emptyText: TXT.vazio,
  rowTestId: (u) => `row-${u.id}`,
  fields: [
    // The API sorts and filters the name as `name` (docs/product/operations.md filter fields).
    { key: 'nome', label: 'Nome', wire: 'name', search: true },
    { key: 'login', label: 'Login', search: true, width: 160 },
    { key: 'email', label: 'Email', search: true, hideBelow: 'xl' },
    {
      key: 'createdAt',
      label: 'Data da inserção',
      width: 150,
      hideBelow: 'lg',
      render: (u) => dataDaInsercao(u.createdAt),
    },
    {
      key: 'isActivated',
      label: 'Status',
      sort: false,
      width: 80,
      align: 'center',
      // Read-only: shown as a switch, changed on the edit form.
      render: (u) => (
        <Switch
          size="small"
          checked={u.isActivated}
          aria-label={u.isActivated ? 'Ativo' : 'Inativo'}
          data-testid={`status-${u.id}`}
          style={{ pointerEvents: 'none' }}
          tabIndex={-1}
        />
      ),
    },
  ],
  errors: { load: TXT.erroCarregar, filter: TXT.erroFiltrar },
};
