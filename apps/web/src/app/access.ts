/**
 * The route guard's decision, as pure functions of the route and the session
 * (docs/product/main-yard.md#routes, docs/product/main-yard.md#session).
 */
import { satisfies } from '@patio/domain';
import type { RouteMeta } from '../shared/rotas.ts';
import { isTokenValid, type Session } from '../shared/session.ts';

export type GuardDecision = 'allow' | '/login' | '/main' | '/nao-autorizado';

export function guardDecision(
  route: Pick<RouteMeta, 'rule'>,
  session: Session | null,
  now = Date.now(),
): GuardDecision {
  if (route.rule === 'public') return 'allow';
  const loggedIn = isTokenValid(session, now);
  if (route.rule === 'guest') return loggedIn ? '/main' : 'allow';
  if (!loggedIn) return '/login';
  return satisfies(route.rule, session?.permissoes ?? []) ? 'allow' : '/nao-autorizado';
}

export function canAccess(
  route: Pick<RouteMeta, 'rule'>,
  session: Session | null,
  now = Date.now(),
): boolean {
  return guardDecision(route, session, now) === 'allow';
}

/** Where an unknown path leads. */
export function fallbackPath(session: Session | null, now = Date.now()): '/main' | '/login' {
  return isTokenValid(session, now) ? '/main' : '/login';
}
