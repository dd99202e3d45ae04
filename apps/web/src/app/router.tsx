/** Builds the browser router from the route table and wires the HTTP client's 401 exit. */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../shared/http.ts';
import { AppLayout } from './AppLayout.tsx';
import { queryClient } from './query-client.ts';
import { RouteGuard, UnknownPath } from './RouteGuard.tsx';
import type { RouteHandle } from './route-types.ts';
import { ROUTES } from './routes.tsx';

const children: RouteObject[] = [
  { index: true, element: <Navigate to="/main" replace /> },
  ...ROUTES.map(
    (route): RouteObject => ({
      path: route.path,
      element: <RouteGuard route={route} />,
      handle: { rule: route.rule } satisfies RouteHandle,
    }),
  ),
  { path: '*', element: <UnknownPath /> },
];

export const router = createBrowserRouter([{ element: <AppLayout />, children }]);

// The client has already cleared the session; leave cached data and the page behind.
setUnauthorizedHandler(() => {
  queryClient.clear();
  if (router.state.location.pathname !== '/login')
    void router.navigate('/login', { replace: true });
});
