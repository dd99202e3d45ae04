import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bobinas, divergencias, instrucoes } from '../../db/schema.ts';
import { HttpError, RecusaComDivergencia } from '../../lib/http-error.ts';
import {
  type ChaveDeIdempotencia,
  guardarResposta,
  reivindicarChave,
} from '../../lib/idempotencia.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { codigoDaRecusa, type Toque } from '../operacoes/toque.ts';

export interface ToqueRecusado {
  usuario: UsuarioAutenticado;
  ponte: string;
  acao: 'pegar' | 'soltar';
  toque: Toque;
  chave: ChaveDeIdempotencia | undefined;
}

/** The coil and the address the tap was about: the server's record first, else what the screen showed. */
async function doQueOToqueFala(tx: Executor, t: ToqueRecusado) {
  const [i] = t.toque.instrucaoId
    ? await tx
        .select({
          bobinaId: instrucoes.bobinaId,
          lote: bobinas.lote,
          origem: bobinas.endereco,
          destino: instrucoes.destino,
        })
        .from(instrucoes)
        .innerJoin(bobinas, eq(bobinas.id, instrucoes.bobinaId))
        .where(eq(instrucoes.id, t.toque.instrucaoId))
    : [];
  const [b] =
    !i && t.toque.lote
      ? await tx
          .select({ id: bobinas.id })
          .from(bobinas)
          .where(sql`${bobinas.lote} = ${t.toque.lote} and ${bobinas.status} <> 'EXPEDIDA'`)
      : [];
  return {
    bobinaId: i?.bobinaId ?? b?.id ?? null,
    lote: i?.lote ?? t.toque.lote ?? null,
    endereco: t.toque.endereco ?? (t.acao === 'pegar' ? i?.origem : i?.destino) ?? null,
  };
}

/**
 * A tap made off-line that a cab rule refused (409): the operator did it, so it is kept as an
 * open divergence with an ALERTA event, and the refusal is answered with its id. Under the tap's
 * Idempotency-Key the answer is stored with it, so a replay answers the same and files nothing
 * more. Anything else (a 400, a 403, the key used on another call) passes through untouched.
 */
export async function registrarDivergencia(
  db: Db,
  t: ToqueRecusado,
  recusa: unknown,
): Promise<unknown> {
  if (!(recusa instanceof HttpError) || recusa.statusCode !== 409) return recusa;
  if (recusa instanceof RecusaComDivergencia) return recusa;
  try {
    const registrada = await db.transaction(async (tx) => {
      // A replay whose first delivery stored its answer meanwhile gets that answer (thrown).
      const repetida = await reivindicarChave(tx, t.chave);
      if (repetida) return null;
      const sobre = await doQueOToqueFala(tx, t);
      const [d] = await tx
        .insert(divergencias)
        .values({
          ponte: t.ponte,
          acao: t.acao,
          instrucaoId: t.toque.instrucaoId ?? null,
          ...sobre,
          ocorridoEm: new Date(t.toque.ocorridoEm ?? Date.now()),
          codigo: codigoDaRecusa(recusa),
          mensagem: recusa.message,
          usuario: t.usuario.login,
        })
        .returning({ id: divergencias.id, recebidoEm: divergencias.recebidoEm });
      if (!d) throw new Error('divergência não gravada');
      await registrarEvento(tx, {
        tipo: 'ALERTA',
        emailResponsavel: t.usuario.email,
        descricao:
          `Divergência ${d.id}: ${t.acao} da bobina ${sobre.lote ?? '?'} pela ponte ${t.ponte}` +
          ` feito sem conexão por ${t.usuario.login} em ${t.toque.ocorridoEm ?? d.recebidoEm.toISOString()}` +
          ` e recusado: ${recusa.message}`,
      });
      const comId = new RecusaComDivergencia(recusa, d.id);
      await guardarResposta(tx, t.chave, 409, comId.body);
      return comId;
    });
    return registrada ?? recusa;
  } catch (err) {
    return err;
  }
}
