/**
 * THE route table. The router, the guard and the side menu all read it; a feature adds one
 * entry (path, lazy screen, rule, optional menu placement) and gets routing, access and menu.
 */
import { lazy } from 'react';
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
    element: lazy(() => import('../features/conta/AlterarSenhaPage.tsx')),
  },
  {
    path: 'nao-autorizado',
    rule: 'public',
    element: lazy(() => import('../features/nao-autorizado/NaoAutorizadoPage.tsx')),
  },
];
