/** Outbound webhooks: the endpoints an integrator registers and the log of what was sent (docs/integracao.md). */
import { z } from 'zod';
import { MSG } from './comum.ts';

/** The event types an endpoint may ask for, in the order the screen lists them. */
export const TIPOS_EVENTO_WEBHOOK = [
  'bobina.colocada',
  'bobina.movida',
  'bobina.removida',
  'despacho.criado',
  'despacho.finalizado',
  'instrucao.concluida',
  'alarme.registrado',
] as const;
export type TTipoEventoWebhook = (typeof TIPOS_EVENTO_WEBHOOK)[number];

export const MSG_WEBHOOK = {
  url: 'Informe uma URL http:// ou https:// válida.',
  eventos: 'Selecione ao menos um tipo de evento.',
  tipo: (t: string) => `Tipo de evento desconhecido: ${t}.`,
} as const;

const zTipoEvento = z
  .string({ error: MSG.obrigatorio })
  .refine((t): t is TTipoEventoWebhook => (TIPOS_EVENTO_WEBHOOK as readonly string[]).includes(t), {
    error: (i) => MSG_WEBHOOK.tipo(String(i.input)),
  });

/** The destination URL: http or https with a host; whether the host is allowed is the server's call. */
export const zUrlWebhook = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, { error: MSG.obrigatorio })
  .max(2000, { error: MSG.max(2000) })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: MSG_WEBHOOK.url },
  );

/** POST integracoes/webhooks and PUT integracoes/webhooks/{id}. */
export const ZWebhookInput = z.object({
  url: zUrlWebhook,
  eventos: z
    .array(zTipoEvento, { error: MSG_WEBHOOK.eventos })
    .min(1, { error: MSG_WEBHOOK.eventos })
    .max(TIPOS_EVENTO_WEBHOOK.length * 4, { error: MSG_WEBHOOK.eventos })
    .transform((ts) => [...new Set(ts)]),
  ativo: z.boolean({ error: 'Informe se o webhook está ativo.' }).default(true),
});
export type TWebhookInput = z.output<typeof ZWebhookInput>;
export type TWebhookBody = z.input<typeof ZWebhookInput>;

export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  eventos: z.array(z.string()),
  ativo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** The answer to a creation: the only time the secret is shown. */
export const ZWebhookCriado = ZWebhook.extend({ segredo: z.string() });
export type TWebhookCriado = z.infer<typeof ZWebhookCriado>;

export const ESTADOS_ENTREGA = ['PENDENTE', 'ENTREGUE', 'FALHOU'] as const;

/** One event's delivery to one endpoint, as the delivery log shows it. */
export const ZEntrega = z.object({
  id: z.number().int(),
  eventoId: z.string(),
  tipo: z.string(),
  ocorridoEm: z.string(),
  estado: z.enum(ESTADOS_ENTREGA),
  tentativas: z.number().int(),
  ultimoStatus: z.number().int().nullable(),
  ultimoErro: z.string().nullable(),
  ultimaTentativaEm: z.string().nullable(),
  proximaTentativaEm: z.string().nullable(),
  entregueEm: z.string().nullable(),
});
export type TEntrega = z.infer<typeof ZEntrega>;

/** The event feed's default and largest page (GET integracoes/eventos). */
export const FEED_LIMITE = { padrao: 100, maximo: 1000 } as const;

export const MSG_FEED = {
  apos: 'Informe em "apos" o id (UUID) de um evento do feed.',
  limite: `O limite vai de 1 a ${FEED_LIMITE.maximo}.`,
  aposDesconhecido: (id: string, dias: number) =>
    `Evento ${id} não está no feed: não existe ou passou da retenção de ${dias} dia(s). Recomece sem "apos" e descarte os ids já recebidos.`,
  instante: 'Informe um instante ISO 8601 com fuso (ex.: 2026-11-27T00:00:00Z).',
  desdeAntigo: (dias: number, limite: string) =>
    `"desde" é anterior à retenção de ${dias} dia(s) dos eventos: o mais antigo possível é ${limite}.`,
  desdeDepoisDeAte: '"desde" não pode ser depois de "ate".',
} as const;

/** GET integracoes/eventos?apos=&limite=&tipos=a,b */
export const ZFeedQuery = z.object({
  apos: z.uuid({ error: MSG_FEED.apos }).optional(),
  limite: z.coerce
    .number({ error: MSG_FEED.limite })
    .int({ error: MSG_FEED.limite })
    .min(1, { error: MSG_FEED.limite })
    .max(FEED_LIMITE.maximo, { error: MSG_FEED.limite })
    .default(FEED_LIMITE.padrao),
  tipos: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? [
            ...new Set(
              v
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean),
            ),
          ]
        : [],
    )
    .pipe(z.array(zTipoEvento)),
});
export type TFeedQuery = z.output<typeof ZFeedQuery>;

/** One event of the feed: the very body its webhook carries. */
export const ZEventoFeed = z.object({
  id: z.string(),
  tipo: z.string(),
  ocorridoEm: z.string(),
  dados: z.unknown(),
});

const zInstante = z.iso.datetime({ offset: true, error: MSG_FEED.instante });

/** POST integracoes/webhooks/{id}/reenviar: the events of an interval, queued again. */
export const ZReenvioInput = z.object({ desde: zInstante, ate: zInstante.optional() });
export type TReenvioInput = z.infer<typeof ZReenvioInput>;
