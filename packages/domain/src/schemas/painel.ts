/** The yard at a glance: what `GET /api/painel` answers (docs/painel.md). */
import { z } from 'zod';

const ZContagem = z.object({
  total: z.number().int(),
  usados: z.number().int(),
  livres: z.number().int(),
  livresLimpos: z.number().int(),
});

export const ZPainel = z.object({
  ocupacao: z.object({
    geral: ZContagem,
    chao: ZContagem,
    piramide: ZContagem,
    grupos: z.array(z.object({ grupo: z.number().int(), chao: ZContagem, piramide: ZContagem })),
  }),
  bobinas: z.object({
    noPatio: z.number().int(),
    emMovimento: z.number().int(),
    carregadasHoje: z.number().int(),
    expedidasHoje: z.number().int(),
    expedidas7Dias: z.number().int(),
    listaPlano: z.number().int(),
    listaReserva: z.number().int(),
  }),
  pontes: z.array(
    z.object({
      ponte: z.string(),
      abertas: z.number().int(),
      iniciadas: z.number().int(),
      movimentosHoje: z.number().int(),
      /** Moves completed in each of the last 8 whole hours, oldest first, the current hour last. */
      porHora: z.array(z.object({ hora: z.string(), movimentos: z.number().int() })),
    }),
  ),
  despachos: z.array(
    z.object({
      id: z.number().int(),
      identificacao: z.string(),
      modal: z.string(),
      carregadas: z.number().int(),
      total: z.number().int(),
      pesoTotal: z.number(),
    }),
  ),
  alarmes: z.object({
    ultimas24h: z.number().int(),
    recentes: z.array(
      z.object({
        id: z.number().int(),
        createdAt: z.string(),
        descricao: z.string(),
        emailResponsavel: z.string().nullable(),
      }),
    ),
  }),
  permanencia: z.object({
    medianaDias: z.number().nullable(),
    maisAntigas: z.array(
      z.object({
        id: z.number().int(),
        lote: z.string(),
        endereco: z.string(),
        desde: z.string(),
        dias: z.number(),
      }),
    ),
  }),
  geradoEm: z.string(),
});
export type TPainel = z.infer<typeof ZPainel>;
