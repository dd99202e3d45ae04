import type { TUsuario } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { leituraDoUsuario, mostrarCampoDoUsuario } from './edicao.ts';

const perfis = [
  { id: 1, nome: 'Operador', marcado: true },
  { id: 2, nome: 'Gestor', marcado: false },
];

describe('edição concorrente do usuário', () => {
  it('lê os campos que o formulário altera, com os perfis marcados como ids, e a versão', () => {
    const u = {
      id: 9,
      nome: 'Ana',
      login: 'ana',
      email: 'ana@patio.local',
      createdAt: '2026-01-01T00:00:00Z',
      isActivated: true,
      versao: 4,
      perfis,
    } as TUsuario;
    expect(leituraDoUsuario(u)).toEqual({
      valores: {
        nome: 'Ana',
        email: 'ana@patio.local',
        login: 'ana',
        isActivated: true,
        perfis: [1],
      },
      versao: 4,
    });
  });

  it('mostra os perfis pelos nomes; os demais campos como valores', () => {
    const mostrar = mostrarCampoDoUsuario(perfis);
    expect(mostrar('perfis', [1, 2])).toBe('Operador, Gestor');
    expect(mostrar('perfis', [7])).toBe('7');
    expect(mostrar('isActivated', false)).toBe('Não');
  });
});
