/** /perfis (docs/product/operations.md#access-profiles): the access profiles, 7 per page, with edit and delete. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TPerfilLinha } from '@patio/domain';
import { Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { IconAction } from '../../shared/IconAction.tsx';
import { columnsOf, type ListColumn, ListView, useList } from '../../shared/list/index.ts';
import { NovoButton } from '../../shared/NovoButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PERFIS } from './list.ts';
import { TXT } from './textos.ts';
import { useExcluirPerfil } from './useExcluirPerfil.ts';

export default function PerfisPage() {
  const navigate = useNavigate();
  const list = useList(PERFIS);
  const excluir = useExcluirPerfil();

  const columns: ListColumn<TPerfilLinha>[] = [
    ...columnsOf(PERFIS),
    {
      key: 'acoes',
      title: 'Ações',
      sort: false,
      width: 110,
      align: 'center',
      render: (p) => (
        <Space size={2} data-testid={`row-actions-${p.id}`}>
          <IconAction
            title="Editar"
            icon={<EditOutlined />}
            testId="editar-button"
            onClick={() => navigate(`/perfil/${p.id}`)}
          />
          <IconAction
            title="Excluir"
            icon={<DeleteOutlined />}
            testId="excluir-button"
            danger
            onClick={() => void excluir(p.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.admin }, { title: TXT.titulo }]} />
      <Card>
        <ListView
          list={list}
          columns={columns}
          toolbarEnd={<NovoButton onClick={() => navigate('/perfil')} />}
        />
      </Card>
    </>
  );
}
