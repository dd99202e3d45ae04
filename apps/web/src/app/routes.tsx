/**
 * THE route table: every feature's `routes.ts` (`ROTAS`), read here and nowhere else. The
 * router, the guard, the tab titles and the side menu all read it; a screen is added by one
 * entry in its feature's `routes.ts` (apps/web/README.md, "Adding a screen").
 */
import type { AppRoute } from '../shared/rotas.ts';

const registros = import.meta.glob<readonly AppRoute[]>('../features/*/routes.ts', {
  eager: true,
  import: 'ROTAS',
});

export const ROUTES: readonly AppRoute[] = Object.keys(registros)
  .sort()
  .flatMap((arquivo) => registros[arquivo] ?? []);
