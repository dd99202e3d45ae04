import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { despachoBobinas, instrucaoAberta, instrucoes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { anotarBobina } from '../bobinas/mover-bobina.ts';
import { desfazerRemanejamentos } from '../remanejamentos/desfazer-remanejamentos.ts';
import { estaCarregada } from './carregada.ts';
import { MSG_DESPACHO } from './erros.ts';
import type { BobinaTravada } from './travar-bobinas.ts';
import type { DespachoTravado } from './travar-despacho.ts';

export interface ItemDoDespacho {
  sequencia: number;
  carregadaAt: Date | null;
}

/**
 * Takes one locked coil out of a locked dispatch with its pending instruction. Refused when
 * the coil is on the vehicle (the operator must first put it back with "Corrigir Endereço")
 * or when a crane has already lifted it for this instruction. A crane that only selected the
 * instruction loses it, as if it had been skipped.
 */
export async function retirarBobina(
  tx: Executor,
  usuario: UsuarioAutenticado,
  despacho: DespachoTravado,
  b: BobinaTravada,
  item: ItemDoDespacho,
  motivo: string,
): Promise<void> {
  if (estaCarregada(item.carregadaAt, b.status))
    throw conflict('CARREGADA', MSG_DESPACHO.carregada);
  const pendentes = await tx
    .select({ id: instrucoes.id, estado: instrucoes.estado, ponte: instrucoes.ponte })
    .from(instrucoes)
    .where(
      and(eq(instrucoes.despachoId, despacho.id), eq(instrucoes.bobinaId, b.id), instrucaoAberta),
    )
    .for('update');
  const iniciada = pendentes.find((i) => i.estado === 'INICIADA');
  if (iniciada) throw conflict('ESTADO', MSG_DESPACHO.naPonte(b.lote, iniciada.ponte));
  if (b.status === 'EM_MOVIMENTO') throw conflict('ESTADO', MSG_DESPACHO.emMovimento(b.lote));
  await desfazerRemanejamentos(
    tx,
    pendentes.map((i) => i.id),
    `${motivo}: a bobina ${b.lote}, que este remanejamento liberava, saiu do despacho.`,
  );
  for (const i of pendentes) await tx.delete(instrucoes).where(eq(instrucoes.id, i.id));
  await tx
    .delete(despachoBobinas)
    .where(and(eq(despachoBobinas.despachoId, despacho.id), eq(despachoBobinas.bobinaId, b.id)));
  await anotarBobina(tx, usuario, b, motivo);
}
