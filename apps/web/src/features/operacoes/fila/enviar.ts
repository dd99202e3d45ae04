import { codigosDaRecusa, type TToqueDaPonte } from '@patio/domain';
import { ApiError, mensagemDeErro, sessaoEncerrada } from '../../../shared/http.ts';
import { operacoesApi } from '../api.ts';
import { semConexao } from '../reconexao.ts';
import type { Entrada, Resposta } from './fila.ts';

/** The body of an entry: the tap as the screen saw it. */
export function corpoDa(e: Entrada): TToqueDaPonte {
  return {
    instrucaoId: e.instrucaoId,
    offline: e.offline,
    ocorridoEm: e.ocorridoEm,
    lote: e.lote,
    ...(e.endereco ? { endereco: e.endereco } : {}),
    ...(e.lido ? { lido: e.lido } : {}),
  };
}

/** An entry sent to the server through the app's one HTTP client. */
export async function enviarEntrada(e: Entrada): Promise<Resposta> {
  const chamar = e.acao === 'pegar' ? operacoesApi.pegar : operacoesApi.soltar;
  try {
    return { tipo: 'ok', ops: await chamar(e.codigo, e.chave, corpoDa(e)) };
  } catch (err) {
    if (semConexao(err)) return { tipo: 'sem-conexao' };
    if (sessaoEncerrada(err)) return { tipo: 'sem-sessao' };
    const mensagem = mensagemDeErro(err, 'A operação não foi aplicada.');
    const id =
      err instanceof ApiError
        ? (err.body as { divergenciaId?: unknown })?.divergenciaId
        : undefined;
    if (typeof id === 'number') return { tipo: 'divergencia', divergenciaId: id, mensagem };
    return {
      tipo: 'recusada',
      mensagem,
      codigos: codigosDaRecusa(err instanceof ApiError ? err.body : undefined),
    };
  }
}
