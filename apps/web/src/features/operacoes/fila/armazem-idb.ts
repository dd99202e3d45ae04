/**
 * The queue and the crane's last operations in IndexedDB (through `idb`): they survive a reload,
 * the tablet sleeping and the browser being closed (docs/offline.md).
 */
import type { TOperacao } from '@patio/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { Armazem, Entrada } from './fila.ts';

interface Esquema extends DBSchema {
  fila: { key: number; value: Entrada };
  operacoes: { key: string; value: { codigo: string; ops: TOperacao[]; em: string } };
}

const NOME = 'patio-cabine';

let aberto: Promise<IDBPDatabase<Esquema>> | null = null;

function banco(): Promise<IDBPDatabase<Esquema>> {
  aberto ??= openDB<Esquema>(NOME, 1, {
    upgrade(db) {
      db.createObjectStore('fila', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('operacoes', { keyPath: 'codigo' });
    },
  });
  return aberto;
}

/** Closes the connection (tests open a fresh IndexedDB each). */
export async function fecharBanco(): Promise<void> {
  if (aberto) (await aberto).close();
  aberto = null;
}

export const armazemIdb: Armazem & {
  guardar(e: Omit<Entrada, 'seq'>): Promise<number>;
  todas(): Promise<Entrada[]>;
} = {
  async guardar(e) {
    return (await banco()).add('fila', e as Entrada);
  },
  async todas() {
    return (await banco()).getAll('fila');
  },
  async primeira() {
    const cursor = await (await banco()).transaction('fila').store.openCursor();
    return cursor?.value;
  },
  async remover(seq) {
    await (await banco()).delete('fila', seq);
  },
  async marcarOffline() {
    const tx = (await banco()).transaction('fila', 'readwrite');
    for await (const c of tx.store)
      if (!c.value.offline) await c.update({ ...c.value, offline: true });
    await tx.done;
  },
};

/** The crane's operations as the server last gave them, for a start without a network. */
export async function guardarOperacoes(codigo: string, ops: TOperacao[]): Promise<void> {
  await (await banco()).put('operacoes', { codigo, ops, em: new Date().toISOString() });
}

export async function operacoesGuardadas(codigo: string): Promise<TOperacao[] | undefined> {
  return (await (await banco()).get('operacoes', codigo))?.ops;
}
