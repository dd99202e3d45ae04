import type { TPapel } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { estadoDoPapel, permissaoMarcada, type Selecao, selecaoReducer } from './selecao.ts';

const admin: TPapel = {
  id: 1,
  nome: 'Administração do Sistema',
  permissoes: [
    { id: 10, nome: 'GESTAO_DE_USUARIOS' },
    { id: 11, nome: 'GESTAO_DE_PERFIS_DE_ACESSO' },
  ],
};
const bobinas: TPapel = {
  id: 2,
  nome: 'Bobinas',
  permissoes: [
    { id: 20, nome: 'CADASTRAR_BOBINA' },
    { id: 21, nome: 'EXCLUIR_BOBINA' },
    { id: 22, nome: 'CORRIGIR_ENDERECO_DA_BOBINA' },
  ],
};

const marcar = (s: Selecao, papel: TPapel, marcado = true) =>
  selecaoReducer(s, { tipo: 'papel', papel, marcado });
const permissao = (s: Selecao, papel: TPapel, permissaoId: number, marcado: boolean) =>
  selecaoReducer(s, { tipo: 'permissao', papel, permissaoId, marcado });
const marcadas = (s: Selecao) =>
  s.flatMap((p) => p.permissoes.filter((x) => x.marcado).map((x) => x.id));

describe('seleção de papéis e permissões do perfil', () => {
  it('marcar um papel o adiciona com todas as suas permissões', () => {
    const s = marcar([], bobinas);
    expect(s).toEqual([
      {
        id: 2,
        nome: 'Bobinas',
        permissoes: [
          { id: 20, nome: 'CADASTRAR_BOBINA', marcado: true },
          { id: 21, nome: 'EXCLUIR_BOBINA', marcado: true },
          { id: 22, nome: 'CORRIGIR_ENDERECO_DA_BOBINA', marcado: true },
        ],
      },
    ]);
    expect(estadoDoPapel(s, 2)).toBe('todo');
  });

  it('desmarcar um papel o remove junto com as permissões, sem tocar nos outros', () => {
    const s = marcar(marcar(marcar([], admin), bobinas), admin, false);
    expect(s.map((p) => p.id)).toEqual([2]);
    expect(marcadas(s)).toEqual([20, 21, 22]);
    expect(estadoDoPapel(s, 1)).toBe('nada');
  });

  it('alternar uma permissão alterna só ela', () => {
    const cheio = marcar(marcar([], admin), bobinas);
    const sem21 = permissao(cheio, bobinas, 21, false);
    expect(marcadas(sem21)).toEqual([10, 11, 20, 22]);
    expect(estadoDoPapel(sem21, 2)).toBe('parte');
    expect(permissaoMarcada(sem21, 2, 21)).toBe(false);
    const de_volta = permissao(sem21, bobinas, 21, true);
    expect(marcadas(de_volta)).toEqual([10, 11, 20, 21, 22]);
    expect(estadoDoPapel(de_volta, 2)).toBe('todo');
  });

  it('desmarcar a última permissão de um papel remove o papel', () => {
    let s = marcar(marcar([], admin), bobinas);
    s = permissao(s, admin, 10, false);
    expect(s.map((p) => p.id)).toEqual([1, 2]);
    s = permissao(s, admin, 11, false);
    expect(s.map((p) => p.id)).toEqual([2]);
  });

  it('marcar uma permissão de um papel não selecionado adiciona o papel antes, só com ela', () => {
    const s = permissao([], admin, 10, true);
    expect(s).toEqual([
      {
        id: 1,
        nome: 'Administração do Sistema',
        permissoes: [
          { id: 10, nome: 'GESTAO_DE_USUARIOS', marcado: true },
          { id: 11, nome: 'GESTAO_DE_PERFIS_DE_ACESSO', marcado: false },
        ],
      },
    ]);
    expect(estadoDoPapel(s, 1)).toBe('parte');
  });

  it('desmarcar uma permissão de um papel não selecionado não muda nada', () => {
    const s = marcar([], bobinas);
    expect(permissao(s, admin, 10, false)).toBe(s);
  });

  it('marcar um papel parcialmente marcado completa suas permissões no mesmo lugar', () => {
    const s = marcar(permissao(permissao([], bobinas, 20, true), admin, 10, true), bobinas);
    expect(s.map((p) => p.id)).toEqual([2, 1]);
    expect(estadoDoPapel(s, 2)).toBe('todo');
  });

  it('carregar um perfil salvo seleciona os papéis marcados com suas marcações', () => {
    const s = selecaoReducer([], {
      tipo: 'carregar',
      papeis: [
        {
          ...admin,
          marcado: true,
          permissoes: [
            { id: 10, nome: 'GESTAO_DE_USUARIOS', marcado: true },
            { id: 11, nome: 'GESTAO_DE_PERFIS_DE_ACESSO', marcado: false },
          ],
        },
        {
          ...bobinas,
          marcado: false,
          permissoes: bobinas.permissoes.map((p) => ({ ...p, marcado: false })),
        },
      ],
    });
    expect(s.map((p) => p.id)).toEqual([1]);
    expect(marcadas(s)).toEqual([10]);
  });
});
