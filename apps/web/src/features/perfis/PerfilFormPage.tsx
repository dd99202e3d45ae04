/**
 * /perfil, /perfil/{id}, ?modo=visualizar (docs/product/operations.md#profile-form): loads the
 * roles and the profile.
 */
import { Button, Card, Result, Spin } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { NaoEncontrado } from '../../shared/NaoEncontrado.tsx';
import { registroNaoEncontrado } from '../../shared/nao-encontrado.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useErroToast } from '../../shared/useErroToast.ts';
import { usePapeis, usePerfil } from './api.ts';
import { PerfilForm } from './PerfilForm.tsx';
import { TXT } from './textos.ts';

export default function PerfilFormPage() {
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = idParam === undefined ? undefined : Number(idParam);
  const somenteLeitura = id !== undefined && params.get('modo') === 'visualizar';
  const papeis = usePapeis();
  const perfil = usePerfil(id);
  useErroToast(papeis.error, TXT.erroPapeis);
  useErroToast(perfil.error, TXT.erroObter);
  if (registroNaoEncontrado(idParam, perfil.error))
    return <NaoEncontrado texto={TXT.naoEncontrado} voltar="/perfis" />;
  const carregando = papeis.isPending || (id !== undefined && perfil.isPending);
  const [titulo, migalha] =
    id === undefined
      ? [TXT.tituloCriar, 'Cadastrar']
      : somenteLeitura
        ? [TXT.tituloVer, 'Visualizar']
        : [TXT.tituloEditar, 'Atualizar'];

  return (
    <>
      <PageHeader
        title={titulo}
        breadcrumb={[
          { title: TXT.adminSemAcento },
          { title: TXT.perfis, to: '/perfis' },
          { title: migalha },
        ]}
      />
      <Card>
        {papeis.isError || perfil.isError ? (
          // Saving without the role tree or the stored profile would overwrite it blindly.
          <Result
            status="warning"
            title={papeis.isError ? TXT.erroPapeis : TXT.erroObter}
            extra={
              <Button data-testid="cancelar-button" onClick={() => navigate('/perfis')}>
                Voltar
              </Button>
            }
          />
        ) : carregando ? (
          <Spin className="page-spin" />
        ) : (
          <PerfilForm
            key={idParam ?? 'novo'}
            id={id}
            perfil={perfil.data}
            papeis={papeis.data ?? []}
            somenteLeitura={somenteLeitura}
          />
        )}
      </Card>
    </>
  );
}
