/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const NaoAutorizadoPage = lazy(() => import('./NaoAutorizadoPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'nao-autorizado',
    rule: 'public',
    title: 'Acesso negado',
    element: NaoAutorizadoPage,
  },
];
