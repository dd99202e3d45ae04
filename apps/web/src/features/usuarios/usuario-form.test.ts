import { MSG, MSG_SENHA_OBRIGATORIA_CRIAR } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { dataDaInsercao } from './formatos.ts';
import { TXT } from './textos.ts';
import {
  modoDoFormulario,
  montarPayload,
  padraoDoErro,
  problemaDeSenha,
  tituloDoFormulario,
} from './usuario-form.ts';

const perfis = [
  { id: 1, nome: 'Administrador', marcado: false },
  { id: 2, nome: 'Operador', marcado: true },
];
const agora = new Date('2024-05-02T12:00:00Z');

describe('formulário de usuário', () => {
  it('modo: sem id cria, com id edita, view=true só mostra', () => {
    expect(modoDoFormulario(undefined, null)).toBe('criar');
    expect(modoDoFormulario(undefined, 'true')).toBe('criar');
    expect(modoDoFormulario('5', null)).toBe('editar');
    expect(modoDoFormulario('5', 'false')).toBe('editar');
    expect(modoDoFormulario('5', 'true')).toBe('visualizar');
  });

  it("título: 'Visualizar usuario' com view=true, senão 'Cadastrar usuario' (docs/product/operations.md#user-form)", () => {
    expect(tituloDoFormulario('criar')).toBe('Cadastrar usuario');
    expect(tituloDoFormulario('editar')).toBe('Cadastrar usuario');
    expect(tituloDoFormulario('visualizar')).toBe('Visualizar usuario');
  });

  it('ao criar, as duas senhas são obrigatórias e precisam conferir', () => {
    expect(problemaDeSenha('criar', { senha: 'abcdefgh' })).toEqual({
      tipo: 'aviso',
      texto: TXT.senhaObrigatoria,
    });
    expect(problemaDeSenha('criar', { senha: 'abcdefgh', confirmaSenha: 'abcdefgX' })).toEqual({
      tipo: 'erro',
      texto: 'As senhas não conferem',
    });
    expect(problemaDeSenha('criar', { senha: 'abcdefgh', confirmaSenha: 'abcdefgh' })).toBeNull();
    expect(problemaDeSenha('editar', {})).toBeNull();
  });

  it('criar envia senhas, data de cadastro e todos os perfis com a marcação do formulário', () => {
    const body = montarPayload(
      'criar',
      {
        nome: ' Ana ',
        login: 'ana',
        email: 'ana@x.com',
        senha: 's',
        confirmaSenha: 's',
        perfis: [1],
      },
      perfis,
      undefined,
      agora,
    );
    expect(body).toEqual({
      nome: 'Ana',
      login: 'ana',
      email: 'ana@x.com',
      senha: 's',
      confirmaSenha: 's',
      datacadastro: '2024-05-02T12:00:00.000Z',
      perfis: [
        { id: 1, nome: 'Administrador', marcado: true },
        { id: 2, nome: 'Operador', marcado: false },
      ],
    });
  });

  it('editar leva o id e o status e deixa as senhas de fora', () => {
    const body = montarPayload(
      'editar',
      { nome: 'Ana', login: 'ana', email: 'ana@x.com', perfis: [], isActivated: false },
      perfis,
      7,
      agora,
    );
    expect(body).toMatchObject({ id: 7, isActivated: false });
    expect(body).not.toHaveProperty('senha');
    expect(body).not.toHaveProperty('confirmaSenha');
    expect(body.perfis.every((p) => !p.marcado)).toBe(true);
  });

  it('409 é login ou email duplicado; o resto é o erro genérico', () => {
    expect(padraoDoErro(409)).toBe('Login ou email ja cadastrado.');
    expect(padraoDoErro(500)).toBe('Erro ao criar o usuario. Por favor, tente novamente.');
  });

  it('os textos locais são os mesmos do domínio', () => {
    expect(TXT.senhaObrigatoria).toBe(MSG_SENHA_OBRIGATORIA_CRIAR);
    expect(TXT.senhasNaoConferem).toBe(MSG.senhasNaoConferem);
  });
});

describe('data da inserção', () => {
  it('dd/MM/yyyy ou "Data não disponível"', () => {
    expect(dataDaInsercao('2024-03-09T15:00:00')).toBe('09/03/2024');
    expect(dataDaInsercao(null)).toBe('Data não disponível');
    expect(dataDaInsercao('')).toBe('Data não disponível');
    expect(dataDaInsercao('não é data')).toBe('Data não disponível');
  });
});
