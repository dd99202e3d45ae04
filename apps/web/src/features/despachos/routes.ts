/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const DespachoFormPage = lazy(() => import('./DespachoFormPage.tsx'));
const DespachosPage = lazy(() => import('./DespachosPage.tsx'));
const RomaneioPage = lazy(() => import('./RomaneioPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'operacoes-despacho',
    rule: null,
    title: 'Operações de Despacho',
    element: DespachosPage,
    menu: { group: 'bobinas', label: 'Operações de Despacho', icon: 'CarOutlined', ordem: 40 },
  },
  {
    path: 'operacao-despacho',
    rule: 'CADASTRAR_DESPACHO',
    title: 'Operação de Despacho',
    element: DespachoFormPage,
  },
  {
    path: 'operacao-despacho/:id',
    rule: 'EDITAR_DESPACHO',
    title: 'Operação de Despacho',
    element: DespachoFormPage,
  },
  {
    path: 'operacao-despacho/:id/romaneio',
    rule: null,
    title: 'Romaneio',
    element: RomaneioPage,
  },
];
