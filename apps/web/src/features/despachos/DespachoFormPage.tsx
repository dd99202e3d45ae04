/**
 * /operacao-despacho and /operacao-despacho/{id} (docs/product/operations.md#dispatch-form): loads
 * the dispatch and the yard.
 */
import { Card, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { CarregarOuFalhar } from '../../shared/CarregarOuFalhar.tsx';
import { NaoEncontrado } from '../../shared/NaoEncontrado.tsx';
import { registroNaoEncontrado } from '../../shared/nao-encontrado.ts';
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
  // A finalized dispatch (its coils shipped) opened by URL is only looked at.
  const finalizado = despacho.data?.finalizado === true;
  const titulo =
    id === undefined ? TXT.tituloCriar : finalizado ? TXT.tituloVisualizar : TXT.tituloEditar;
  if (registroNaoEncontrado(idParam, despacho.error))
    return <NaoEncontrado texto={TXT.naoEncontrado} voltar="/operacoes-despacho" />;

  return (
    <>
      <PageHeader
        title={titulo}
        extra={
          finalizado && (
            <Tag color="green" data-testid="tag-finalizado">
              {TXT.tagFinalizado}
            </Tag>
          )
        }
        breadcrumb={[
          { title: TXT.bobinas },
          { title: TXT.titulo, to: '/operacoes-despacho' },
          { title: id === undefined ? 'Cadastrar' : finalizado ? 'Visualizar' : 'Atualizar' },
        ]}
      />
      <Card>
        {/* Without the yard or the stored dispatch the picker would offer the wrong coils. */}
        <CarregarOuFalhar
          cargas={[
            { consulta: patio, erro: TXT.erroBobinas },
            { consulta: despacho, erro: TXT.erroObter, ativa: id !== undefined },
          ]}
          voltar={() => navigate('/operacoes-despacho')}
        >
          {() => (
            <DespachoForm
              key={idParam ?? 'novo'}
              despacho={despacho.data}
              patio={patio.data ?? []}
            />
          )}
        </CarregarOuFalhar>
      </Card>
    </>
  );
}
