import { destinosParaRemanejar, type Layout } from '@patio/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instrucoes } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type ChaveDeIdempotencia, guardarResposta } from '../../lib/idempotencia.ts';
import { registrarEvento } from '../../lib/registrar-evento.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { agoraDeParede } from '../bobinas/sugerir-enderecos.ts';
import { travarBobina } from '../bobinas/travar-bobina.ts';
import { carregarPatio } from '../patio/carregar-patio.ts';
import { reservarDestino } from './reservar-destino.ts';

/** The 409 of a soltar whose relocation got a new destination; the route announces the change. */
export class DestinoReplanejado extends HttpError {
  constructor(
    readonly instrucaoId: number,
    mensagem: string,
  ) {
    super(409, { geral: [mensagem] }, 'REPLANEJADO');
  }
}

/**
 * A relocation's soltar refused at its destination (taken meanwhile, a support lifted): in its
 * own transaction, the relocation gets the advisor's next clean slot and the crane is told to
 * take the coil there (409, so the operator sees it before putting the coil down). Without any
 * slot it keeps its destination and says so: the office corrects it, the relocation is never
 * dropped. Returns the error the call answers (also kept under the idempotency key).
 */
export async function replanejarRemanejamento(
  db: Db,
  layout: Layout,
  usuario: UsuarioAutenticado,
  ponte: string,
  instrucaoId: number,
  recusa: HttpError,
  chave?: ChaveDeIdempotencia,
): Promise<HttpError> {
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select({ bobinaId: instrucoes.bobinaId })
      .from(instrucoes)
      .where(eq(instrucoes.id, instrucaoId));
    if (!antes) return recusa;
    const bobina = await travarBobina(tx, antes.bobinaId);
    const [i] = await tx
      .select({ destino: instrucoes.destino, estado: instrucoes.estado, ponte: instrucoes.ponte })
      .from(instrucoes)
      .where(eq(instrucoes.id, instrucaoId))
      .for('update');
    // Changed meanwhile (the office edited the destination): the refusal stands as it is.
    if (i?.estado !== 'INICIADA' || i.ponte !== ponte || !i.destino) return recusa;
    const antigo = i.destino;
    const snapshot = await carregarPatio(tx);
    const eu = snapshot.bobinas.find((b) => b.id === bobina.id);
    const destinos = eu
      ? destinosParaRemanejar(eu, {
          patio: { layout, bobinas: snapshot.bobinas, agora: agoraDeParede() },
          reservados: snapshot.prometidos,
          saindo: snapshot.saindo,
          alternativas: 10,
        })
      : [];
    const novo = eu ? await reservarDestino(tx, eu, destinos, new Set([antigo])) : null;
    const porque = recusa.message.replace(/\.$/, '');
    let resposta: HttpError;
    if (novo) {
      await tx.update(instrucoes).set({ destino: novo }).where(eq(instrucoes.id, instrucaoId));
      resposta = new DestinoReplanejado(
        instrucaoId,
        `O destino ${antigo} não pode mais receber a bobina ${bobina.lote} (${porque}). Novo destino do remanejamento: ${novo}. Leve a bobina até lá e solte novamente.`,
      );
    } else {
      resposta = new HttpError(
        409,
        {
          geral: [
            `O destino ${antigo} não pode mais receber a bobina ${bobina.lote} (${porque}) e não há outro endereço livre para o remanejamento: corrija o destino em "Editar destino".`,
          ],
        },
        'SEM_DESTINO',
      );
    }
    await registrarEvento(tx, {
      tipo: 'ALERTA',
      descricao: `Remanejamento ${instrucaoId} (bobina ${bobina.lote}) na ponte ${ponte}: destino ${antigo} recusado ao soltar (${porque}); ${novo ? `novo destino ${novo}` : 'nenhum outro endereço livre'} (${usuario.login}).`,
      emailResponsavel: usuario.email,
    });
    await guardarResposta(tx, chave, 409, { errors: resposta.errors });
    return resposta;
  });
}
