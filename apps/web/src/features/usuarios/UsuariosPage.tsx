/** /usuarios (part2 §2.9): search, sort and page through users; view, edit, delete, new password. */
import { PlusOutlined } from '@ant-design/icons';
import type { TUsuarioLinha } from '@patio/domain';
import { Button, Card, Flex, Table } from 'antd';
import { type HTMLAttributes, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { alerta, confirmar, toast } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { Paginacao, readState, SearchBox, tableProps, useList } from '../../shared/list/index.ts';
import { usePaginaValida } from '../../shared/list/usePaginaValida.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { USUARIOS_BUSCA, USUARIOS_LISTA, useExcluirUsuario } from './api.ts';
import { colunasDeUsuarios } from './colunas.tsx';
import { RecriarSenhaModal } from './RecriarSenhaModal.tsx';
import { TXT } from './textos.ts';

export default function UsuariosPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const buscando = readState(params, USUARIOS_LISTA).search !== '';
  const list = useList(buscando ? USUARIOS_BUSCA : USUARIOS_LISTA);
  usePaginaValida(list);
  const excluir = useExcluirUsuario();
  const [recriar, setRecriar] = useState<TUsuarioLinha | null>(null);

  const columns = useMemo(
    () =>
      colunasDeUsuarios({
        visualizar: (u) => navigate(`/usuario/${u.id}?view=true`),
        recriarSenha: setRecriar,
        editar: (u) => navigate(`/usuario/${u.id}`),
        excluir: async (u) => {
          const ok = await confirmar(TXT.confirmarExclusao, {
            okText: TXT.simExcluir,
            cancelText: TXT.naoCancelar,
            danger: true,
          });
          if (!ok) return;
          excluir.mutate(u.id, {
            onSuccess: () => toast.success('Sucesso', TXT.excluido),
            onError: (err) =>
              void alerta.error(mensagemDeErro(err, TXT.erroExcluir), { title: 'Erro' }),
          });
        },
      }),
    [navigate, excluir.mutate],
  );

  return (
    <>
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.admin }, { title: TXT.titulo }]} />
      <Card>
        <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
          <SearchBox value={list.state.search} onSearch={list.setSearch} />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="novo-button"
            onClick={() => navigate('/usuario')}
          >
            Novo
          </Button>
        </Flex>
        <Table<TUsuarioLinha>
          {...tableProps(list, columns, TXT.vazio)}
          onRow={(u) => ({ 'data-testid': `row-${u.id}` }) as HTMLAttributes<HTMLElement>}
          scroll={{ x: 900 }}
        />
        {list.totalPages > 0 && (
          <Flex justify="flex-end" style={{ marginTop: 12 }}>
            <Paginacao page={list.state.page} totalPages={list.totalPages} onPage={list.setPage} />
          </Flex>
        )}
      </Card>
      <RecriarSenhaModal usuario={recriar} onClose={() => setRecriar(null)} />
    </>
  );
}
