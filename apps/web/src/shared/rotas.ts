/**
 * The shape of a screen's registration. Each feature exports its screens in its own
 * `routes.ts` (`ROTAS`): path, lazy screen, permission rule, the browser tab's title and,
 * for a menu item, its group, label, icon and place. The app shell reads every feature's
 * `routes.ts`; nothing else names a screen (apps/web/README.md, "Adding a screen").
 */
import type { PermissionRule } from '@patio/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import type * as Icons from './menu-icons.ts';

/**
 * Who may open a route: a PermissionRule (null = any signed-in user), 'public' (anyone) or
 * 'guest' (only someone not signed in; a valid session goes to /main).
 */
export type RouteRule = PermissionRule | 'public' | 'guest';

/** The side menu's groups (their labels and icons are the shell's, app/menu-groups.ts). */
export const MENU_GROUP_KEYS = ['admin', 'bobinas', 'patio-abq', 'alarmes'] as const;
export type MenuGroupKey = (typeof MENU_GROUP_KEYS)[number];

/** An icon of the menu's one lazy icon chunk (shared/menu-icons.ts). */
export type IconName = keyof typeof Icons;

export interface MenuEntry {
  /** Group the item sits in; none = top level. */
  group?: MenuGroupKey;
  label: string;
  icon?: IconName;
  /** The item's place in its group, lowest first (docs/product/main-yard.md#who-uses-it). */
  ordem: number;
}

/** Everything about a route except its screen: enough for the guard, the title and the menu. */
export interface RouteMeta {
  /** Without leading slash; may hold params (`bobina/:id`). */
  path: string;
  rule: RouteRule;
  /** The browser tab's name while the screen is open ("Bobinas" → "Bobinas — Pátio"). */
  title: string;
  menu?: MenuEntry;
}

export interface AppRoute extends RouteMeta {
  element: LazyExoticComponent<ComponentType>;
}

/** Stored as the react-router `handle` so the layout knows the current route's rule. */
export interface RouteHandle {
  rule: RouteRule;
  /** The browser tab's title while the route is open. */
  title: string;
}
