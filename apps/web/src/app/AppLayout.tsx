/** Chooses the frame: the shell for a signed-in user (not on /login), a plain page otherwise. */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from '../shared/rotas.ts';
import { isTokenValid, useSession } from '../shared/session.ts';
import { NOME_DO_PRODUTO } from './titulos.ts';

// Lazy so the login page does not download the menu, header and their icons.
const Shell = lazy(() => import('./Shell.tsx'));

export function AppLayout() {
  const session = useSession();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as Partial<RouteHandle> | undefined;
  const rule = handle?.rule;
  const title = handle?.title ?? NOME_DO_PRODUTO;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const page = (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );

  if (isTokenValid(session) && rule !== 'guest') {
    return (
      <Suspense fallback={null}>
        <Shell>{page}</Shell>
      </Suspense>
    );
  }
  return <main className="public-page">{page}</main>;
}
