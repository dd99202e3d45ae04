/** Builds the browser router from the route table and wires the HTTP client's 401 exit. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../shared/http.ts';
import { paraLogin } from '../shared/retorno.ts';
import type { RouteHandle } from '../shared/rotas.ts';
import { AppLayout } from './AppLayout.tsx';
import { queryClient } from './query-client.ts';
import { RouteGuard, UnknownPath } from './RouteGuard.tsx';
import { ROUTES } from './routes.tsx';
import { NOME_DO_PRODUTO, tituloDaAba } from './titulos.ts';

const children: RouteObject[] = [
  { index: true, element: <Navigate to="/main" replace /> },
  ...ROUTES.map(
    (route): RouteObject => ({
      path: route.path,
      element: <RouteGuard route={route} />,
      handle: { rule: route.rule, title: tituloDaAba(route.title) } satisfies RouteHandle,
    }),
  ),
  { path: '*', element: <UnknownPath />, handle: { title: NOME_DO_PRODUTO } },
];

export const router = createBrowserRouter([{ element: <AppLayout />, children }]);

// The client has already cleared the session; leave cached data and the page behind.
setUnauthorizedHandler(() => {
  queryClient.clear();
  const { pathname, search, hash } = router.state.location;
  if (pathname !== '/login')
    void router.navigate('/login', {
      replace: true,
      state: paraLogin(`${pathname}${search}${hash}`, true),
    });
});
