import { describe, expect, it } from 'vitest';
import { buscaPorTrigramas } from './plano-da-busca.ts';

describe('buscaPorTrigramas: quando a busca de eventos é planejada só pelos índices', () => {
  it('a busca da tela (descrição ou e-mail contém o termo) com 3 letras ou dígitos seguidos', () => {
    expect(buscaPorTrigramas('descricao=*1062/i|emailResponsavel=*1062/i')).toBe(true);
    expect(buscaPorTrigramas('descricao=*PR#493/i|emailResponsavel=*PR#493/i')).toBe(true);
    expect(buscaPorTrigramas('descricao=*posição/i|emailResponsavel=*posição/i')).toBe(true);
    // With the period filter of the screen beside it.
    expect(
      buscaPorTrigramas(
        '(descricao=*bobina/i|emailResponsavel=*bobina/i),createdAt>=2026-11-01T00:00:00.000Z',
      ),
    ).toBe(true);
    expect(buscaPorTrigramas('descricao^Bobina 26')).toBe(true);
  });

  it('um termo sem 3 letras ou dígitos seguidos não tem trigrama próprio: fica o plano do banco', () => {
    expect(buscaPorTrigramas('descricao=*PR/i|emailResponsavel=*PR/i')).toBe(false);
    expect(buscaPorTrigramas('descricao=*PR#3/i|emailResponsavel=*PR#3/i')).toBe(false);
    expect(buscaPorTrigramas('descricao=*a.b/i|emailResponsavel=*a.b/i')).toBe(false);
    expect(buscaPorTrigramas('descricao=*bobina/i|emailResponsavel=*b/i')).toBe(false);
  });

  it('sem condição de texto (só tipo, só período, nenhum filtro): plano do banco', () => {
    expect(buscaPorTrigramas('tipo=ALERTA/i')).toBe(false);
    expect(buscaPorTrigramas('createdAt>=2026-11-01T00:00:00.000Z')).toBe(false);
    expect(buscaPorTrigramas(undefined)).toBe(false);
    expect(buscaPorTrigramas('descricao!*bobina/i')).toBe(false);
  });
});
