/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const TiposVeiculoPage = lazy(() => import('./TiposVeiculoPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'tipos-veiculo',
    rule: null,
    title: 'Tipos de veículo',
    element: TiposVeiculoPage,
    menu: { group: 'bobinas', label: 'Tipos de veículo', icon: 'CarOutlined', ordem: 50 },
  },
];
