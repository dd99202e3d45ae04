import { describe, expect, it } from 'vitest';
import { type Endereco, parseEndereco } from '../endereco.ts';
import {
  avaliarColocacao,
  avaliarRetirada,
  type BobinaNoSlot,
  empilhamentosSobre,
  enderecosRelevantes,
  filaDe,
  lerEndereco,
} from './regras.ts';

const e = (s: string): Endereco => parseEndereco(s) as Endereco;
let seq = 0;
const no = (
  endereco: string,
  largura: number | null = 1200,
  status = 'NO_PATIO',
): BobinaNoSlot => ({
  id: ++seq,
  endereco,
  largura,
  status,
});
const regras = (endereco: string, vizinhos: BobinaNoSlot[], bobina = {}) =>
  avaliarColocacao({
    endereco: e(endereco),
    bobina: { largura: 1200, isLege: false, ...bobina },
    vizinhos,
  }).map((v) => `${v.status} ${v.regra}`);

describe('lerEndereco', () => {
  it('recusa formato e posições fora do layout com 400', () => {
    expect(lerEndereco('0001XN05')).toMatchObject({ violacao: { status: 400, regra: 'FORMATO' } });
    expect(lerEndereco('0031AN05')).toMatchObject({
      violacao: { status: 400, mensagem: 'Grupo 31 fora do pátio (1 a 30).' },
    });
    expect(lerEndereco('0000AN05')).toMatchObject({ violacao: { regra: 'FORA_DO_LAYOUT' } });
    expect(lerEndereco('0001AP05')).toMatchObject({
      violacao: { mensagem: 'A coluna A não tem posição de pirâmide.' },
    });
    expect(lerEndereco('0031AN05', { grupos: 40, filas: 9, colunas: 8 })).toEqual({
      endereco: e('0031AN05'),
    });
  });
});

describe('vizinhança', () => {
  it('pirâmides apoiadas numa bobina de chão: coluna própria e a seguinte', () => {
    expect(empilhamentosSobre(e('0001AN05')).map((x) => x.coluna)).toEqual(['B']);
    expect(empilhamentosSobre(e('0001CN05')).map((x) => x.coluna)).toEqual(['C', 'D']);
    expect(empilhamentosSobre(e('0001HN05')).map((x) => x.coluna)).toEqual(['H']);
    expect(empilhamentosSobre(e('0001CP05'))).toEqual([]);
  });

  it('endereços relevantes: o slot, os apoios e o que repousa na origem', () => {
    expect(enderecosRelevantes(e('0002DP03'), e('0001CN05'))).toEqual([
      '0002DP03',
      '0002CN03',
      '0002DN03',
      '0001CP05',
      '0001DP05',
    ]);
  });

  it('fila: grupo e linha, a unidade de trava', () => {
    expect(filaDe(e('0012CP05'))).toBe(filaDe(e('0012HN05')));
    expect(filaDe(e('0012CP05'))).not.toBe(filaDe(e('0012CP04')));
  });
});

describe('avaliarColocacao', () => {
  it('chão livre passa; ocupado é 409 mesmo para a própria bobina só quando é outra', () => {
    expect(regras('0001CN05', [])).toEqual([]);
    expect(regras('0001CN05', [no('0001CN05')])).toEqual(['409 OCUPADO']);
    const propria = no('0001CN05');
    expect(
      avaliarColocacao({
        endereco: e('0001CN05'),
        bobina: { id: propria.id, largura: 1, isLege: false },
        vizinhos: [propria],
      }),
    ).toEqual([]);
  });

  it('pirâmide precisa das duas bobinas de chão, no pátio (não içadas)', () => {
    expect(regras('0001DP05', [no('0001CN05')])).toEqual(['409 SEM_APOIO']);
    expect(regras('0001DP05', [no('0001DN05')])).toEqual(['409 SEM_APOIO']);
    expect(regras('0001DP05', [no('0001CN05'), no('0001DN05', 1200, 'EM_MOVIMENTO')])).toEqual([
      '409 SEM_APOIO',
    ]);
    expect(regras('0001DP05', [no('0001CN05'), no('0001DN05')])).toEqual([]);
  });

  it('a bobina que se move não apoia a si mesma', () => {
    const apoio = no('0001CN05');
    const r = avaliarColocacao({
      endereco: e('0001DP05'),
      bobina: { id: apoio.id, largura: 1000, isLege: false },
      vizinhos: [apoio, no('0001DN05')],
    });
    expect(r.map((v) => v.regra)).toEqual(['SEM_APOIO']);
  });

  it('largura: mais larga que qualquer apoio é 422; sem largura não se compara', () => {
    const apoios = [no('0001CN05', 1200), no('0001DN05', 1000)];
    expect(regras('0001DP05', apoios, { largura: 1100 })).toEqual(['422 LARGURA']);
    expect(regras('0001DP05', apoios, { largura: 1000 })).toEqual([]);
    expect(regras('0001DP05', apoios, { largura: null })).toEqual([]);
    expect(regras('0001DP05', [no('0001CN05', null), no('0001DN05', null)])).toEqual([]);
  });

  it('posições A e B: pirâmide na coluna B é 422', () => {
    const r = avaliarColocacao({
      endereco: e('0003BP05'),
      bobina: { largura: 1000, isLege: false },
      vizinhos: [no('0003AN05'), no('0003BN05')],
    });
    expect(r).toEqual([
      {
        regra: 'POSICOES_AB',
        status: 422,
        mensagem:
          'O endereço escolhido não atende ao critério de empilhamento nas posições A e B do pátio',
      },
    ]);
  });

  it('resfriamento: LEGE só nos grupos 31–92, NJA fora deles', () => {
    expect(regras('0031CN05', [], { isLege: true })).toEqual([]);
    expect(regras('0092CN05', [], { isLege: true })).toEqual([]);
    expect(regras('0030CN05', [], { isLege: true })).toEqual(['422 RESFRIAMENTO']);
    expect(regras('0031CN05', [], { isLege: false })).toEqual(['422 RESFRIAMENTO']);
    const [v] = avaliarColocacao({
      endereco: e('0001CN05'),
      bobina: { largura: null, isLege: true },
      vizinhos: [],
    });
    expect(v?.mensagem).toContain('não atende ao critério de resfriamento');
    expect(v?.mensagem).toContain('LEGE');
  });

  it('várias contornáveis vêm todas, largura primeiro; um bloqueio vem sozinho', () => {
    const apoios = [no('0003AN05', 900), no('0003BN05', 900)];
    expect(regras('0003BP05', apoios, { largura: 1000, isLege: true })).toEqual([
      '422 LARGURA',
      '422 POSICOES_AB',
      '422 RESFRIAMENTO',
    ]);
    expect(regras('0003BP05', [apoios[0] as BobinaNoSlot], { isLege: true })).toEqual([
      '409 SEM_APOIO',
    ]);
  });
});

describe('avaliarRetirada', () => {
  it('bobina de chão com pirâmide sobre ela não sai (409)', () => {
    expect(avaliarRetirada(e('0001CN05'), [no('0001DP05')])).toMatchObject({
      status: 409,
      mensagem: 'Existe uma bobina empilhada sobre esta bobina.',
    });
    expect(avaliarRetirada(e('0001CN05'), [no('0001CP05')])?.regra).toBe('EMPILHADA');
    expect(avaliarRetirada(e('0001CN05'), [no('0001EP05'), no('0001CP04')])).toBeNull();
    expect(avaliarRetirada(e('0001DP05'), [no('0001EP05')])).toBeNull();
  });
});
