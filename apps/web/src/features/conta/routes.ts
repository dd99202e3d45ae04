/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const AtualizarSenhaPage = lazy(() => import('./AtualizarSenhaPage.tsx'));
const EsqueceuSenhaPage = lazy(() => import('./EsqueceuSenhaPage.tsx'));
const LoginPage = lazy(() => import('./LoginPage.tsx'));
const LogoutPage = lazy(() => import('./LogoutPage.tsx'));
const RedefinirSenhaPage = lazy(() => import('./RedefinirSenhaPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'login',
    rule: 'guest',
    title: 'Entrar',
    element: LoginPage,
  },
  {
    path: 'logout',
    rule: null,
    title: 'Sair',
    element: LogoutPage,
  },
  {
    path: 'esqueceu-senha',
    rule: 'public',
    title: 'Esqueceu sua senha',
    element: EsqueceuSenhaPage,
  },
  {
    path: 'redefinir-senha',
    rule: 'public',
    title: 'Redefinir senha',
    element: RedefinirSenhaPage,
  },
  {
    path: 'alterar-senha',
    rule: null,
    title: 'Alterar Senha',
    element: AtualizarSenhaPage,
  },
];
