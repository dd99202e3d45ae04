/** /perfis (part2 §2.12): the access profiles, 7 per page, with edit and delete. */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TPerfilLinha } from '@patio/domain';
import { Button, Card, Flex, Space, Table } from 'antd';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { alerta, confirmar, toast } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { IconAction } from '../../shared/IconAction.tsx';
import { type ListColumn, Paginacao, tableProps, useList } from '../../shared/list/index.ts';
import { usePaginaValida } from '../../shared/list/usePaginaValida.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { PERFIS_LISTA, useExcluirPerfil } from './api.ts';
import { TXT } from './textos.ts';

export default function PerfisPage() {
  const navigate = useNavigate();
  const list = useList(PERFIS_LISTA);
  usePaginaValida(list);
  const excluir = useExcluirPerfil();

  const onExcluir = async (p: TPerfilLinha) => {
    const ok = await confirmar(TXT.confirmarExclusao, {
      okText: TXT.simExcluir,
      cancelText: TXT.naoCancelar,
      danger: true,
    });
    if (!ok) return;
    excluir.mutate(p.id, {
      onSuccess: () => toast.success('Sucesso', TXT.excluido),
      onError: (err) =>
        void alerta.error(mensagemDeErro(err, TXT.erroExcluir), { title: TXT.tituloErroExcluir }),
    });
  };

  const columns: ListColumn<TPerfilLinha>[] = [
    { key: 'nome', title: TXT.coluna },
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
            onClick={() => void onExcluir(p)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.admin }, { title: TXT.titulo }]} />
      <Card>
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="novo-button"
            onClick={() => navigate('/perfil')}
          >
            Novo
          </Button>
        </Flex>
        <Table<TPerfilLinha>
          {...tableProps(list, columns, TXT.vazio)}
          onRow={(p) => ({ 'data-testid': `row-${p.id}` }) as HTMLAttributes<HTMLElement>}
        />
        {list.totalPages > 0 && (
          <Flex justify="flex-end" style={{ marginTop: 12 }}>
            <Paginacao page={list.state.page} totalPages={list.totalPages} onPage={list.setPage} />
          </Flex>
        )}
      </Card>
    </>
  );
}
