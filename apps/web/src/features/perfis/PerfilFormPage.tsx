/**
 * /perfil, /perfil/{id}, ?modo=visualizar (docs/product/operations.md#profile-form): loads the
 * roles and the profile.
 */
import { Card } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CarregarOuFalhar } from '../../shared/CarregarOuFalhar.tsx';
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
        <CarregarOuFalhar
          cargas={[
            { consulta: papeis, erro: TXT.erroPapeis },
            { consulta: perfil, erro: TXT.erroObter, ativa: id !== undefined },
          ]}
          voltar={() => navigate('/perfis')}
        >
          {() => (
            <PerfilForm
              key={idParam ?? 'novo'}
              id={id}
              perfil={perfil.data}
              papeis={papeis.data ?? []}
              somenteLeitura={somenteLeitura}
            />
          )}
        </CarregarOuFalhar>
      </Card>
    </>
  );
}
