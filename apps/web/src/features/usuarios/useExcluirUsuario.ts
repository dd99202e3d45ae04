/** Deleting a user from the list: confirm, call, then the success toast or the refusal alert. */
import { alerta } from '../../shared/feedback.tsx';
import { mensagemDeErro } from '../../shared/http.ts';
import { type Exclusao, useExclusao } from '../../shared/useExclusao.ts';
import { refrescarUsuarios, usuariosApi } from './api.ts';
import { TXT } from './textos.ts';

const EXCLUSAO: Exclusao<number> = {
  textos: TXT,
  excluir: (id) => usuariosApi.excluir(id),
  refrescar: refrescarUsuarios,
  sucesso: TXT.excluido,
  recusa: (err) => void alerta.error(mensagemDeErro(err, TXT.erroExcluir), { title: 'Erro' }),
};

export const useExcluirUsuario = () => useExclusao(EXCLUSAO);
