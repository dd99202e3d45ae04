/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const PerfilFormPage = lazy(() => import('./PerfilFormPage.tsx'));
const PerfisPage = lazy(() => import('./PerfisPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'perfis',
    rule: 'GESTAO_DE_PERFIS_DE_ACESSO',
    title: 'Perfis de Acesso',
    element: PerfisPage,
    menu: {
      group: 'admin',
      label: 'Perfil de Acesso',
      icon: 'SafetyCertificateOutlined',
      ordem: 10,
    },
  },
  {
    path: 'perfil',
    rule: 'GESTAO_DE_PERFIS_DE_ACESSO',
    title: 'Perfil de Acesso',
    element: PerfilFormPage,
  },
  {
    path: 'perfil/:id',
    rule: 'GESTAO_DE_PERFIS_DE_ACESSO',
    title: 'Perfil de Acesso',
    element: PerfilFormPage,
  },
];
