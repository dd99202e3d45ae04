/** The screens of this feature: one registration each (apps/web/README.md, "Adding a screen"). */
import { lazy } from 'react';
import type { AppRoute } from '../../shared/rotas.ts';

const UsuarioFormPage = lazy(() => import('./UsuarioFormPage.tsx'));
const UsuariosPage = lazy(() => import('./UsuariosPage.tsx'));

export const ROTAS: readonly AppRoute[] = [
  {
    path: 'usuarios',
    rule: 'GESTAO_DE_USUARIOS',
    title: 'Usuários',
    element: UsuariosPage,
    menu: { group: 'admin', label: 'Usuários', icon: 'TeamOutlined', ordem: 20 },
  },
  {
    path: 'usuario',
    rule: 'GESTAO_DE_USUARIOS',
    title: 'Usuário',
    element: UsuarioFormPage,
  },
  {
    path: 'usuario/:id',
    rule: 'GESTAO_DE_USUARIOS',
    title: 'Usuário',
    element: UsuarioFormPage,
  },
];
