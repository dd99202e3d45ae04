import { type Layout, normalizarEndereco } from '@patio/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, inventarioDiferencas } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { corrigirEnderecoNa } from '../bobinas/corrigir-endereco.ts';
import { traduzirErroBobina } from '../bobinas/erros.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { MSG_INVENTARIO } from './erros.ts';
import { travarInventario } from './travar-inventario.ts';

/**
 * Applies one difference of a closed count: a TROCADA coil goes to where it was seen through
 * the one coil-movement service, "Inventário {id}" in its history (the checker saw it there, so
 * overridable yard rules are forced and written down as usual); a FALTANDO or DESCONHECIDA one
 * is closed with the reason given. Either way the difference stays in the count's report.
 */
export async function corrigirDiferenca(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  inventarioId: number,
  diferencaId: number,
  motivo: string | undefined,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const inv = await travarInventario(tx, inventarioId);
      if (inv.estado !== 'CONCLUIDO') throw conflict('ESTADO', MSG_INVENTARIO.aberto);
      const [d] = await tx
        .select()
        .from(inventarioDiferencas)
        .where(
          and(
            eq(inventarioDiferencas.id, diferencaId),
            eq(inventarioDiferencas.inventarioId, inventarioId),
          ),
        )
        .for('update');
      if (!d) throw notFound('NAO_ENCONTRADO', MSG_INVENTARIO.diferencaNaoEncontrada);
      if (d.resolucao !== null) throw conflict('ESTADO', MSG_INVENTARIO.jaResolvida);
      const fechar = (resolucao: 'CORRIGIDA' | 'FECHADA', texto: string | null) =>
        tx
          .update(inventarioDiferencas)
          .set({ resolucao, motivo: texto, resolvidaPor: usuario.login, resolvidaEm: new Date() })
          .where(eq(inventarioDiferencas.id, d.id));
      if (d.tipo !== 'TROCADA') {
        if (!motivo) throw badRequest(MSG_INVENTARIO.semMotivo, 'motivo');
        await fechar('FECHADA', motivo);
        await registrarEvento(tx, {
          tipo: 'NORMAL',
          descricao: `Inventário ${inventarioId}: diferença ${d.tipo} do lote ${d.lote} fechada por ${usuario.login}: ${motivo}`,
          emailResponsavel: usuario.email,
        });
        return;
      }
      const [b] = await tx
        .select({ id: bobinas.id, endereco: bobinas.endereco, status: bobinas.status })
        .from(bobinas)
        .where(eq(bobinas.lote, d.lote));
      const para = d.enderecoLido ?? '';
      if (!b || b.endereco !== d.enderecoSistema || b.status !== 'NO_PATIO') {
        throw conflict('ALTERADO', MSG_INVENTARIO.bobinaMudou(d.lote));
      }
      await corrigirEnderecoNa(tx, usuario, {
        id: b.id,
        novoEndereco: para,
        destino: enderecoNoLayout(layout, normalizarEndereco(para), 'enderecoLido'),
        force: true,
        motivo: `Inventário ${inventarioId}`,
      });
      await fechar('CORRIGIDA', motivo ?? null);
    });
  } catch (err) {
    throw traduzirErroBobina(err);
  }
}
