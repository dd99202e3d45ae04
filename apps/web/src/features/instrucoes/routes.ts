/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const InstrucaoFormPage = lazy(() => import('./InstrucaoFormPage.tsx'));
const InstrucoesPage = lazy(() => import('./InstrucoesPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'instrucoes',
    rule: null,
    title: 'Instruções',
    element: InstrucoesPage,
    menu: { group: 'bobinas', label: 'Instruções', icon: 'SwapOutlined', ordem: 20 },
  },
  {
    path: 'instrucao',
    rule: 'CADASTRAR_INSTRUCAO',
    title: 'Instrução',
    element: InstrucaoFormPage,
  },
  {
    path: 'instrucao/:id',
    rule: 'EDITAR_INSTRUCAO',
    title: 'Instrução',
    element: InstrucaoFormPage,
  },
];
