import type { Executor } from '../../db/client.ts';
import { movimentos } from '../../db/schema.ts';
import { registrarSaida } from '../integracoes/webhooks/registrar-saida.ts';
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

/**
 * One line of a coil's history, in the caller's transaction (with the change it records). The
 * private part of moverBobina (mover-bobina.ts), the only caller: every coil path goes through it.
 * A movement that puts the coil in, moves it within or takes it out of the main yard is also the
 * webhooks' event, with the coil as it is now: the caller has written the change already.
 */
export async function registrarMovimento(tx: Executor, m: NovoMovimento): Promise<void> {
  await tx.insert(movimentos).values(m);
  const tipo = tipoDoMovimento(m);
  if (tipo) await registrarSaida(tx, tipo, () => obterBobina(tx, m.bobinaId));
}
