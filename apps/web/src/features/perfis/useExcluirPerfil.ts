/** Deleting a profile from the list: confirm, call, then the success toast or the refusal alert. */
import { alerta } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { type Exclusao, useExclusao } from '../../shared/useExclusao.ts';
import { perfisApi, refrescarPerfis } from './api.ts';
import { TXT } from './textos.ts';

const EXCLUSAO: Exclusao<number> = {
  textos: TXT,
  excluir: (id) => perfisApi.excluir(id),
  refrescar: refrescarPerfis,
  sucesso: TXT.excluido,
  recusa: (err) =>
    void alerta.error(mensagemDeErro(err, TXT.erroExcluir), { title: TXT.tituloErroExcluir }),
};

export const useExcluirPerfil = () => useExclusao(EXCLUSAO);
