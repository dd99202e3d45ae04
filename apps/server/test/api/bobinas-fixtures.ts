import type { SQL } from 'drizzle-orm';
import type { TestApp } from '../helper.ts';

let seq = 0;

/** A 10-character lot no other test file or run uses. */
export const novoLote = () =>
  `B${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(6, '0')}`;

/** A valid POST bobinas payload (a ground coil, NJA, 1200 mm) with the given changes. */
export const novaBobina = (over: Record<string, unknown> = {}) => ({
  item: 'A12345',
  lote: novoLote(),
  endereco: '0001CN05',
  grupo: 'LQ-Linha a quente',
  material: 'BQ',
  laminacaoAt: '2024-05-10T08:30',
  laminacaoTurno: 2,
  isResfriada: false,
  peso: 25.5,
  espessura: 3.2,
  largura: 1200,
  proximoProcesso: 'LDC3',
  fluxo: 'AA',
  isLege: false,
  ...over,
});

export const postBobina = (t: TestApp, payload: object, force = false) =>
  t.call({
    method: 'POST',
    url: '/api/bobinas',
    payload,
    ...(force ? { query: { force: 'true' } } : {}),
  });

export const corrigir = (t: TestApp, id: number, novoEndereco: string, force = false) =>
  t.call({
    method: 'PUT',
    url: `/api/bobinas/${id}/endereco`,
    query: { novoEndereco, ...(force ? { force: 'true' } : {}) },
  });

export async function linhas<T>(t: TestApp, q: SQL): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
