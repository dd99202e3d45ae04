import { z } from 'zod';

/** A label as a PDF page (100 × 150 mm) or as ZPL text for a Zebra-type printer. */
export const ZFormatoEtiqueta = z.object({
  formato: z.enum(['pdf', 'zpl'], { error: 'Formato inválido: use pdf ou zpl.' }).default('pdf'),
});

/** GET patio/etiquetas-enderecos: every address of one group. */
export const ZEtiquetasEnderecosQuery = ZFormatoEtiqueta.extend({
  grupo: z.coerce
    .number({ error: 'Grupo inválido.' })
    .int({ error: 'Grupo inválido.' })
    .min(1, { error: 'Grupo inválido.' })
    .max(9999, { error: 'Grupo inválido.' }),
});

/** At most this many labels in one print job: a group's addresses fit, a runaway loop does not. */
export const MAX_ETIQUETAS_POR_IMPRESSAO = 500;

/** POST etiquetas/imprimir: a listed printer and the coils and/or addresses to label. */
export const ZImprimirEtiquetas = z
  .object({
    impressora: z.string({ error: 'Informe a impressora.' }).trim().min(1, 'Informe a impressora.'),
    bobinaIds: z
      .array(z.number().int().min(1).max(2_147_483_647), { error: 'Bobinas inválidas.' })
      .max(MAX_ETIQUETAS_POR_IMPRESSAO)
      .default([]),
    enderecos: z
      .array(z.string().trim().min(1).max(20), { error: 'Endereços inválidos.' })
      .max(MAX_ETIQUETAS_POR_IMPRESSAO)
      .default([]),
  })
  .refine((v) => v.bobinaIds.length + v.enderecos.length > 0, {
    error: 'Escolha ao menos uma bobina ou um endereço.',
    path: ['bobinaIds'],
  })
  .refine((v) => v.bobinaIds.length + v.enderecos.length <= MAX_ETIQUETAS_POR_IMPRESSAO, {
    error: `No máximo ${MAX_ETIQUETAS_POR_IMPRESSAO} etiquetas por impressão.`,
    path: ['bobinaIds'],
  });
export type TImprimirEtiquetas = z.infer<typeof ZImprimirEtiquetas>;
