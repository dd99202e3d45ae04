/** Shapes of the route table that both the guard and the side menu read. */
import type { PermissionRule } from '@patio/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuGroupKey } from './menu-groups.ts';

/**
 * Who may open a route: a PermissionRule (null = any signed-in user), 'public' (anyone) or
 * 'guest' (only someone not signed in; a valid session goes to /main).
 */
export type RouteRule = PermissionRule | 'public' | 'guest';

export interface MenuEntry {
  /** Group the item sits in (see MENU_GROUPS); none = top level. */
  group?: MenuGroupKey;
  label: string;
  icon?: ComponentType;
}

/** Everything about a route except its screen: enough for the guard and the menu. */
export interface RouteMeta {
  /** Without leading slash; may hold params (`bobina/:id`). */
  path: string;
  rule: RouteRule;
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
