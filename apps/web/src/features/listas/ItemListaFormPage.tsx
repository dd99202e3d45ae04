/**
 * /patio-reserva/bobina (?tipoPatio=, default PLANO), /patio-reserva/bobina/{id} and ?view=true
 * (docs/product/operations.md#reserve-item-form). Saving or cancelling returns to the list it came
 * from, or to its coil's list.
 */
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { idDaRota, MIGALHA, TXT as TXT_BOBINA } from '../../entities/bobina/textos.ts';
import { FormPage } from '../../shared/FormPage.tsx';
import { NaoEncontrado } from '../../shared/NaoEncontrado.tsx';
import { registroNaoEncontrado } from '../../shared/nao-encontrado.ts';
import { useItemLista } from './api.ts';
import { ItemListaForm } from './ItemListaForm.tsx';
import { TRILHA_RESERVA, TXT } from './textos.ts';
import { PARAM_TIPO, tipoDaUrl } from './useTipoPatio.ts';

export interface VoltarParaLista {
  voltar?: string;
}

export function rotulosDoItem(id: number, view: boolean) {
  if (view)
    return {
      titulo: TXT.tituloVisualizar,
      operacao: TXT_BOBINA.opVisualizar,
      migalha: MIGALHA.visualizar,
    };
  if (id > 0)
    return {
      titulo: TXT.tituloAtualizar,
      operacao: TXT_BOBINA.opAtualizar,
      migalha: MIGALHA.atualizar,
    };
  return { titulo: TXT.tituloCriar, operacao: TXT_BOBINA.opCriar, migalha: MIGALHA.criar };
}

export default function ItemListaFormPage() {
  const param = useParams().id;
  const id = idDaRota(param);
  const item = useItemLista(id);
  const [params] = useSearchParams();
  const view = params.get('view') === 'true';
  const tipo = tipoDaUrl(params) ?? 'PLANO';
  const navigate = useNavigate();
  const voltar = (useLocation().state as VoltarParaLista | null)?.voltar;
  const r = rotulosDoItem(id, view);
  const lista = voltar ?? `/patio-reserva/bobinas?${PARAM_TIPO}=${tipo}`;
  if (registroNaoEncontrado(param, item.error))
    return <NaoEncontrado texto={TXT_BOBINA.naoEncontrada} voltar={lista} />;

  return (
    <FormPage rotulos={r} trilha={TRILHA_RESERVA} lista={lista}>
      <ItemListaForm
        key={`${id}-${view}`}
        id={id}
        view={view}
        tipo={tipo}
        onClose={(t) => navigate(voltar ?? `/patio-reserva/bobinas?${PARAM_TIPO}=${t}`)}
      />
    </FormPage>
  );
}
