import type { Layout, TDivergencia, TResolverDivergencia } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { divergencias } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { MSG_BOBINA, traduzirErroBobina } from '../bobinas/erros.ts';
import { moverBobina } from '../bobinas/mover-bobina.ts';
import { travarBobina } from '../bobinas/travar-bobina.ts';
import { enderecoNoLayout } from '../patio/endereco-no-layout.ts';
import { verificarMovimento } from '../patio/verificar-movimento.ts';
import { COLUNAS_DIVERGENCIA, paraApi } from './colunas.ts';

export const MSG_DIVERGENCIA = {
  naoEncontrada: 'Divergência não encontrada.',
  resolvida: 'Esta divergência já foi resolvida.',
  semBobina: 'A divergência não identifica a bobina: descarte-a e corrija o endereço pela bobina.',
  semEndereco: 'Informe o endereço onde a bobina está.',
} as const;

/** A divergence and its coil (not in the API's record: the lot names it there). */
type Aberta = TDivergencia & { bobinaId: number | null };

/** The coil to where the operator physically left it, through the one coil-movement service. */
async function aplicar(
  tx: Executor,
  layout: Layout,
  usuario: UsuarioAutenticado,
  d: Aberta,
  endereco: string,
) {
  if (d.bobinaId === null) throw conflict('ESTADO', MSG_DIVERGENCIA.semBobina);
  const destino = enderecoNoLayout(layout, endereco, 'endereco');
  const b = await travarBobina(tx, d.bobinaId, [destino]);
  if (b.status === 'EXPEDIDA') throw conflict('ESTADO', MSG_BOBINA.expedida);
  if (b.status === 'EM_MOVIMENTO') throw conflict('ESTADO', MSG_BOBINA.emMovimento);
  // The records already say it: applying changes nothing on the coil.
  if (b.endereco === endereco && b.status === 'NO_PATIO') return;
  const forcadas = await verificarMovimento(tx, {
    destino,
    origem: b.origem,
    bobina: { id: d.bobinaId, largura: b.largura, isLege: b.isLege },
    force: true,
  });
  await moverBobina(tx, usuario, {
    bobinaId: d.bobinaId,
    lote: b.lote,
    de: b.endereco,
    para: endereco,
    statusDe: b.status,
    statusPara: 'NO_PATIO',
    motivo: `Divergência ${d.id} aplicada (${d.acao} pela ponte ${d.ponte} sem conexão)`,
    gravarBobina: true,
    sairDaLista: true,
    evento: `Divergência ${d.id} aplicada por ${usuario.login}: bobina ${b.lote} de ${b.endereco ?? '(sem endereço)'} para ${endereco}.`,
    forcadas,
    ocorridoEm: d.ocorridoEm,
  });
}

/**
 * A supervisor settles an off-line tap the server refused: `aplicar` puts the coil where the
 * operator left it (the address given, or the tap's), `descartar` keeps the record with the
 * reason. Either is final: a second resolution is 409.
 */
export async function resolverDivergencia(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  id: number,
  r: TResolverDivergencia,
): Promise<Aberta> {
  try {
    return await db.transaction(async (tx) => {
      const [d] = await tx
        .select({ ...COLUNAS_DIVERGENCIA, bobinaId: divergencias.bobinaId })
        .from(divergencias)
        .where(eq(divergencias.id, id))
        .for('update');
      if (!d) throw notFound('NAO_ENCONTRADO', MSG_DIVERGENCIA.naoEncontrada);
      if (d.estado !== 'ABERTA') throw conflict('RESOLVIDA', MSG_DIVERGENCIA.resolvida);
      const aberta = { ...paraApi(d), bobinaId: d.bobinaId };
      if (r.acao === 'aplicar') {
        const endereco = r.endereco ?? d.endereco;
        if (!endereco) throw badRequest(MSG_DIVERGENCIA.semEndereco, 'endereco');
        await aplicar(tx, layout, usuario, aberta, endereco);
      } else {
        await registrarEvento(tx, {
          tipo: 'NORMAL',
          emailResponsavel: usuario.email,
          descricao: `Divergência ${id} descartada por ${usuario.login}: ${r.motivo}`,
        });
      }
      const [feita] = await tx
        .update(divergencias)
        .set({
          estado: r.acao === 'aplicar' ? 'APLICADA' : 'DESCARTADA',
          resolvidaEm: new Date(),
          resolvidaPor: usuario.login,
          motivo: r.motivo,
        })
        .where(eq(divergencias.id, id))
        .returning(COLUNAS_DIVERGENCIA);
      if (!feita) throw notFound('NAO_ENCONTRADO', MSG_DIVERGENCIA.naoEncontrada);
      return { ...paraApi(feita), bobinaId: d.bobinaId };
    });
  } catch (err) {
    throw traduzirErroBobina(err);
  }
}
