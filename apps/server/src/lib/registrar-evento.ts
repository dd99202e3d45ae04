import type { Executor } from '../db/client.ts';
import { eventos } from '../db/schema.ts';

export type TipoEvento = 'NORMAL' | 'ALERTA';

export interface NovoEvento {
  tipo: TipoEvento | string;
  descricao: string;
  emailResponsavel?: string | null;
}

/** Writes one event inside the caller's transaction, so the event and the change commit together. */
export async function registrarEvento(db: Executor, e: NovoEvento): Promise<void> {
  await db.insert(eventos).values(valoresDoEvento(e));
}

/** An event's row as written: its text cut to the column's 2,000 characters. */
export function valoresDoEvento(e: NovoEvento) {
  return {
    tipo: e.tipo,
    descricao: e.descricao.slice(0, 2000),
    emailResponsavel: e.emailResponsavel ?? null,
  };
}
