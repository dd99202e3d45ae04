/** The users table's columns (part2 §2.9): four sortable ones, the status switch and the actions. */
import { DeleteOutlined, EditOutlined, EyeOutlined, KeyOutlined } from '@ant-design/icons';
import type { TUsuarioLinha } from '@patio/domain';
import { Space, Switch } from 'antd';
import { IconAction } from '../../shared/IconAction.tsx';
import type { ListColumn } from '../../shared/list/index.ts';
import { dataDaInsercao } from './formatos.ts';

export interface AcoesDoUsuario {
  visualizar(u: TUsuarioLinha): void;
  recriarSenha(u: TUsuarioLinha): void;
  editar(u: TUsuarioLinha): void;
  excluir(u: TUsuarioLinha): void;
}

export function colunasDeUsuarios(acoes: AcoesDoUsuario): ListColumn<TUsuarioLinha>[] {
  return [
    // The API sorts and filters the name as `name` (part2 §5 filter fields).
    { key: 'nome', title: 'Nome', sort: 'name' },
    { key: 'login', title: 'Login' },
    { key: 'email', title: 'Email' },
    {
      key: 'createdAt',
      title: 'Data da inserção',
      width: 150,
      render: (u) => dataDaInsercao(u.createdAt),
    },
    {
      key: 'isActivated',
      title: 'Status',
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
    {
      key: 'acoes',
      title: 'Ações',
      sort: false,
      width: 150,
      align: 'center',
      render: (u) => (
        <Space size={2} data-testid={`row-actions-${u.id}`}>
          <IconAction
            title="Visualizar"
            icon={<EyeOutlined />}
            testId="visualizar-button"
            onClick={() => acoes.visualizar(u)}
          />
          <IconAction
            title="Recriar senha"
            icon={<KeyOutlined />}
            testId="recriar-senha-button"
            onClick={() => acoes.recriarSenha(u)}
          />
          <IconAction
            title="Editar"
            icon={<EditOutlined />}
            testId="editar-button"
            onClick={() => acoes.editar(u)}
          />
          <IconAction
            title="Excluir"
            icon={<DeleteOutlined />}
            testId="excluir-button"
            danger
            onClick={() => acoes.excluir(u)}
          />
        </Space>
      ),
    },
  ];
}
