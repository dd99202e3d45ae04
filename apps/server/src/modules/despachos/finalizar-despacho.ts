import type { TDespacho } from '@patio/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, despachoBobinas, despachos } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { moverBobina } from '../bobinas/mover-bobina.ts';
import { registrarSaida } from '../integracoes/webhooks/registrar-saida.ts';
import { MSG_DESPACHO, traduzirErroDespacho } from './erros.ts';
import { itensDoDespacho } from './itens-do-despacho.ts';
import { obterDespacho } from './obter-despacho.ts';
import { travarDespacho } from './travar-despacho.ts';

/**
 * DELETE despachos/{id}/finalizar: the vehicle leaves. Needs every coil on it; then the
 * dispatch closes (its coils may join another dispatch one day only as new coils: they are
 * EXPEDIDA, their lots freed) and each coil's history records the shipment.
 */
export async function finalizarDespacho(
  db: Db,
  usuario: UsuarioAutenticado,
  id: number,
): Promise<TDespacho> {
  try {
    return await db.transaction(async (tx) => {
      const d = await travarDespacho(tx, id);
      const itens = await itensDoDespacho(tx, id);
      if (itens.length === 0) throw conflict('ESTADO', MSG_DESPACHO.semBobinas);
      const faltam = itens.filter((i) => !i.carregada).length;
      if (faltam > 0) throw conflict('ESTADO', MSG_DESPACHO.faltamCarregar(faltam));
      const ids = itens.map((i) => i.bobina.id);
      await tx
        .update(bobinas)
        .set({ status: 'EXPEDIDA', endereco: null, updatedAt: sql`now()` })
        .where(inArray(bobinas.id, ids));
      await tx
        .update(despachoBobinas)
        .set({ aberto: false })
        .where(eq(despachoBobinas.despachoId, id));
      await tx
        .update(despachos)
        .set({ finalizado: true, finalizadoAt: sql`now()` })
        .where(eq(despachos.id, id));
      for (const { bobina } of itens) {
        await moverBobina(tx, usuario, {
          bobinaId: bobina.id,
          lote: bobina.lote,
          de: null,
          para: null,
          statusDe: bobina.status,
          statusPara: 'EXPEDIDA',
          motivo: `Expedida no despacho ${d.identificacao} (${d.modal})`,
          // The whole dispatch's coils were written at once above.
          gravarBobina: false,
        });
      }
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Despacho ${d.identificacao} (${d.modal}) finalizado: ${ids.length} bobina(s) expedida(s) por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
      // The answer and the webhook's payload are the same committed state: read once.
      const finalizado = await obterDespacho(tx, id);
      await registrarSaida(tx, 'despacho.finalizado', async () => finalizado);
      return finalizado;
    });
  } catch (err) {
    throw traduzirErroDespacho(err);
  }
}
