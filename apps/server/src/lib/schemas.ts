import { CODIGOS_RECUSA } from '@patio/domain';
import { z } from 'zod';

/** The error envelope as a response schema, so the OpenAPI document shows it on every route. */
export const ZErro = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  Messagens: z.array(z.string()),
  codigos: z
    .array(z.string())
    .describe(
      'Um código por mensagem, na ordem de Messagens: a regra do pátio que a mensagem nomeia ' +
        '(FORMATO, FORA_DO_LAYOUT, OCUPADO, SEM_APOIO, EMPILHADA, LARGURA, POSICOES_AB, RESFRIAMENTO), ' +
        'a leitura da cabine (BOBINA_LIDA_DIFERENTE, ENDERECO_LIDO_DIFERENTE, LEITURA_OBRIGATORIA), ' +
        'a regra da ponte (OPERACAO_DIFERENTE, …) ' +
        `ou o código da recusa (${Object.keys(CODIGOS_RECUSA).join(', ')}). O cliente age pelo código, nunca pelo texto.`,
    ),
  divergenciaId: z
    .number()
    .int()
    .optional()
    .describe('Toque feito sem conexão e recusado: a divergência guardada para o supervisor'),
});

/** The error statuses a route may answer with, each carrying the envelope. */
export function erros<const S extends number>(...statuses: S[]): Record<S, typeof ZErro> {
  return Object.fromEntries(statuses.map((s) => [s, ZErro])) as Record<S, typeof ZErro>;
}

export const ZMensagem = z.object({ data: z.object({ mensagem: z.string() }) });
