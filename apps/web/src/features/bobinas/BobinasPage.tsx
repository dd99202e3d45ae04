import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBobinaDialog } from '../../entities/bobina/BobinaFormModal.tsx';
import { useCorrigirEnderecoDialog } from '../../entities/bobina/CorrigirEnderecoModal.tsx';
import { TRILHA_BOBINAS, TXT } from '../../entities/bobina/textos.ts';
import { useExcluirBobina } from '../../entities/bobina/useExcluirBobina.ts';
import { abrirEtiquetaDaBobina } from '../../entities/etiqueta/api.ts';
import { TXT_ETIQUETA } from '../../entities/etiqueta/textos.ts';
import { useImprimirEtiquetas } from '../../entities/etiqueta/useImprimirEtiquetas.tsx';
import { FilterButton, ListView, useFilterDialog, useList } from '../../shared/list/index.ts';
import { NovoButton } from '../../shared/NovoButton.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePode } from '../../shared/session.ts';
import type { VoltarPara } from './BobinaFormPage.tsx';
import { colunasDeBobinas } from './colunas.tsx';
import { BOBINAS, ORDEM_DO_FILTRO } from './list.tsx';

export default function BobinasPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const list = useList(BOBINAS);
  const filtro = useFilterDialog(list, BOBINAS, {
    title: TXT.filtrarTitulo,
    first: ORDEM_DO_FILTRO,
  });
  const pode = usePode();
  const ver = useBobinaDialog();
  const corrigir = useCorrigirEnderecoDialog();
  const excluir = useExcluirBobina();
  const imprimir = useImprimirEtiquetas();
  // The coils chosen for "Imprimir etiquetas", kept across pages of the list.
  const [selecionadas, setSelecionadas] = useState<number[]>([]);
  // The form returns to this exact list (search, filters, page) when it closes.
  const voltar: VoltarPara = { voltar: `${pathname}${search}` };

  const podeEditar = pode('ALTERAR_INFORMACOES_DA_BOBINA');
  const podeCorrigir = pode('CORRIGIR_ENDERECO_DA_BOBINA');
  const podeExcluir = pode('EXCLUIR_BOBINA');
  const podeEtiqueta = pode('IMPRIMIR_ETIQUETAS');
  const columns = useMemo(
    () =>
      colunasDeBobinas({
        // Read-only in a dialog: anyone signed in may look, with no edit permission needed.
        visualizar: (b) => void ver.abrir({ id: b.id, view: true }),
        corrigirEndereco: podeCorrigir ? (b) => void corrigir.abrir(b) : undefined,
        etiqueta: podeEtiqueta ? (b) => void abrirEtiquetaDaBobina(b.id) : undefined,
        editar: podeEditar
          ? (b) => navigate(`/bobina/${b.id}`, { state: { voltar: voltar.voltar } })
          : undefined,
        excluir: podeExcluir ? (b) => void excluir(b) : undefined,
      }),
    [
      ver.abrir,
      corrigir.abrir,
      excluir,
      navigate,
      voltar.voltar,
      podeEditar,
      podeCorrigir,
      podeExcluir,
      podeEtiqueta,
    ],
  );
  const [bobinas, patio, listar] = TRILHA_BOBINAS;

  return (
    <>
      <PageHeader
        title="Bobinas"
        breadcrumb={[{ title: bobinas }, { title: patio }, { title: listar }]}
        extra={
          pode('CADASTRAR_BOBINA') && (
            <NovoButton onClick={() => navigate('/bobina', { state: voltar })} />
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
              <FilterButton count={filtro.count} onOpen={filtro.open} onClear={filtro.clear} />
              {podeEtiqueta && (
                <Button
                  icon={<PrinterOutlined />}
                  disabled={selecionadas.length === 0}
                  data-testid="imprimir-etiquetas"
                  onClick={async () => {
                    const r = await imprimir.abrir({ bobinaIds: selecionadas });
                    if (r === 'impresso') setSelecionadas([]);
                  }}
                >
                  {TXT_ETIQUETA.imprimir}
                  {selecionadas.length > 0 && ` (${selecionadas.length})`}
                </Button>
              )}
            </>
          }
          table={{
            'data-testid': 'bobinas-table',
            ...(podeEtiqueta && {
              rowSelection: {
                selectedRowKeys: selecionadas,
                preserveSelectedRowKeys: true,
                onChange: (chaves) => setSelecionadas(chaves.map(Number)),
              },
            }),
          }}
        />
      </Card>
      {filtro.dialog}
      {ver.dialogo}
      {corrigir.dialogo}
      {imprimir.dialogo}
    </>
  );
}
