/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const DivergenciasPage = lazy(() => import('./DivergenciasPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'divergencias',
    rule: 'RESOLVER_DIVERGENCIAS',
    title: 'Divergências',
    element: DivergenciasPage,
    menu: { group: 'alarmes', label: 'Divergências', icon: 'WarningOutlined', ordem: 20 },
  },
];
