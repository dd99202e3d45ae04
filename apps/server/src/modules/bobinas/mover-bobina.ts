import type { Violacao } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import type { UsuarioAutenticado } from '../auth/carregar-usuario.ts';
import { forcadoEm, registrarRegrasForcadas } from '../patio/registrar-regras-forcadas.ts';
import { ocorridoEmTexto } from './ocorrido-em.ts';
import { registrarMovimento } from './registrar-movimento.ts';
import { sairDaLista } from './sair-da-lista.ts';

export interface Movimento {
  bobinaId: number;
  /** The coil's lot, named by the forced-rules alert. */
  lote: string;
  de: string | null;
  para: string | null;
  statusDe: string | null;
  statusPara: string;
  /** The history line's reason; the forced rules are appended to it. */
  motivo: string;
  /**
   * Writes `para` and `statusPara` to the coil's row. False where the caller writes the row
   * itself: a new or re-registered coil (all its data), a whole dispatch at once, a line that
   * records no change of place or status.
   */
  gravarBobina: boolean;
  /** A coil entering the yard from a reserve list leaves it (its item closed, an event). */
  sairDaLista?: boolean;
  /** The NORMAL event; absent where the caller writes one event for several coils. */
  evento?: string;
  /** Yard rules the user forced to allow it: named in the reason and in an ALERTA event. */
  forcadas?: readonly Violacao[];
  /**
   * When it happened, if before it was received (a cab's tap replayed from its off-line queue):
   * written in the reason and the event, whose own time is when the server received it.
   */
  ocorridoEm?: string;
}

/**
 * The one way a coil moves or changes on the records, in the caller's transaction: its row
 * (address and status), its list item when it enters the yard, the line of its history, the
 * event and the alert for forced rules. Every path that places, lifts, loads, ships or edits a
 * coil calls this, so a new rule or history field is added here once.
 */
export async function moverBobina(
  tx: Executor,
  usuario: UsuarioAutenticado,
  m: Movimento,
): Promise<void> {
  const forcadas = m.forcadas ?? [];
  const quando = m.ocorridoEm ? ocorridoEmTexto(m.ocorridoEm) : '';
  if (m.sairDaLista && m.para) await sairDaLista(tx, usuario, m.bobinaId, m.para);
  await registrarMovimento(
    tx,
    {
      bobinaId: m.bobinaId,
      usuarioEmail: usuario.email,
      de: m.de,
      para: m.para,
      statusDe: m.statusDe,
      statusPara: m.statusPara,
      motivo: `${m.motivo}${forcadoEm(forcadas)}${quando}`,
    },
    {
      gravarBobina: m.gravarBobina,
      ...(m.evento === undefined
        ? {}
        : {
            evento: {
              tipo: 'NORMAL',
              descricao: `${m.evento}${quando}`,
              emailResponsavel: usuario.email,
            },
          }),
    },
  );
  if (m.para) {
    await registrarRegrasForcadas(tx, usuario, { lote: m.lote, endereco: m.para }, forcadas);
  }
}

/**
 * A line of the coil's history that changes neither its place nor its status (joining or
 * leaving a dispatch): moverBobina with the coil where and as it is.
 */
export function anotarBobina(
  tx: Executor,
  usuario: UsuarioAutenticado,
  b: { id: number; lote: string; endereco: string | null; status: string },
  motivo: string,
): Promise<void> {
  return moverBobina(tx, usuario, {
    bobinaId: b.id,
    lote: b.lote,
    de: b.endereco,
    para: b.endereco,
    statusDe: b.status,
    statusPara: b.status,
    motivo,
    gravarBobina: false,
  });
}
