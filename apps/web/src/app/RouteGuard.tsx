/** Renders a route's screen or redirects, as `guardDecision` says; reacts to sign-out at once. */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { clearSession, useSession } from '../shared/session.ts';
import { fallbackPath, guardDecision } from './access.ts';
import type { AppRoute } from './route-types.ts';

function Redirect({ to, clearStale }: { to: string; clearStale: boolean }) {
  // An expired or garbled session must not linger for the next visit.
  useEffect(() => {
    if (clearStale) clearSession();
  }, [clearStale]);
  return <Navigate to={to} replace />;
}

export function RouteGuard({ route }: { route: AppRoute }) {
  const session = useSession();
  const decision = guardDecision(route, session);
  if (decision === 'allow') {
    const Screen = route.element;
    return <Screen />;
  }
  return <Redirect to={decision} clearStale={decision === '/login' && session !== null} />;
}

/** Unknown paths: /main when signed in, else /login. */
export function UnknownPath() {
  const session = useSession();
  return <Navigate to={fallbackPath(session)} replace />;
}
