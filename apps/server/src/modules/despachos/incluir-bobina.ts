import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { despachoBobinas, despachos, instrucoes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarMovimento } from '../bobinas/registrar-movimento.ts';
import { verificarRetirada } from '../patio/verificar-retirada.ts';
import { MSG_DESPACHO, traduzirErroDespacho } from './erros.ts';
import type { BobinaTravada } from './travar-bobinas.ts';
import type { DespachoTravado } from './travar-despacho.ts';

/**
 * Puts one locked coil into a locked dispatch at `sequencia` and releases its DESPACHO
 * instruction to the cranes (ticada). The checks give the operator a clear message; the
 * unique indexes (one open dispatch, one open instruction per coil) settle any race.
 */
export async function incluirBobina(
  tx: Executor,
  usuario: UsuarioAutenticado,
  despacho: DespachoTravado,
  b: BobinaTravada,
  sequencia: number,
): Promise<void> {
  if (b.status === 'EM_MOVIMENTO') throw conflict(MSG_DESPACHO.emMovimento(b.lote));
  if (b.status !== 'NO_PATIO' || !b.origem) throw conflict(MSG_DESPACHO.foraDoPatio(b.lote));
  const [outro] = await tx
    .select({ id: despachos.id, identificacao: despachos.identificacao })
    .from(despachoBobinas)
    .innerJoin(despachos, eq(despachos.id, despachoBobinas.despachoId))
    .where(and(eq(despachoBobinas.bobinaId, b.id), eq(despachoBobinas.aberto, true)));
  if (outro?.id === despacho.id) throw conflict(MSG_DESPACHO.jaNesteDespacho(b.lote));
  if (outro) throw conflict(MSG_DESPACHO.emOutroDespacho(b.lote, outro.identificacao));
  const [instrucao] = await tx
    .select({ id: instrucoes.id })
    .from(instrucoes)
    .where(and(eq(instrucoes.bobinaId, b.id), ne(instrucoes.estado, 'CONCLUIDA')));
  if (instrucao) throw conflict(MSG_DESPACHO.instrucaoAberta(b.lote));
  // A ground coil holding up a pyramid coil cannot be lifted, so it cannot be dispatched.
  await verificarRetirada(tx, b.origem);
  try {
    await tx.insert(despachoBobinas).values({ despachoId: despacho.id, bobinaId: b.id, sequencia });
    await tx.insert(instrucoes).values({
      bobinaId: b.id,
      tipo: 'DESPACHO',
      destino: null,
      despachoId: despacho.id,
      ticada: true,
      usuarioEmail: usuario.email,
    });
  } catch (err) {
    throw traduzirErroDespacho(err, b.lote);
  }
  await registrarMovimento(tx, {
    bobinaId: b.id,
    usuarioEmail: usuario.email,
    de: b.endereco,
    para: b.endereco,
    statusDe: b.status,
    statusPara: b.status,
    motivo: `Incluída no despacho ${despacho.identificacao} (sequência ${sequencia})`,
  });
}
