import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { despachoBobinas, despachos, instrucaoAberta, instrucoes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { anotarBobina } from '../bobinas/mover-bobina.ts';
import { MSG_DESPACHO, traduzirErroDespacho } from './erros.ts';
import type { BobinaTravada } from './travar-bobinas.ts';
import type { DespachoTravado } from './travar-despacho.ts';

/**
 * Why a locked coil cannot join the dispatch, as a 409; reads only, so a caller may run it for
 * every coil of a call and report them all.
 */
export async function verificarInclusao(
  tx: Executor,
  despacho: DespachoTravado,
  b: BobinaTravada,
): Promise<void> {
  if (b.status === 'EM_MOVIMENTO') throw conflict('ESTADO', MSG_DESPACHO.emMovimento(b.lote));
  if (b.status !== 'NO_PATIO' || !b.origem)
    throw conflict('ESTADO', MSG_DESPACHO.foraDoPatio(b.lote));
  const [outro] = await tx
    .select({ id: despachos.id, identificacao: despachos.identificacao })
    .from(despachoBobinas)
    .innerJoin(despachos, eq(despachos.id, despachoBobinas.despachoId))
    .where(and(eq(despachoBobinas.bobinaId, b.id), eq(despachoBobinas.aberto, true)));
  if (outro?.id === despacho.id) throw conflict('ESTADO', MSG_DESPACHO.jaNesteDespacho(b.lote));
  if (outro) throw conflict('EM_USO', MSG_DESPACHO.emOutroDespacho(b.lote, outro.identificacao));
  const [instrucao] = await tx
    .select({ id: instrucoes.id })
    .from(instrucoes)
    .where(and(eq(instrucoes.bobinaId, b.id), instrucaoAberta));
  if (instrucao) throw conflict('EM_USO', MSG_DESPACHO.instrucaoAberta(b.lote));
  // A ground coil holding up a pyramid coil may join: the caller plans the relocations that
  // free it (docs/relocation.md), and the crane's pegar still refuses while one is on top.
}

/**
 * Puts one locked coil into a locked dispatch at `sequencia` (on vehicle `veiculo` of a typed
 * dispatch, its load already checked by the caller) and releases its DESPACHO
 * instruction to the cranes (ticada); returns that instruction's id. The checks give the
 * operator a clear message; the unique indexes (one open dispatch, one open instruction per
 * coil) settle any race.
 */
export async function incluirBobina(
  tx: Executor,
  usuario: UsuarioAutenticado,
  despacho: DespachoTravado,
  b: BobinaTravada,
  sequencia: number,
  veiculo: number | null = null,
): Promise<number> {
  await verificarInclusao(tx, despacho, b);
  let instrucaoId: number;
  try {
    await tx
      .insert(despachoBobinas)
      .values({ despachoId: despacho.id, bobinaId: b.id, sequencia, veiculo });
    const [nova] = await tx
      .insert(instrucoes)
      .values({
        bobinaId: b.id,
        tipo: 'DESPACHO',
        destino: null,
        despachoId: despacho.id,
        ticada: true,
        usuarioEmail: usuario.email,
      })
      .returning({ id: instrucoes.id });
    instrucaoId = nova?.id as number;
  } catch (err) {
    throw traduzirErroDespacho(err, b.lote);
  }
  await anotarBobina(
    tx,
    usuario,
    b,
    `Incluída no despacho ${despacho.identificacao} (sequência ${sequencia})`,
  );
  return instrucaoId;
}
