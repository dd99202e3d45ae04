import { codigosDaRecusa, type TDivergencia, type TResolverDivergencia } from '@patio/domain';
import { ApiError, api } from '../../shared/http.ts';

export type AcaoResolucao = TResolverDivergencia['acao'];

export interface PedidoResolucao {
  divergencia: TDivergencia;
  acao: AcaoResolucao;
}

/** 'resolvida': done here; 'ja-resolvida': someone else resolved it first (409 RESOLVIDA). */
export type ResultadoResolucao = 'resolvida' | 'ja-resolvida' | 'cancelado';

export const resolverDivergencia = (id: number, corpo: TResolverDivergencia) =>
  api.post<{ data: TDivergencia }>(`divergencias/${id}/resolver`, { body: corpo });

/** Another supervisor resolved it meanwhile: told by the refusal's code, never its wording. */
export const jaResolvida = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && codigosDaRecusa(err.body).includes('RESOLVIDA');
