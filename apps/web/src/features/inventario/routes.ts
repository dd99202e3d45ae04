/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const InventarioPage = lazy(() => import('./InventarioPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'inventario',
    rule: 'REALIZAR_INVENTARIO',
    title: 'Inventário',
    element: InventarioPage,
    menu: { group: 'bobinas', label: 'Inventário', icon: 'ScanOutlined', ordem: 40 },
  },
];
