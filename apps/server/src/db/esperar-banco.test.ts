import { describe, expect, it } from 'vitest';
import { BancoRecusou, esperarBanco, recusaDefinitiva } from './esperar-banco.ts';

describe('esperarBanco', () => {
  it('espera 1 s dobrando até 30 s, sem limite de tentativas, até o banco responder', async () => {
    const esperas: number[] = [];
    const mensagens: string[] = [];
    let tentativas = 0;
    const r = await esperarBanco(
      async () => {
        if (++tentativas <= 8) throw Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
        return 'aberto';
      },
      'DATABASE_URL',
      {
        aoEsperar: (m) => {
          mensagens.push(m);
        },
        dormir: async (ms) => {
          esperas.push(ms);
        },
      },
    );
    expect(r).toBe('aberto');
    expect(esperas).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(mensagens[2]).toBe('Banco de dados indisponível; nova tentativa em 4 s');
  });

  it('senha, banco ou papel recusados não são tentados de novo', async () => {
    for (const code of ['28P01', '3D000', '28000', '42501']) {
      let tentativas = 0;
      const falha = esperarBanco(
        async () => {
          tentativas++;
          throw Object.assign(new Error('recusado'), { code });
        },
        'DATABASE_URL',
        { aoEsperar: () => {}, dormir: async () => {} },
      );
      await expect(falha).rejects.toBeInstanceOf(BancoRecusou);
      expect(tentativas).toBe(1);
    }
    expect(recusaDefinitiva({ code: '57P03', message: 'starting up' }, 'X')).toBeNull();
    expect(recusaDefinitiva({ code: 'ETIMEDOUT' }, 'X')).toBeNull();
    expect(recusaDefinitiva(new Error('timeout expired'), 'X')).toBeNull();
  });
});
