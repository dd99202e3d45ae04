/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const OperacoesPage = lazy(() => import('./OperacoesPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'instrucoes-ponte',
    rule: null,
    title: 'Instruções da Ponte',
    element: OperacoesPage,
    menu: { group: 'bobinas', label: 'Instruções da Ponte', icon: 'DragOutlined', ordem: 30 },
  },
];
