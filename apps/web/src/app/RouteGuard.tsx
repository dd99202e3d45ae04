/** Renders a route's screen or redirects, as `guardDecision` says; reacts to sign-out at once. */
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { destinoAposLogin, paraLogin } from '../shared/retorno.ts';
import type { AppRoute } from '../shared/rotas.ts';
import { clearSession, sessionExpired, useSession } from '../shared/session.ts';
import { fallbackPath, guardDecision } from './access.ts';

function Redirect({ to, clearStale, state }: { to: string; clearStale: boolean; state?: object }) {
  // An expired or garbled session must not linger for the next visit.
  useEffect(() => {
    if (clearStale) clearSession(true);
  }, [clearStale]);
  return <Navigate to={to} replace state={state} />;
}

export function RouteGuard({ route }: { route: AppRoute }) {
  const session = useSession();
  const { pathname, search, hash, state } = useLocation();
  const decision = guardDecision(route, session);
  if (decision === 'allow') {
    const Screen = route.element;
    return <Screen />;
  }
  if (decision === '/login') {
    // A session that is there but no longer valid expired, and so did one the client has just
    // dropped on a 401 (this render may come before the client's own redirect); either way,
    // come back here.
    const stale = session !== null;
    return (
      <Redirect
        to="/login"
        clearStale={stale}
        state={paraLogin(`${pathname}${search}${hash}`, stale || sessionExpired())}
      />
    );
  }
  // Signed in on /login: go where the sign-in was meant to lead.
  const to = decision === '/main' ? destinoAposLogin(state) : decision;
  return <Redirect to={to} clearStale={false} />;
}

/** Unknown paths: /main when signed in, else /login. */
export function UnknownPath() {
  const session = useSession();
  return <Navigate to={fallbackPath(session)} replace />;
}
