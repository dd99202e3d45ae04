import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { despachoBobinas } from '../../db/schema.ts';
import { estaCarregada } from './carregada.ts';
import { travarBobinas } from './travar-bobinas.ts';

/**
 * The coils of a locked dispatch, each locked too, in loading order, with whether it is on
 * the vehicle. Read after the locks, so a crane loading one of them has either finished
 * (and is seen) or waits for us.
 */
export async function itensDoDespacho(tx: Executor, despachoId: number) {
  const itens = await tx
    .select()
    .from(despachoBobinas)
    .where(eq(despachoBobinas.despachoId, despachoId))
    .orderBy(asc(despachoBobinas.sequencia));
  const travadas = await travarBobinas(
    tx,
    itens.map((i) => i.bobinaId),
  );
  // carregada_at is re-read now that the coils are locked: a crane may have just loaded one.
  const atuais = await tx
    .select()
    .from(despachoBobinas)
    .where(eq(despachoBobinas.despachoId, despachoId))
    .orderBy(asc(despachoBobinas.sequencia));
  return atuais.flatMap((item) => {
    const bobina = travadas.get(item.bobinaId);
    if (!bobina) return [];
    return [{ item, bobina, carregada: estaCarregada(item.carregadaAt, bobina.status) }];
  });
}
