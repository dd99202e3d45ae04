/** Chooses the frame: the shell for a signed-in user (not on /login), a plain page otherwise. */
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { isTokenValid, useSession } from '../shared/session.ts';
import type { RouteHandle } from './route-types.ts';

// Lazy so the login page does not download the menu, header and their icons.
const Shell = lazy(() => import('./Shell.tsx'));

export function AppLayout() {
  const session = useSession();
  const matches = useMatches();
  const rule = (matches.at(-1)?.handle as RouteHandle | undefined)?.rule;
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
