import 'fake-indexeddb/auto';
import type { TOperacao } from '@patio/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { armazemIdb, fecharBanco, guardarOperacoes, operacoesGuardadas } from './armazem-idb.ts';
import {
  type Armazem,
  comPendentes,
  type Entrada,
  type Resposta,
  sincronizar,
  umaPorVez,
} from './fila.ts';

const op = (instrucaoId: number, isIniciada = false): TOperacao =>
  ({ instrucaoId, lote: `L${instrucaoId}`, isIniciada, origem: 'A', destino: 'B' }) as TOperacao;

let n = 0;
const entrada = (acao: 'pegar' | 'soltar', instrucaoId: number): Omit<Entrada, 'seq'> => ({
  chave: `k${++n}`,
  acao,
  codigo: 'PR493',
  instrucaoId,
  lote: `L${instrucaoId}`,
  endereco: null,
  ocorridoEm: new Date().toISOString(),
  offline: false,
});

/** The queue in memory, as IndexedDB keeps it. */
function memoria(itens: Omit<Entrada, 'seq'>[]): Armazem & { itens: Entrada[] } {
  const itensComSeq = itens.map((e, i) => ({ ...e, seq: i + 1 }));
  return {
    itens: itensComSeq,
    async primeira() {
      return this.itens[0];
    },
    async remover(seq) {
      this.itens = this.itens.filter((e) => e.seq !== seq);
    },
    async marcarOffline() {
      this.itens = this.itens.map((e) => ({ ...e, offline: true }));
    },
  };
}

describe('sincronizar', () => {
  it('envia em ordem, uma por vez, e tira cada entrada só depois da resposta', async () => {
    const a = memoria([entrada('pegar', 1), entrada('soltar', 1), entrada('pegar', 2)]);
    const enviadas: string[] = [];
    let emVoo = 0;
    const fim = await sincronizar(
      a,
      async (e) => {
        emVoo += 1;
        expect(emVoo).toBe(1);
        expect(a.itens[0]?.chave).toBe(e.chave);
        enviadas.push(`${e.acao}${e.instrucaoId}`);
        await Promise.resolve();
        emVoo -= 1;
        return { tipo: 'ok', ops: [] };
      },
      () => {},
    );
    expect(fim).toBe('vazia');
    expect(enviadas).toEqual(['pegar1', 'soltar1', 'pegar2']);
    expect(a.itens).toEqual([]);
  });

  it('sem conexão para, guarda a entrada e marca o resto como feito sem conexão', async () => {
    const a = memoria([entrada('pegar', 1), entrada('soltar', 1)]);
    const respostas: Resposta[] = [{ tipo: 'ok', ops: [] }, { tipo: 'sem-conexao' }];
    const fim = await sincronizar(
      a,
      async () => respostas.shift() as Resposta,
      () => {},
    );
    expect(fim).toBe('sem-conexao');
    expect(a.itens.map((e) => [e.acao, e.offline])).toEqual([['soltar', true]]);
  });

  it('uma recusa com divergência sai da fila e é contada; sem sessão, nada sai', async () => {
    const a = memoria([entrada('pegar', 1), entrada('soltar', 1)]);
    const vistas: string[] = [];
    const respostas: Resposta[] = [
      { tipo: 'divergencia', divergenciaId: 7, mensagem: 'x' },
      { tipo: 'sem-sessao' },
    ];
    const fim = await sincronizar(
      a,
      async () => respostas.shift() as Resposta,
      (_e, r) => vistas.push(r.tipo),
    );
    expect([fim, vistas, a.itens.length]).toEqual(['sem-sessao', ['divergencia'], 1]);
  });

  it('umaPorVez: duas chamadas juntas não enviam em paralelo', async () => {
    let ativos = 0;
    let maximo = 0;
    const f = umaPorVez(async () => {
      ativos += 1;
      maximo = Math.max(maximo, ativos);
      await new Promise((r) => setTimeout(r, 5));
      ativos -= 1;
    });
    await Promise.all([f(), f(), f()]);
    expect(maximo).toBe(1);
  });
});

describe('comPendentes', () => {
  it('pegar inicia a primeira, soltar a tira; o que o servidor já mostra não se aplica de novo', () => {
    const ops = [op(1), op(2)];
    const fila = [entrada('pegar', 1), entrada('soltar', 1), entrada('pegar', 2)] as Entrada[];
    expect(comPendentes(ops, fila)).toEqual([op(2, true)]);
    // The server already applied the first two taps.
    expect(comPendentes([op(2)], fila)).toEqual([op(2, true)]);
    expect(comPendentes([op(1, true), op(2)], [entrada('pegar', 1)] as Entrada[])).toEqual([
      op(1, true),
      op(2),
    ]);
  });
});

describe('a fila no IndexedDB', () => {
  afterEach(() => fecharBanco());

  it('guarda em ordem, sobrevive a reabrir o banco e guarda as operações da ponte', async () => {
    const [a, b] = [entrada('pegar', 11), entrada('soltar', 11)];
    await armazemIdb.guardar(a);
    await armazemIdb.guardar(b);
    await guardarOperacoes('PR493', [op(11)]);
    await fecharBanco(); // a reload: a new connection to the same database
    expect((await armazemIdb.todas()).map((e) => e.chave)).toEqual([a.chave, b.chave]);
    expect(await operacoesGuardadas('PR493')).toEqual([op(11)]);
    await armazemIdb.marcarOffline();
    const primeira = await armazemIdb.primeira();
    expect(primeira).toMatchObject({ chave: a.chave, offline: true });
    await armazemIdb.remover(primeira?.seq as number);
    expect((await armazemIdb.primeira())?.chave).toBe(b.chave);
    await armazemIdb.remover((await armazemIdb.primeira())?.seq as number);
    expect(await armazemIdb.primeira()).toBeUndefined();
  });
});
