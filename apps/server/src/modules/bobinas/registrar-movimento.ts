import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';
import { type NovoEvento, valoresDoEvento } from '../../lib/registrar-evento.ts';
import { gravarSaida } from '../integracoes/webhooks/registrar-saida.ts';
import { tipoDoMovimento } from '../integracoes/webhooks/tipo-do-movimento.ts';
import { obterBobina } from './obter-bobina.ts';

export interface NovoMovimento {
  bobinaId: number;
  usuarioEmail: string | null;
  de: string | null;
  para: string | null;
  statusDe: string | null;
  statusPara: string;
  motivo: string;
}

/** What is written with the history line, in the same statement. */
export interface Junto {
  /** The coil's row takes the line's `para` and `statusPara`. */
  gravarBobina?: boolean;
  /** The event that tells of it. */
  evento?: NovoEvento;
}

/**
 * One line of a coil's history, in the caller's transaction (with the change it records). The
 * private part of moverBobina (mover-bobina.ts), the only caller: every coil path goes through it.
 * A movement that puts the coil in, moves it within or takes it out of the main yard is also the
 * webhooks' event, with the coil as it is now: the caller has written the change already.
 *
 * The coil's row, the line and its event go in one statement: each statement is a round trip
 * that costs the server and the database more than the work it carries
 * (docs/performance-notes.md, "Writes: the statements of a movement"). The webhooks' event
 * follows whenever the movement has a type: the feed keeps it even when no endpoint wants it.
 */
export async function registrarMovimento(
  tx: Executor,
  m: NovoMovimento,
  junto: Junto = {},
): Promise<void> {
  const partes: SQL[] = [];
  if (junto.gravarBobina)
    partes.push(sql`b as (update bobinas set endereco = ${m.para}, status = ${m.statusPara},
      updated_at = now() where id = ${m.bobinaId} returning 1)`);
  partes.push(sql`m as (insert into movimentos
      (bobina_id, usuario_email, de, para, status_de, status_para, motivo)
    values (${m.bobinaId}, ${m.usuarioEmail}, ${m.de}, ${m.para}, ${m.statusDe}, ${m.statusPara},
      ${m.motivo}) returning 1)`);
  if (junto.evento) {
    const e = valoresDoEvento(junto.evento);
    partes.push(sql`e as (insert into eventos (tipo, email_responsavel, descricao)
      values (${e.tipo}, ${e.emailResponsavel}, ${e.descricao}) returning 1)`);
  }
  await linhas(tx, sql`with ${sql.join(partes, sql`, `)} select 1`);
  const tipo = tipoDoMovimento(m);
  if (tipo) await gravarSaida(tx, tipo, () => obterBobina(tx, m.bobinaId));
}
