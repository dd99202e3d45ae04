/** /operacao-despacho and /operacao-despacho/{id} (part2 §2.5): loads the dispatch and the yard. */
import { Button, Card, Result, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useErroToast } from '../../shared/useErroToast.ts';
import { useBobinasDoPatio, useDespacho } from './api.ts';
import { DespachoForm } from './DespachoForm.tsx';
import { TXT } from './textos.ts';

export default function DespachoFormPage() {
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam === undefined ? undefined : Number(idParam);
  const despacho = useDespacho(id);
  const patio = useBobinasDoPatio();
  useErroToast(patio.error, TXT.erroBobinas);
  useErroToast(despacho.error, TXT.erroObter);
  const titulo = id === undefined ? TXT.tituloCriar : TXT.tituloEditar;
  const carregando = patio.isPending || (id !== undefined && despacho.isPending);

  return (
    <>
      <PageHeader
        title={titulo}
        breadcrumb={[
          { title: TXT.bobinas },
          { title: TXT.titulo, to: '/operacoes-despacho' },
          { title: id === undefined ? 'Cadastrar' : 'Atualizar' },
        ]}
      />
      <Card>
        {patio.isError || despacho.isError ? (
          // Without the yard or the stored dispatch the picker would offer the wrong coils.
          <Result
            status="warning"
            title={patio.isError ? TXT.erroBobinas : TXT.erroObter}
            extra={
              <Button data-testid="cancelar-button" onClick={() => navigate('/operacoes-despacho')}>
                Voltar
              </Button>
            }
          />
        ) : carregando ? (
          <Spin className="page-spin" />
        ) : (
          <DespachoForm key={idParam ?? 'novo'} despacho={despacho.data} patio={patio.data ?? []} />
        )}
      </Card>
    </>
  );
}
