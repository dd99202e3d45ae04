import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bobinas, instrucoes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import { subirSegunda } from '../../lib/subir-segunda.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { desfazerRemanejamentos } from '../remanejamentos/desfazer-remanejamentos.ts';
import { remanejamentosLigados } from '../remanejamentos/remanejamentos-pendentes.ts';
import { instrucaoNaoEncontrada, MSG_INSTRUCAO } from './erros.ts';

/**
 * Deletes an open MANUAL instruction not yet started, with the relocations only it needed
 * (docs/relocation.md); a relocation goes only once no open instruction waits for it. One only selected on a crane leaves it
 * (the crane's second instruction, if any, becomes its first). A dispatch's instruction goes
 * with its coil through the dispatch, so the dispatch and its loads stay consistent.
 */
export async function excluirInstrucao(db: Db, usuario: UsuarioAutenticado, id: number) {
  await db.transaction(async (tx) => {
    const [i] = await tx
      .select({
        estado: instrucoes.estado,
        tipo: instrucoes.tipo,
        ponte: instrucoes.ponte,
        destino: instrucoes.destino,
        lote: bobinas.lote,
      })
      .from(instrucoes)
      .innerJoin(bobinas, eq(bobinas.id, instrucoes.bobinaId))
      .where(eq(instrucoes.id, id))
      .for('update', { of: instrucoes });
    if (!i) throw instrucaoNaoEncontrada();
    if (i.estado === 'CONCLUIDA') throw conflict('ESTADO', MSG_INSTRUCAO.concluida);
    if (i.estado === 'INICIADA') throw conflict('ESTADO', MSG_INSTRUCAO.iniciadaExcluir);
    if (i.tipo === 'DESPACHO') throw conflict('ESTADO', MSG_INSTRUCAO.despachoExcluir);
    if (i.tipo === 'REMANEJAMENTO') {
      const liberadas = await remanejamentosLigados(tx, id);
      if (liberadas.length > 0)
        throw conflict('EM_USO', MSG_INSTRUCAO.remanejamentoExcluir(liberadas));
    }
    await desfazerRemanejamentos(
      tx,
      [id],
      `A instrução ${id} da bobina ${i.lote}, que este remanejamento liberava, foi excluída por ${usuario.login}.`,
    );
    await tx.delete(instrucoes).where(eq(instrucoes.id, id));
    if (i.ponte) await subirSegunda(tx, i.ponte);
    await registrarEvento(tx, {
      tipo: 'NORMAL',
      descricao: `Instrução ${id} (bobina ${i.lote} para ${i.destino}) excluída por ${usuario.login}${i.ponte ? `; estava selecionada na ponte ${i.ponte}` : ''}.`,
      emailResponsavel: usuario.email,
    });
  });
  return { mensagem: 'Instrução excluída com sucesso' };
}
