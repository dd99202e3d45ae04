import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { registroDeNegacoes } from './negacoes.ts';

/** A database that only keeps the events written. */
function banco() {
  const linhas: string[] = [];
  const db = {
    insert: () => ({
      values: async (v: { descricao: string }) => {
        linhas.push(v.descricao);
      },
    }),
  } as unknown as Executor;
  return { db, linhas };
}

const negacao = {
  usuarioId: 7,
  login: 'joao',
  email: 'joao@teste.local',
  method: 'GET',
  rota: '/api/usuarios/:id',
  exige: 'GESTAO_DE_USUARIOS',
};
const contados = (linhas: string[]) =>
  linhas.reduce((s, d) => s + Number(/ (\d+) vez\(es\)/.exec(d)?.[1] ?? 1), 0);

describe('negações: no máximo uma linha por usuário, rota e minuto', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a primeira na hora; as seguintes numa linha ao fim do minuto, com a contagem', async () => {
    const { db, linhas } = banco();
    const r = registroDeNegacoes(db);
    for (let i = 0; i < 200; i++) await r.registrar(negacao, `/api/usuarios/${i}`);
    expect(linhas).toEqual(['Acesso negado a joao: GET /api/usuarios/0 exige GESTAO_DE_USUARIOS.']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(linhas[1]).toBe(
      'Acesso negado a joao 199 vez(es) no último minuto: GET /api/usuarios/:id exige GESTAO_DE_USUARIOS.',
    );
    // Quiet for a minute: the next one is written at once again.
    await vi.advanceTimersByTimeAsync(60_000);
    await r.registrar(negacao, '/api/usuarios/1');
    expect(linhas).toHaveLength(3);
  });

  it('uma enxurrada de 10 minutos escreve uma linha por minuto e conta todas', async () => {
    const { db, linhas } = banco();
    const r = registroDeNegacoes(db);
    // One denial every 100 ms for 10 minutes.
    for (let i = 0; i < 6000; i++) {
      await r.registrar(negacao, '/api/usuarios/1');
      await vi.advanceTimersByTimeAsync(100);
    }
    await r.descarregar();
    expect(linhas.length).toBeLessThanOrEqual(11);
    expect(contados(linhas)).toBe(6000);
    // Another user, or another route, is its own count.
    await r.registrar({ ...negacao, usuarioId: 8, login: 'ana' }, '/api/usuarios/1');
    await r.registrar({ ...negacao, rota: '/api/perfis' }, '/api/perfis');
    expect(linhas.slice(-2).map((d) => d.slice(0, 22))).toEqual([
      'Acesso negado a ana: G',
      'Acesso negado a joao: ',
    ]);
  });
});
