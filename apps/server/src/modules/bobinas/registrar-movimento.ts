import type { Executor } from '../../db/client.ts';
import { movimentos } from '../../db/schema.ts';

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
 */
export async function registrarMovimento(tx: Executor, m: NovoMovimento): Promise<void> {
  await tx.insert(movimentos).values(m);
}
