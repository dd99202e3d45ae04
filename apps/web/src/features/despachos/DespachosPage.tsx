import { Card, Select } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { MODAL_OPCOES } from '../../entities/despacho/modal.ts';
import { ListView, useList } from '../../shared/list/index.ts';
import { NovoButton } from '../../shared/NovoButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePode } from '../../shared/session.ts';
import { BobinasDoDespacho } from './BobinasDoDespacho.tsx';
import { colunasDeDespachos } from './colunas.tsx';
import { DESPACHOS } from './list.tsx';
import { TXT } from './textos.ts';
import { useAcoesDespacho } from './useAcoesDespacho.ts';

const TIPOS = [{ value: '', label: TXT.todos }, ...MODAL_OPCOES];
const SITUACOES = [
  { value: 'false', label: TXT.abertos },
  { value: 'true', label: TXT.finalizados },
];

export default function DespachosPage() {
  const navigate = useNavigate();
  const list = useList(DESPACHOS);
  const finalizados = list.state.filters.finalizado === 'true';
  const pode = usePode();
  const acoes = useAcoesDespacho();
  const filtros = list.state.filters;
  const filtrar = (campo: string, valor: string) => list.setFilters({ ...filtros, [campo]: valor });

  const podeFinalizar = pode('FINALIZAR_DESPACHO');
  const podeExcluir = pode('EXCLUIR_DESPACHO');
  const podeEditar = pode('EDITAR_DESPACHO');
  const columns = useMemo(
    () =>
      colunasDeDespachos({
        finalizar: podeFinalizar ? (d) => void acoes.finalizar(d) : undefined,
        excluir: podeExcluir ? (d) => void acoes.excluir(d) : undefined,
        editar: podeEditar ? (d) => navigate(`/operacao-despacho/${d.id}`) : undefined,
        romaneio: (d) => navigate(`/operacao-despacho/${d.id}/romaneio`),
      }),
    [acoes, navigate, podeFinalizar, podeExcluir, podeEditar],
  );

  return (
    <>
      <PageHeader
        title={TXT.titulo}
        breadcrumb={[{ title: TXT.bobinas }, { title: TXT.titulo }]}
        extra={
          pode('CADASTRAR_DESPACHO') && (
            <NovoButton onClick={() => navigate('/operacao-despacho')} />
          )
        }
      />
      <Card>
        <ListView
          list={list}
          columns={columns}
          exportar
          toolbar={
            <>
              <Select
                aria-label={TXT.colModal}
                data-testid="modal-select"
                value={filtros.modal ?? ''}
                options={TIPOS}
                onChange={(v) => filtrar('modal', v)}
                style={{ width: 160 }}
              />
              <Select
                aria-label={TXT.situacao}
                data-testid="situacao-select"
                value={finalizados ? 'true' : 'false'}
                options={SITUACOES}
                onChange={(v) => filtrar('finalizado', v === 'true' ? 'true' : '')}
                style={{ width: 150 }}
              />
            </>
          }
          table={{
            expandable: {
              expandRowByClick: true,
              expandedRowRender: (d) => <BobinasDoDespacho despacho={d} />,
            },
            'data-testid': 'despachos-table',
          }}
        />
      </Card>
    </>
  );
}
