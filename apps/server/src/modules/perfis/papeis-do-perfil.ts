import type { TPapelMarcado } from '@patio/domain';
import type { Executor } from '../../db/client.ts';
import { obterPerfil } from './obter-perfil.ts';
import { papeisMarcados } from './papeis-marcados.ts';

/** GET perfis/papeis/{id}: the tree alone; id 0 gives it unticked for a profile being created. */
export async function papeisDoPerfil(db: Executor, id: number): Promise<TPapelMarcado[]> {
  return id === 0 ? papeisMarcados(db) : (await obterPerfil(db, id)).papeis;
}
