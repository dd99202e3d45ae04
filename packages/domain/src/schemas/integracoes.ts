/**
 * The machine doors (docs/integracao.md): integration keys and the mill's coil batches.
 */
import { z } from 'zod';
import { zTexto } from './comum.ts';

const MSG_PERFIL = 'Escolha o perfil de acesso da chave.';

/** POST integracoes/chaves: the key's name ("Laminação L2") and the one profile it acts with. */
export const ZChaveInput = z.object({
  nome: zTexto(60),
  perfilId: z
    .number({ error: MSG_PERFIL })
    .int({ error: MSG_PERFIL })
    .min(1, { error: MSG_PERFIL })
    .max(2_147_483_647, { error: MSG_PERFIL }),
});
export type TChaveInput = z.infer<typeof ZChaveInput>;

/** A key as listed: never the key itself, only the prefix it starts with. */
export const ZChave = z.object({
  id: z.number().int(),
  nome: z.string(),
  prefixo: z.string(),
  perfilId: z.number().int(),
  perfilNome: z.string(),
  createdAt: z.string(),
  /** When a request last came with it (to the minute); null if never. */
  usadaEm: z.string().nullable(),
  revogadaEm: z.string().nullable(),
});
export type TChave = z.infer<typeof ZChave>;

/** The create reply: the only time the key is shown. */
export const ZChaveCriada = z.object({
  id: z.number().int(),
  nome: z.string(),
  prefixo: z.string(),
  chave: z.string(),
});
export type TChaveCriada = z.infer<typeof ZChaveCriada>;

/** How events name what a key did: "Integração Laminação L2". */
export const nomeDaIntegracao = (nome: string) => `Integração ${nome}`;

export const MAX_BOBINAS_INTEGRACAO = 1000;

/** POST integracoes/bobinas: each record is checked on its own (validarRegistro). */
export const ZBobinasIntegracaoBody = z.object({
  bobinas: z
    .array(z.unknown(), { error: 'Envie as bobinas em "bobinas", uma lista de registros.' })
    .min(1, { error: 'Envie ao menos uma bobina.' })
    .max(MAX_BOBINAS_INTEGRACAO, {
      error: `Envie no máximo ${MAX_BOBINAS_INTEGRACAO} bobinas por chamada; divida o envio em lotes menores. Nada foi gravado.`,
    }),
});

export const ZRecusaIntegracao = z.object({
  /** The record's position in `bobinas`, from 0. */
  indice: z.number().int(),
  lote: z.string().nullable(),
  mensagens: z.array(z.string()),
});
export type TRecusaIntegracao = z.infer<typeof ZRecusaIntegracao>;

export const ZResultadoIntegracao = z.object({
  aceitas: z.number().int(),
  recusadas: z.array(ZRecusaIntegracao),
});
export type TResultadoIntegracao = z.infer<typeof ZResultadoIntegracao>;
