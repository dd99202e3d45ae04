import { codigosDaRecusa } from '@patio/domain';
import { ApiError } from '../../shared/http.ts';
import { TXT_ETIQUETA } from './textos.ts';

/** What the print dialog prints: chosen coils, or a group's addresses (the group asked there). */
export type PedidoEtiquetas = { bobinaIds: number[] } | { grupo: number | null };

export type ResultadoImpressao = 'impresso' | 'cancelado';

/** The printer-related code of a failed print, if it is one (never read from the wording). */
export function codigoDaFalha(
  err: unknown,
): 'IMPRESSORA_SEM_RESPOSTA' | 'IMPRESSORA_DESCONHECIDA' | null {
  if (!(err instanceof ApiError)) return null;
  const codigos = codigosDaRecusa(err.body);
  if (codigos.includes('IMPRESSORA_SEM_RESPOSTA')) return 'IMPRESSORA_SEM_RESPOSTA';
  if (codigos.includes('IMPRESSORA_DESCONHECIDA')) return 'IMPRESSORA_DESCONHECIDA';
  return null;
}

/** A failed print's text, by its code: a printer that did not answer, or one no longer listed. */
export function textoDaFalha(err: unknown, impressora: string): string | null {
  const codigo = codigoDaFalha(err);
  if (codigo === 'IMPRESSORA_SEM_RESPOSTA') return TXT_ETIQUETA.semResposta(impressora);
  if (codigo === 'IMPRESSORA_DESCONHECIDA') return TXT_ETIQUETA.desconhecida(impressora);
  return null;
}
