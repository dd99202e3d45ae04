import { codigosDaRecusa } from '@patio/domain';
import { ApiError } from '../../shared/http.ts';
import { TXT_ETIQUETA } from './textos.ts';

/** What the print dialog prints: chosen coils, or a group's addresses (the group asked there). */
export type PedidoEtiquetas = { bobinaIds: number[] } | { grupo: number | null };

export type ResultadoImpressao = 'impresso' | 'cancelado';

/**
 * A failed print's text, by the refusal's code (never by its wording): a printer that did not
 * answer, one no longer listed, or whatever else the server said.
 */
export function textoDaFalha(err: unknown, impressora: string): string | null {
  if (!(err instanceof ApiError)) return null;
  const codigos = codigosDaRecusa(err.body);
  if (codigos.includes('IMPRESSORA_SEM_RESPOSTA')) return TXT_ETIQUETA.semResposta(impressora);
  if (codigos.includes('IMPRESSORA_DESCONHECIDA')) return TXT_ETIQUETA.desconhecida(impressora);
  return null;
}
