/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const MainPage = lazy(() => import('./MainPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'main',
    rule: null,
    title: 'Início',
    element: MainPage,
  },
];
