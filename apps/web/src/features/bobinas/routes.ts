/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const BobinaFormPage = lazy(() => import('./BobinaFormPage.tsx'));
const BobinasPage = lazy(() => import('./BobinasPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'bobinas',
    rule: null,
    title: 'Bobinas',
    element: BobinasPage,
    menu: {
      group: 'patio-abq',
      label: 'Cadastrar bobinas',
      icon: 'UnorderedListOutlined',
      ordem: 20,
    },
  },
  {
    path: 'bobina',
    rule: 'CADASTRAR_BOBINA',
    title: 'Bobina',
    element: BobinaFormPage,
  },
  {
    path: 'bobina/:id',
    rule: 'ALTERAR_INFORMACOES_DA_BOBINA',
    title: 'Bobina',
    element: BobinaFormPage,
  },
];
