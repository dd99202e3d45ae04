import { describe, expect, it } from 'vitest';
import { fakeSession } from '../test/fakes.ts';
import { canAccess, fallbackPath, guardDecision } from './access.ts';
import type { MenuRoute } from './menu.ts';
import { buildMenu, type MenuNode, openGroupKeys } from './menu.ts';

// Fake entries shaped like the routes later features add, to exercise the group rules.
const ROUTES: MenuRoute[] = [
  { path: 'login', rule: 'guest', menu: { label: 'Login', ordem: 10 } },
  { path: 'main', rule: null },
  {
    path: 'perfis',
    rule: 'GESTAO_DE_PERFIS_DE_ACESSO',
    menu: { group: 'admin', label: 'Perfil de Acesso', ordem: 20 },
  },
  {
    path: 'usuarios',
    rule: 'GESTAO_DE_USUARIOS',
    menu: { group: 'admin', label: 'Usuários', ordem: 30 },
  },
  { path: 'mapa', rule: null, menu: { group: 'patio-abq', label: 'Mapa', ordem: 40 } },
  {
    path: 'bobinas',
    rule: null,
    menu: { group: 'patio-abq', label: 'Cadastrar bobinas', ordem: 50 },
  },
  {
    path: 'patio-reserva/bobinas',
    rule: null,
    menu: { group: 'bobinas', label: 'Pátio reserva', ordem: 60 },
  },
  {
    path: 'alarmeseventos',
    rule: null,
    menu: { group: 'alarmes', label: 'Visualizar', ordem: 70 },
  },
  { path: 'bobina', rule: 'CADASTRAR_BOBINA' },
];

const labels = (nodes: MenuNode[]): unknown =>
  nodes.map((n) => (n.children ? { [n.label]: labels(n.children) } : n.label));

const admin = (menu: MenuNode[]) => menu.find((n) => n.key === 'group:admin');

describe('buildMenu', () => {
  it('shows the Administração group with either admin permission, only the permitted child', () => {
    expect(labels(admin(buildMenu(ROUTES, ['GESTAO_DE_USUARIOS']))?.children ?? [])).toEqual([
      'Usuários',
    ]);
    expect(
      labels(admin(buildMenu(ROUTES, ['GESTAO_DE_PERFIS_DE_ACESSO']))?.children ?? []),
    ).toEqual(['Perfil de Acesso']);
    const both = buildMenu(ROUTES, ['GESTAO_DE_PERFIS_DE_ACESSO', 'GESTAO_DE_USUARIOS']);
    expect(labels(admin(both)?.children ?? [])).toEqual(['Perfil de Acesso', 'Usuários']);
  });

  it('hides the Administração group without any admin permission', () => {
    expect(admin(buildMenu(ROUTES, []))).toBeUndefined();
    expect(admin(buildMenu(ROUTES, ['CADASTRAR_BOBINA']))).toBeUndefined();
  });

  it('keeps the spec order: groups, sub-group before own items; never lists guest routes', () => {
    expect(labels(buildMenu(ROUTES, ['GESTAO_DE_USUARIOS']))).toEqual([
      { Administração: ['Usuários'] },
      { Bobinas: [{ 'Pátio ABQ': ['Mapa', 'Cadastrar bobinas'] }, 'Pátio reserva'] },
      { 'Alarmes e Eventos': ['Visualizar'] },
    ]);
  });

  it('links items to their routes and drops groups with no visible item', () => {
    const menu = buildMenu([ROUTES[4] as MenuRoute], []);
    expect(menu).toHaveLength(1);
    expect(menu[0]?.children?.[0]?.children?.[0]).toMatchObject({ key: 'mapa', to: '/mapa' });
    expect(buildMenu([], ['GESTAO_DE_USUARIOS'])).toEqual([]);
  });

  it('finds the groups to open for the current page', () => {
    const menu = buildMenu(ROUTES, []);
    expect(openGroupKeys(menu, 'mapa')).toEqual(['group:bobinas', 'group:patio-abq']);
    expect(openGroupKeys(menu, 'main')).toEqual([]);
  });
});

describe('canAccess / guardDecision', () => {
  const valid = fakeSession(['GESTAO_DE_USUARIOS']);
  const expired = fakeSession(['GESTAO_DE_USUARIOS'], -60);
  const garbled = { ...valid, token: 'nao-e-um-jwt' };

  it('lets anyone open public routes', () => {
    expect(canAccess({ rule: 'public' }, null)).toBe(true);
    expect(canAccess({ rule: 'public' }, valid)).toBe(true);
  });

  it('sends a signed-in user away from the guest-only login', () => {
    expect(guardDecision({ rule: 'guest' }, valid)).toBe('/main');
    expect(guardDecision({ rule: 'guest' }, expired)).toBe('allow');
    expect(guardDecision({ rule: 'guest' }, null)).toBe('allow');
  });

  it('requires a valid, unexpired token for login-only routes', () => {
    expect(guardDecision({ rule: null }, valid)).toBe('allow');
    expect(guardDecision({ rule: null }, null)).toBe('/login');
    expect(guardDecision({ rule: null }, expired)).toBe('/login');
    expect(guardDecision({ rule: null }, garbled)).toBe('/login');
  });

  it('sends a missing permission to /nao-autorizado', () => {
    expect(canAccess({ rule: 'GESTAO_DE_USUARIOS' }, valid)).toBe(true);
    expect(guardDecision({ rule: 'GESTAO_DE_PERFIS_DE_ACESSO' }, valid)).toBe('/nao-autorizado');
    expect(guardDecision({ rule: 'GESTAO_DE_PERFIS_DE_ACESSO' }, expired)).toBe('/login');
  });

  it('evaluates any-of and all-of rules', () => {
    const anyOf = { anyOf: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'] } as const;
    const allOf = { allOf: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'] } as const;
    expect(canAccess({ rule: anyOf }, valid)).toBe(true);
    expect(canAccess({ rule: allOf }, valid)).toBe(false);
  });

  it('routes unknown paths by session', () => {
    expect(fallbackPath(valid)).toBe('/main');
    expect(fallbackPath(expired)).toBe('/login');
    expect(fallbackPath(null)).toBe('/login');
  });
});
