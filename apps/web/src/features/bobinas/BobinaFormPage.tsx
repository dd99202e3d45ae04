/**
 * /bobina, /bobina/{id} and /bobina/{id}?view=true (docs/product/main-yard.md#coil-form): the coil
 * form as a page.
 */
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useBobina } from '../../entities/bobina/api.ts';
import { BobinaForm } from '../../entities/bobina/BobinaForm.tsx';
import {
  idDaRota,
  rotulosDoFormulario,
  TRILHA_BOBINAS,
  TXT,
} from '../../entities/bobina/textos.ts';
import { BotaoEtiqueta } from '../../entities/etiqueta/BotaoEtiqueta.tsx';
import { FormPage } from '../../shared/FormPage.tsx';
import { NaoEncontrado } from '../../shared/NaoEncontrado.tsx';
import { registroNaoEncontrado } from '../../shared/nao-encontrado.ts';
import { usePode } from '../../shared/session.ts';

/** The list passes its own URL (search, filters, page) so returning lands where the user was. */
export interface VoltarPara {
  voltar?: string;
}

export default function BobinaFormPage() {
  const param = useParams().id;
  const id = idDaRota(param);
  // The form loads the same query; here only to tell a missing coil from one still loading.
  const bobina = useBobina(id);
  const view = useSearchParams()[0].get('view') === 'true';
  const navigate = useNavigate();
  const voltar = (useLocation().state as VoltarPara | null)?.voltar ?? '/bobinas';
  const r = rotulosDoFormulario(id, view);
  const podeEtiqueta = usePode()('IMPRIMIR_ETIQUETAS');
  if (registroNaoEncontrado(param, bobina.error))
    return <NaoEncontrado texto={TXT.naoEncontrada} voltar={voltar} />;

  return (
    <FormPage
      rotulos={r}
      trilha={TRILHA_BOBINAS}
      lista={voltar}
      acoes={id > 0 && podeEtiqueta && <BotaoEtiqueta id={id} />}
    >
      <BobinaForm key={`${id}-${view}`} id={id} view={view} onClose={() => navigate(voltar)} />
    </FormPage>
  );
}
