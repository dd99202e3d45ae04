import { type CodigoOperacao, MSG_OPERACAO_DIFERENTE, type TToqueDaPonte } from '@patio/domain';
import { HttpError } from '../../lib/http-error.ts';
import { MSG_INSTRUCAO } from '../instrucoes/erros.ts';

/** What a cab's pick or drop says about its tap (docs/offline.md), as the route parsed it. */
export type Toque = {
  [K in keyof TToqueDaPonte]?: Exclude<TToqueDaPonte[K], undefined>;
};

/** The screen acted on an instruction that is no longer the crane's current operation. */
export const operacaoDiferente = () =>
  new HttpError(409, { geral: [MSG_OPERACAO_DIFERENTE] }, ['OPERACAO_DIFERENTE']);

const CODIGO_DA_MENSAGEM: Record<string, CodigoOperacao> = {
  [MSG_INSTRUCAO.semOperacao]: 'SEM_OPERACAO',
  [MSG_INSTRUCAO.ponteAlterada]: 'PONTE_ALTERADA',
  [MSG_INSTRUCAO.jaPega]: 'JA_PEGA',
  [MSG_INSTRUCAO.naoPega]: 'NAO_PEGA',
  [MSG_INSTRUCAO.bobinaForaDoPatio]: 'BOBINA_FORA_DO_PATIO',
  [MSG_INSTRUCAO.foraDoDespacho]: 'FORA_DO_DESPACHO',
};

/**
 * The code a divergence is filed under: the refusal's own (a yard rule, OPERACAO_DIFERENTE), or
 * the cab rule its message names; on-line answers keep today's envelope.
 */
export function codigoDaRecusa(err: HttpError): string {
  return err.codigos?.[0] ?? CODIGO_DA_MENSAGEM[err.message] ?? 'RECUSA_DA_PONTE';
}
