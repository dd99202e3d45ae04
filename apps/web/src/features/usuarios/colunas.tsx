/** The users table's columns (docs/product/operations.md#users): the described ones, then the actions. */
import {
  DeleteOutlined,
  DesktopOutlined,
  EditOutlined,
  EyeOutlined,
  KeyOutlined,
} from '@ant-design/icons';
import type { TUsuarioLinha } from '@patio/domain';
import { Space } from 'antd';
import { IconAction } from '../../shared/IconAction.tsx';
import { columnsOf, type ListColumn } from '../../shared/list/index.ts';
import { USUARIOS } from './list.tsx';
import { TXT } from './textos.ts';

export interface AcoesDoUsuario {
  visualizar(u: TUsuarioLinha): void;
  recriarSenha(u: TUsuarioLinha): void;
  sessoes(u: TUsuarioLinha): void;
  editar(u: TUsuarioLinha): void;
  excluir(u: TUsuarioLinha): void;
}

export function colunasDeUsuarios(acoes: AcoesDoUsuario): ListColumn<TUsuarioLinha>[] {
  return [
    ...columnsOf(USUARIOS),
    {
      key: 'acoes',
      title: 'Ações',
      sort: false,
      width: 180,
      align: 'center',
      render: (u) => {
        const bloqueio = u.protegido ? TXT.contaProtegida : undefined;
        return (
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
              bloqueio={bloqueio}
              onClick={() => acoes.recriarSenha(u)}
            />
            <IconAction
              title="Sessões"
              icon={<DesktopOutlined />}
              testId="sessoes-button"
              onClick={() => acoes.sessoes(u)}
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
              bloqueio={bloqueio}
              onClick={() => acoes.excluir(u)}
            />
          </Space>
        );
      },
    },
  ];
}
