import {
  formatEndereco,
  type Layout,
  normalizarEndereco,
  type TInventario,
  type TLeituraInventario,
} from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventarioLeituras } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  type ChaveDeIdempotencia,
  guardarResposta,
  reivindicarChave,
} from '../../lib/idempotencia.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { inventarioConcluido, MSG_INVENTARIO } from './erros.ts';
import { esperadosNoMomento } from './esperados-no-momento.ts';
import { obterInventario } from './obter-inventario.ts';
import { recalcularDiferencas } from './recalcular-diferencas.ts';
import { travarInventario } from './travar-inventario.ts';

/**
 * One address's reading: the lotes seen, kept with the lotes the system had there when it was
 * read (`ocorridoEm`, else now), so the comparison is with the state at the time of the reading. A later reading of the same address
 * replaces it. The differences are recomputed in the same transaction. With an idempotency
 * key a repeated delivery answers the first one's count without reading again.
 */
export async function registrarLeitura(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  inventarioId: number,
  leitura: TLeituraInventario,
  chave?: ChaveDeIdempotencia,
): Promise<TInventario> {
  const endereco = formatEndereco(
    enderecoNoLayout(layout, normalizarEndereco(leitura.endereco), 'endereco'),
  );
  const vistos = [...new Set(leitura.lotes.map((l) => l.trim()))];
  return db.transaction(async (tx) => {
    const repetida = await reivindicarChave(tx, chave);
    if (repetida) return repetida as unknown as TInventario;
    const inv = await travarInventario(tx, inventarioId);
    if (inv.estado !== 'ABERTO') throw inventarioConcluido();
    if (!inv.grupos.includes(Number(endereco.slice(0, 4)))) {
      throw new HttpError(422, { endereco: [MSG_INVENTARIO.foraDosGrupos(endereco)] }, 'INVALIDO');
    }
    const lidoEm = leitura.ocorridoEm ? new Date(leitura.ocorridoEm) : new Date();
    const esperados = await esperadosNoMomento(tx, endereco, lidoEm);
    await tx
      .insert(inventarioLeituras)
      .values({ inventarioId, endereco, vistos, esperados, lidoPor: usuario.login, lidoEm })
      .onConflictDoUpdate({
        target: [inventarioLeituras.inventarioId, inventarioLeituras.endereco],
        set: { vistos, esperados, lidoPor: usuario.login, lidoEm, recebidoEm: sql`now()` },
        // The later look at the place wins, even when an older one arrives after it.
        setWhere: sql`excluded.lido_em >= ${inventarioLeituras.lidoEm}`,
      });
    await recalcularDiferencas(tx, inventarioId);
    const resposta = await obterInventario(tx, layout, inventarioId);
    await guardarResposta(tx, chave, 200, resposta);
    return resposta;
  });
}
