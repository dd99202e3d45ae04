/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const MapaPage = lazy(() => import('./MapaPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    // First of its group: the menu lists Mapa first under Pátio ABQ
    // (docs/product/main-yard.md#who-uses-it).
    path: 'mapa',
    rule: null,
    title: 'Mapa',
    element: MapaPage,
    menu: { group: 'patio-abq', label: 'Mapa', icon: 'HeatMapOutlined', ordem: 10 },
  },
];
