/**
 * THE route table. The router, the guard and the side menu all read it; a feature adds one
 * entry (path, lazy screen, rule, optional menu placement) and gets routing, access and menu.
 */
import { lazy } from 'react';
import { menuIcon } from './menu-icon.tsx';
import type { AppRoute } from './route-types.ts';

export const ROUTES: readonly AppRoute[] = [
  {
    path: 'login',
    rule: 'guest',
    element: lazy(() => import('../features/conta/LoginPage.tsx')),
  },
  {
    path: 'logout',
    rule: null,
    element: lazy(() => import('../features/conta/LogoutPage.tsx')),
  },
  {
    path: 'main',
    rule: null,
    element: lazy(() => import('../features/main/MainPage.tsx')),
  },
  {
    path: 'esqueceu-senha',
    rule: 'public',
    element: lazy(() => import('../features/conta/EsqueceuSenhaPage.tsx')),
  },
  {
    path: 'redefinir-senha',
    rule: 'public',
    element: lazy(() => import('../features/conta/RedefinirSenhaPage.tsx')),
  },
  {
    path: 'alterar-senha',
    rule: null,
    element: lazy(() => import('../features/conta/AtualizarSenhaPage.tsx')),
  },
  {
    path: 'nao-autorizado',
    rule: 'public',
    element: lazy(() => import('../features/nao-autorizado/NaoAutorizadoPage.tsx')),
  },
  {
    path: 'perfis',
    rule: 'GESTAO_DE_PERFIS_DE_ACESSO',
    element: lazy(() => import('../features/perfis/PerfisPage.tsx')),
    menu: {
      group: 'admin',
      label: 'Perfil de Acesso',
      icon: menuIcon('SafetyCertificateOutlined'),
    },
  },
  {
    path: 'perfil',
    rule: 'GESTAO_DE_PERFIS_DE_ACESSO',
    element: lazy(() => import('../features/perfis/PerfilFormPage.tsx')),
  },
  {
    path: 'perfil/:id',
    rule: 'GESTAO_DE_PERFIS_DE_ACESSO',
    element: lazy(() => import('../features/perfis/PerfilFormPage.tsx')),
  },
  {
    path: 'usuarios',
    rule: 'GESTAO_DE_USUARIOS',
    element: lazy(() => import('../features/usuarios/UsuariosPage.tsx')),
    menu: { group: 'admin', label: 'Usuários', icon: menuIcon('TeamOutlined') },
  },
  {
    path: 'usuario',
    rule: 'GESTAO_DE_USUARIOS',
    element: lazy(() => import('../features/usuarios/UsuarioFormPage.tsx')),
  },
  {
    path: 'usuario/:id',
    rule: 'GESTAO_DE_USUARIOS',
    element: lazy(() => import('../features/usuarios/UsuarioFormPage.tsx')),
  },
  {
    path: 'integracoes',
    rule: { allOf: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'] },
    element: lazy(() => import('../features/integracoes/IntegracoesPage.tsx')),
    menu: { group: 'admin', label: 'Integrações', icon: menuIcon('ApiOutlined') },
  },
  {
    // Before 'bobinas': the menu lists Mapa first under Pátio ABQ
    // (docs/product/main-yard.md#who-uses-it).
    path: 'mapa',
    rule: null,
    element: lazy(() => import('../features/mapa/MapaPage.tsx')),
    menu: { group: 'patio-abq', label: 'Mapa', icon: menuIcon('HeatMapOutlined') },
  },
  {
    path: 'bobinas',
    rule: null,
    element: lazy(() => import('../features/bobinas/BobinasPage.tsx')),
    menu: {
      group: 'patio-abq',
      label: 'Cadastrar bobinas',
      icon: menuIcon('UnorderedListOutlined'),
    },
  },
  {
    path: 'bobina',
    rule: 'CADASTRAR_BOBINA',
    element: lazy(() => import('../features/bobinas/BobinaFormPage.tsx')),
  },
  {
    path: 'bobina/:id',
    rule: 'ALTERAR_INFORMACOES_DA_BOBINA',
    element: lazy(() => import('../features/bobinas/BobinaFormPage.tsx')),
  },
  {
    path: 'alarmeseventos',
    rule: null,
    element: lazy(() => import('../features/alarmes/AlarmesEventosPage.tsx')),
    menu: { group: 'alarmes', label: 'Visualizar', icon: menuIcon('BellOutlined') },
  },
  {
    // Before 'instrucoes': the menu lists Pátio reserva right after Pátio ABQ
    // (docs/product/main-yard.md#who-uses-it).
    path: 'patio-reserva/bobinas',
    rule: null,
    element: lazy(() => import('../features/listas/ListaReservaPage.tsx')),
    menu: { group: 'bobinas', label: 'Pátio reserva', icon: menuIcon('InboxOutlined') },
  },
  {
    path: 'patio-reserva/bobina',
    rule: 'CADASTRAR_ITEM',
    element: lazy(() => import('../features/listas/ItemListaFormPage.tsx')),
  },
  {
    path: 'patio-reserva/bobina/:id',
    rule: 'EDITAR_ITEM',
    element: lazy(() => import('../features/listas/ItemListaFormPage.tsx')),
  },
  {
    path: 'instrucoes',
    rule: null,
    element: lazy(() => import('../features/instrucoes/InstrucoesPage.tsx')),
    menu: { group: 'bobinas', label: 'Instruções', icon: menuIcon('SwapOutlined') },
  },
  {
    path: 'instrucao',
    rule: 'CADASTRAR_INSTRUCAO',
    element: lazy(() => import('../features/instrucoes/InstrucaoFormPage.tsx')),
  },
  {
    path: 'instrucao/:id',
    rule: 'EDITAR_INSTRUCAO',
    element: lazy(() => import('../features/instrucoes/InstrucaoFormPage.tsx')),
  },
  {
    path: 'instrucoes-ponte',
    rule: null,
    element: lazy(() => import('../features/pontes/PontesPage.tsx')),
    menu: { group: 'bobinas', label: 'Instruções da Ponte', icon: menuIcon('DragOutlined') },
  },
  {
    path: 'operacoes-despacho',
    rule: null,
    element: lazy(() => import('../features/despachos/DespachosPage.tsx')),
    menu: { group: 'bobinas', label: 'Operações de Despacho', icon: menuIcon('CarOutlined') },
  },
  {
    path: 'operacao-despacho',
    rule: 'CADASTRAR_DESPACHO',
    element: lazy(() => import('../features/despachos/DespachoFormPage.tsx')),
  },
  {
    path: 'operacao-despacho/:id',
    rule: 'EDITAR_DESPACHO',
    element: lazy(() => import('../features/despachos/DespachoFormPage.tsx')),
  },
  {
    path: 'operacao-despacho/:id/romaneio',
    rule: null,
    element: lazy(() => import('../features/despachos/RomaneioPage.tsx')),
  },
];
