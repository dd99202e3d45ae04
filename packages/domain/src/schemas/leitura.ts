import { z } from 'zod';
import { CAMPOS_DO_TOQUE } from './divergencias.ts';

export { CODIGOS_LEITURA, type CodigoLeitura } from './codigos-da-cabine.ts';

/** What a barcode reader gives: the code as printed, without the scanner's spaces or Enter. */
export const zCodigoLido = z
  .string({ error: 'Código lido inválido.' })
  .trim()
  .min(1, { error: 'Código lido inválido.' })
  .max(100, { error: 'Código lido inválido (até 100 caracteres).' });

/**
 * The optional body of a crane's pick and drop (PUT operacoes/{ponte}/pegar|soltar): `lido` is
 * the code read from the coil's label (pick) or from the destination's address label (drop).
 * Every field is optional: a call without a body behaves as a tap without a reading. The rest
 * tells of the tap itself (CAMPOS_DO_TOQUE, docs/offline.md).
 */
export const ZToqueDaPonte = z
  .object({
    lido: zCodigoLido.describe(
      'Código lido da etiqueta: o lote da bobina (pegar) ou o endereço de destino (soltar)',
    ),
    // The off-line cab's fields (docs/offline.md).
    ...CAMPOS_DO_TOQUE,
  })
  .partial();
export type TToqueDaPonte = z.infer<typeof ZToqueDaPonte>;

/** The cab's messages for a reading that does not match; one source for server and tests. */
export const MENSAGENS_LEITURA = {
  bobinaDiferente: (lido: string, lote: string) =>
    `Bobina lida ${lido}; a instrução é da bobina ${lote}.`,
  enderecoDiferente: (lido: string, endereco: string) =>
    `Endereço lido ${lido}; o destino é ${endereco}.`,
  obrigatoria: 'Leia a etiqueta da bobina antes de pegar.',
} as const;
