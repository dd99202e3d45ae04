import type { TDespacho, TDespachoInput } from '@patio/domain';
import type { Db } from '../../db/client.ts';
import { despachos } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { registrarEvento } from '../eventos/registrar-evento.ts';
import { traduzirErroDespacho } from './erros.ts';
import { incluirBobina } from './incluir-bobina.ts';
import { obterDespacho } from './obter-despacho.ts';
import { travarBobinas } from './travar-bobinas.ts';

/**
 * A yard rule's message ("Existe uma bobina empilhada…") says nothing of which coil: with
 * many coils in one call, the operator needs the lot in front of it.
 */
function comLote(err: unknown, lote: string): unknown {
  if (!(err instanceof HttpError)) return err;
  const errors = Object.fromEntries(
    Object.entries(err.errors).map(([campo, msgs]) => [
      campo,
      msgs.map((m) => (m.includes(lote) ? m : `${lote}: ${m}`)),
    ]),
  );
  return new HttpError(err.statusCode, errors);
}

/**
 * POST despachos: the dispatch, its coils in loading order and one DESPACHO instruction per
 * coil, all or nothing. The first coil refused refuses the whole dispatch.
 */
export async function criarDespacho(
  db: Db,
  usuario: UsuarioAutenticado,
  input: TDespachoInput,
): Promise<TDespacho> {
  const itens = [...input.bobinas].sort((a, b) => a.sequencia - b.sequencia);
  let id = 0;
  try {
    await db.transaction(async (tx) => {
      const [d] = await tx
        .insert(despachos)
        .values({ identificacao: input.identificacao, modal: input.modal })
        .returning();
      if (!d) throw new Error('insert despachos sem retorno');
      id = d.id;
      const travadas = await travarBobinas(
        tx,
        itens.map((i) => i.bobinaId),
      );
      for (const item of itens) {
        const b = travadas.get(item.bobinaId);
        if (!b) continue;
        await incluirBobina(tx, usuario, d, b, item.sequencia).catch((err) => {
          throw comLote(err, b.lote);
        });
      }
      await registrarEvento(tx, {
        tipo: 'NORMAL',
        descricao: `Despacho ${d.identificacao} (${d.modal}) criado com ${itens.length} bobina(s) por ${usuario.login}.`,
        emailResponsavel: usuario.email,
      });
    });
  } catch (err) {
    throw traduzirErroDespacho(err);
  }
  return obterDespacho(db, id);
}
