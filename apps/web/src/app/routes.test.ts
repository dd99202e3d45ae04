/**
 * The real route table against the specifications' route tables (docs/product/main-yard.md#routes,
 * docs/product/operations.md#screens, docs/product/operations.md#permissions) and menu
 * (docs/product/main-yard.md#who-uses-it): a rule loosened or tightened by mistake fails here, not
 * in production.
 */
import { describe, expect, it } from 'vitest';
import type { RouteRule } from '../shared/rotas.ts';
import { buildMenu, type MenuNode } from './menu.ts';
import { ROUTES } from './routes.tsx';

const ESPERADO: Record<string, RouteRule> = {
  login: 'guest',
  main: null,
  logout: null,
  'esqueceu-senha': 'public',
  // Not in the table: the page the mailed reset link opens
  // (docs/product/server-contract.md#accounts-and-events).
  'redefinir-senha': 'public',
  'alterar-senha': null,
  usuarios: 'GESTAO_DE_USUARIOS',
  usuario: 'GESTAO_DE_USUARIOS',
  'usuario/:id': 'GESTAO_DE_USUARIOS',
  // Machine keys and webhooks (docs/integracao.md): whoever administers users and profiles.
  integracoes: { allOf: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'] },
  perfis: 'GESTAO_DE_PERFIS_DE_ACESSO',
  perfil: 'GESTAO_DE_PERFIS_DE_ACESSO',
  'perfil/:id': 'GESTAO_DE_PERFIS_DE_ACESSO',
  alarmeseventos: null,
  // Not in the table: the supervisor's divergences (docs/offline.md, "Divergences").
  divergencias: 'RESOLVER_DIVERGENCIAS',
  bobinas: null,
  mapa: null,
  bobina: 'CADASTRAR_BOBINA',
  'bobina/:id': 'ALTERAR_INFORMACOES_DA_BOBINA',
  'patio-reserva/bobinas': null,
  'patio-reserva/bobina': 'CADASTRAR_ITEM',
  'patio-reserva/bobina/:id': 'EDITAR_ITEM',
  instrucoes: null,
  instrucao: 'CADASTRAR_INSTRUCAO',
  'instrucao/:id': 'EDITAR_INSTRUCAO',
  'instrucoes-ponte': null,
  'operacoes-despacho': null,
  'operacao-despacho': 'CADASTRAR_DESPACHO',
  'operacao-despacho/:id': 'EDITAR_DESPACHO',
  // Not in the table: the printable dispatch manifest (docs/romaneio.md), for anyone who reads
  // dispatches.
  'operacao-despacho/:id/romaneio': null,
  // Not in the table: the vehicle types the load planner packs for (docs/planejamento-de-carga.md),
  // read by any login; the server checks CADASTRAR_DESPACHO on writes.
  'tipos-veiculo': null,
  // Not in the table: the inventory count (docs/etiquetas-e-leitura.md#tela-de-inventário).
  inventario: 'REALIZAR_INVENTARIO',
  'nao-autorizado': 'public',
};

const labels = (nodes: MenuNode[]): unknown =>
  nodes.map((n) => (n.children ? { [n.label]: labels(n.children) } : n.label));

describe('a tabela de rotas do app', () => {
  it('cada rota da especificação com a sua regra, e nenhuma outra', () => {
    const real = Object.fromEntries(ROUTES.map((r) => [r.path, r.rule]));
    expect(real).toEqual(ESPERADO);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('o menu completo segue docs/product/main-yard.md#who-uses-it', () => {
    const todas = ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'];
    expect(labels(buildMenu(ROUTES, todas))).toEqual([
      { Administração: ['Perfil de Acesso', 'Usuários', 'Integrações'] },
      {
        Bobinas: [
          { 'Pátio ABQ': ['Mapa', 'Cadastrar bobinas'] },
          'Pátio reserva',
          'Instruções',
          'Instruções da Ponte',
          'Operações de Despacho',
          'Tipos de veículo',
        ],
      },
      { 'Alarmes e Eventos': ['Visualizar'] },
    ]);
  });

  it('Integrações só com as duas permissões de administração', () => {
    for (const uma of ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO']) {
      const menu = labels(buildMenu(ROUTES, [uma])) as Record<string, unknown>[];
      expect(JSON.stringify(menu)).not.toContain('Integrações');
    }
  });

  it('sem permissão de administração o grupo Administração some', () => {
    const menu = labels(buildMenu(ROUTES, ['CADASTRAR_BOBINA'])) as object[];
    expect(menu.map((g) => Object.keys(g)[0])).toEqual(['Bobinas', 'Alarmes e Eventos']);
  });
});
