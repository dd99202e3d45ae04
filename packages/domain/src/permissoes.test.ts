import { describe, expect, it } from 'vitest';
import { DESCRICOES_PERMISSAO, descricaoPermissao, PERMISSOES } from './permissoes.ts';

describe('catálogo de permissões', () => {
  it('toda permissão tem uma descrição em português, única', () => {
    for (const p of PERMISSOES) expect(DESCRICOES_PERMISSAO[p], p).toMatch(/^[A-ZÁÉÍÓÚ][^_]+$/);
    const textos = PERMISSOES.map((p) => DESCRICOES_PERMISSAO[p]);
    expect(new Set(textos).size).toBe(textos.length);
  });
  it('descricaoPermissao: código conhecido ou nenhum', () => {
    expect(descricaoPermissao('GESTAO_DE_USUARIOS')).toBe('Cadastrar, alterar e excluir usuários');
    expect(descricaoPermissao('NAO_EXISTE')).toBeUndefined();
  });
});
