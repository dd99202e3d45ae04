/** Deleting an instruction (docs/product/operations.md): confirm, call, then success toast or the refusal alert. */

import { instrucoesApi, refrescarInstrucoes } from '../../entities/instrucao/api.ts';
import { TXT } from '../../entities/instrucao/textos.ts';
import { alerta } from '../../shared/feedback.tsx';
import { mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { type Exclusao, useExclusao } from '../../shared/useExclusao.ts';

const EXCLUSAO: Exclusao<number> = {
  textos: TXT,
  excluir: (id) => instrucoesApi.excluir(id),
  refrescar: refrescarInstrucoes,
  sucesso: TXT.excluida,
  recusa: (err) => {
    // A 401 has already sent the user to /login.
    if (sessaoEncerrada(err)) return;
    void alerta.error(mensagemDeErro(err, TXT.erroExcluir), { autoCloseMs: false });
  },
};

export const useExcluirInstrucao = () => useExclusao(EXCLUSAO);
