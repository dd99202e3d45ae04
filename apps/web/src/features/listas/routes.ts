/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const ItemListaFormPage = lazy(() => import('./ItemListaFormPage.tsx'));
const ListaReservaPage = lazy(() => import('./ListaReservaPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    // First of its group: the menu lists Pátio reserva right after Pátio ABQ
    // (docs/product/main-yard.md#who-uses-it).
    path: 'patio-reserva/bobinas',
    rule: null,
    title: 'Pátio reserva',
    element: ListaReservaPage,
    menu: { group: 'bobinas', label: 'Pátio reserva', icon: 'InboxOutlined', ordem: 10 },
  },
  {
    path: 'patio-reserva/bobina',
    rule: 'CADASTRAR_ITEM',
    title: 'Bobina do pátio reserva',
    element: ItemListaFormPage,
  },
  {
    path: 'patio-reserva/bobina/:id',
    rule: 'EDITAR_ITEM',
    title: 'Bobina do pátio reserva',
    element: ItemListaFormPage,
  },
];
