import { describe, expect, it } from 'vitest';
import { destinoAposLogin, paraLogin, sessaoExpirou } from './retorno.ts';

describe('volta após o login', () => {
  it('volta à página onde o usuário estava, com a busca', () => {
    expect(destinoAposLogin(paraLogin('/bobinas?q=E12&page=3', true))).toBe(
      '/bobinas?q=E12&page=3',
    );
  });

  it('sem página anterior, ou com uma que sairia do site, vai a /main', () => {
    expect(destinoAposLogin(null)).toBe('/main');
    expect(destinoAposLogin({ voltar: 42 })).toBe('/main');
    expect(destinoAposLogin({ voltar: '//outro.site/x' })).toBe('/main');
    expect(destinoAposLogin({ voltar: 'https://outro.site' })).toBe('/main');
    expect(destinoAposLogin({ voltar: '/login' })).toBe('/main');
    expect(destinoAposLogin({ voltar: '/logout?x=1' })).toBe('/main');
  });

  it('só diz que a sessão expirou quando ela expirou', () => {
    expect(sessaoExpirou(paraLogin('/mapa', true))).toBe(true);
    expect(sessaoExpirou(paraLogin('/mapa', false))).toBe(false);
    expect(sessaoExpirou(undefined)).toBe(false);
  });
});
