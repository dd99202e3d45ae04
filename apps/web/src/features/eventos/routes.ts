/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const EventosPage = lazy(() => import('./EventosPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'alarmeseventos',
    rule: null,
    title: 'Alarmes e Eventos',
    element: EventosPage,
    menu: { group: 'alarmes', label: 'Visualizar', icon: 'BellOutlined', ordem: 10 },
  },
];
