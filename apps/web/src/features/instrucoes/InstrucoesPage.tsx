import { Card } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { TXT } from '../../entities/instrucao/textos.ts';
import { ListView, useList } from '../../shared/list/index.ts';
import { NovoButton } from '../../shared/NovoButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePode } from '../../shared/session.ts';
import { colunasDeInstrucoes } from './colunas.tsx';
import { INSTRUCOES } from './list.tsx';
import { useExcluirInstrucao } from './useExcluirInstrucao.ts';

export default function InstrucoesPage() {
  const navigate = useNavigate();
  const list = useList(INSTRUCOES);
  const pode = usePode();
  const excluir = useExcluirInstrucao();
  const podeEditar = pode('EDITAR_INSTRUCAO');
  const podeCadastrar = pode('CADASTRAR_INSTRUCAO');
  const columns = useMemo(
    () =>
      colunasDeInstrucoes({
        corrigirDestino: podeEditar ? (i) => navigate(`/instrucao/${i.id}`) : undefined,
        excluir: podeCadastrar ? (i) => void excluir(i.id) : undefined,
      }),
    [navigate, excluir, podeEditar, podeCadastrar],
  );

  return (
    <>
      <PageHeader
        title={TXT.titulo}
        breadcrumb={[{ title: TXT.trilha }, { title: TXT.titulo }, { title: TXT.listar }]}
        extra={podeCadastrar && <NovoButton onClick={() => navigate('/instrucao')} />}
      />
      <Card>
        <ListView
          list={list}
          columns={columns}
          exportar
          table={{ 'data-testid': 'instrucoes-table' }}
        />
      </Card>
    </>
  );
}
