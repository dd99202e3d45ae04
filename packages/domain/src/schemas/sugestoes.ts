/** POST patio/sugestoes: the yard advisor's call (docs/advisor.md). */
import { z } from 'zod';
import { ZBobinaInput } from './bobinas.ts';
import { dataValida, LAMINACAO_RE } from './dados-bobina.ts';

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

export const MSG_AGORA = {
  formato: 'Informe o instante no formato AAAA-MM-DDTHH:mm (como 2026-11-27T08:30)',
  inexistente: 'Data ou hora inexistente (como 30/02 ou 25:00)',
} as const;

/**
 * The instant the advice is read at, a wall clock in the form of `laminacaoAt`
 * (`YYYY-MM-DDTHH:mm`, seconds tolerated and dropped). Any real instant, past or future:
 * a planner asks where a coil should go at a given hour.
 */
export const zAgora = z
  .string({ error: MSG_AGORA.formato })
  .trim()
  .regex(LAMINACAO_RE, { error: MSG_AGORA.formato, abort: true })
  .refine(dataValida, { error: MSG_AGORA.inexistente })
  .transform((v) => v.slice(0, 16));

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
    agora: zAgora.optional().meta({
      description:
        'Instante de referência (`AAAA-MM-DDTHH:mm`, relógio do pátio, como `laminacaoAt`): ' +
        'idades e saídas previstas são calculadas nele. Padrão: o relógio do servidor.',
      example: '2026-11-27T08:30',
    }),
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

export const ZClassePermanencia = z.object({
  classe: z.string().meta({ description: 'Próximo processo, `nenhum`, ou `processo/material`' }),
  proximoProcesso: z.string().nullable(),
  material: z.string().nullable(),
  saidas: z.number().int().meta({ description: 'Saídas do histórico contadas nesta classe' }),
  dias: z.number().meta({ description: 'Dias entre a primeira e a última dessas saídas' }),
  medianaHoras: z.number().meta({ description: 'Mediana da permanência (horas)' }),
  dispersao: z
    .number()
    .meta({ description: 'Dispersão: desvio do logaritmo da permanência (0,5 ≈ ±50 %)' }),
  origem: z.enum(['historico', 'prior']),
});

/** GET patio/sugestoes/modelo: the stay table the advisor reads now (docs/advisor.md). */
export const ZModeloPermanenciaResposta = z.object({
  data: z.object({
    saidas: z.number().int().meta({ description: 'Saídas lidas do histórico' }),
    aprendidas: z
      .number()
      .int()
      .meta({ description: 'Saídas das classes que usam o histórico (não o prior)' }),
    calculadoEm: z.string().nullable(),
    minimoSaidas: z.number().int(),
    minimoDias: z.number().int(),
    classes: z.array(ZClassePermanencia),
  }),
});
export type TModeloPermanencia = z.infer<typeof ZModeloPermanenciaResposta>['data'];

/** GET patio/layout: the yard's size, set by the server's PATIO_GRUPOS. */
export const ZLayoutResposta = z.object({
  data: z.object({ grupos: z.number().int(), filas: z.number().int(), colunas: z.number().int() }),
});
