/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const IntegracoesPage = lazy(() => import('./IntegracoesPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'integracoes',
    rule: { allOf: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'] },
    title: 'Integrações',
    element: IntegracoesPage,
    menu: { group: 'admin', label: 'Integrações', icon: 'ApiOutlined', ordem: 30 },
  },
];
