/** POST patio/sugestoes: the yard advisor's call (docs/advisor.md). */
import { z } from 'zod';
import { ZBobinaInput } from './bobinas.ts';

const c = ZBobinaInput.shape;

/**
 * A coil not yet saved, as the form holds it: only what the advisor reads. The form may ask
 * before every field is filled, so all but `isLege` may be left out (no width known, no next
 * process, age zero); a value given must still be valid.
 */
export const ZBobinaParaSugestao = z.object({
  largura: c.largura,
  isLege: c.isLege,
  grupo: c.grupo.optional(),
  material: c.material.optional(),
  proximoProcesso: c.proximoProcesso,
  laminacaoAt: c.laminacaoAt.optional(),
  lote: c.lote.optional(),
});

export const LIMITE_SUGESTOES = 20;

export const ZSugestoesInput = z
  .object({
    bobinaId: z
      .number({ error: 'Id inválido' })
      .int({ error: 'Id inválido' })
      .min(1, { error: 'Id inválido' })
      .max(2_147_483_647, { error: 'Id inválido' })
      .optional(),
    bobina: ZBobinaParaSugestao.optional(),
    limite: z
      .number({ error: 'Informe um número' })
      .int({ error: `Informe um número inteiro de 1 a ${LIMITE_SUGESTOES}` })
      .min(1, { error: `Informe um número inteiro de 1 a ${LIMITE_SUGESTOES}` })
      .max(LIMITE_SUGESTOES, { error: `Informe um número inteiro de 1 a ${LIMITE_SUGESTOES}` })
      .default(5),
  })
  .refine((v) => (v.bobinaId === undefined) !== (v.bobina === undefined), {
    error: 'Informe a bobina (bobinaId) ou os seus dados (bobina), não ambos.',
  });
export type TSugestoesInput = z.input<typeof ZSugestoesInput>;

export const ZSugestao = z.object({
  endereco: z.string(),
  pontuacao: z.number(),
  motivos: z.array(z.string()),
  exigeConfirmacao: z.array(z.string()),
});
export type TSugestao = z.infer<typeof ZSugestao>;

export const ZSugestoesResposta = z.object({ sugestoes: z.array(ZSugestao) });

/** GET patio/layout: the yard's size, set by the server's PATIO_GRUPOS. */
export const ZLayoutResposta = z.object({
  data: z.object({ grupos: z.number().int(), filas: z.number().int(), colunas: z.number().int() }),
});
