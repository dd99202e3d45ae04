/**
 * /usuario, /usuario/{id}, ?view=true (docs/product/operations.md#user-form): loads the user and
 * profiles, then the form.
 */
import { Card } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CarregarOuFalhar } from '../../shared/CarregarOuFalhar.tsx';
import { NaoEncontrado } from '../../shared/NaoEncontrado.tsx';
import { registroNaoEncontrado } from '../../shared/nao-encontrado.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useErroToast } from '../../shared/useErroToast.ts';
import { usePerfisDoUsuario, useUsuario } from './api.ts';
import { TXT } from './textos.ts';
import { UsuarioForm } from './UsuarioForm.tsx';
import { type Modo, modoDoFormulario, tituloDoFormulario } from './usuario-form.ts';

const MIGALHA: Record<Modo, string> = {
  criar: 'Cadastrar',
  editar: 'Atualizar',
  visualizar: 'Visualizar',
};

export default function UsuarioFormPage() {
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const modo = modoDoFormulario(idParam, params.get('view'));
  const id = idParam === undefined ? undefined : Number(idParam);
  const usuario = useUsuario(id);
  const perfis = usePerfisDoUsuario(id);
  useErroToast(usuario.error, TXT.erroObter);
  useErroToast(perfis.error, TXT.erroPerfis);
  if (registroNaoEncontrado(idParam, usuario.error))
    return <NaoEncontrado texto={TXT.naoEncontrado} voltar="/usuarios" />;

  return (
    <>
      <PageHeader
        title={tituloDoFormulario(modo)}
        breadcrumb={[
          { title: TXT.admin },
          { title: TXT.titulo, to: '/usuarios' },
          { title: MIGALHA[modo] },
        ]}
      />
      <Card>
        <CarregarOuFalhar
          cargas={[
            { consulta: usuario, erro: TXT.erroObter, ativa: id !== undefined },
            { consulta: perfis, erro: TXT.erroPerfis },
          ]}
          voltar={() => navigate('/usuarios')}
        >
          {() => (
            <UsuarioForm
              key={`${modo}-${idParam}`}
              modo={modo}
              id={id}
              usuario={usuario.data}
              perfis={perfis.data ?? []}
            />
          )}
        </CarregarOuFalhar>
      </Card>
    </>
  );
}
