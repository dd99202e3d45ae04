/** Builds the side menu from the route table: an item per permitted route, empty groups hidden. */

import { satisfies } from '@patio/domain';
import type { ComponentType } from 'react';
import { MENU_GROUPS, type MenuGroup } from './menu-groups.ts';
import type { RouteMeta, RouteRule } from './route-types.ts';

export interface MenuNode {
  /** The route path for items, `group:<key>` for groups. */
  key: string;
  label: string;
  icon?: ComponentType;
  /** Present on items: where a click goes. */
  to?: string;
  children?: MenuNode[];
}

function visibleFor(rule: RouteRule, permissoes: readonly string[]): boolean {
  if (rule === 'guest') return false;
  if (rule === 'public') return true;
  return satisfies(rule, permissoes);
}

/**
 * Pure: the menu a user holding `permissoes` sees. A group shows only when at least one of its
 * items (or sub-groups) does, so "Administração" appears with either admin permission.
 */
export function buildMenu(
  routes: readonly RouteMeta[],
  permissoes: readonly string[],
  groups: readonly MenuGroup[] = MENU_GROUPS,
): MenuNode[] {
  const items = routes.flatMap((r): { group?: string; node: MenuNode }[] =>
    r.menu && visibleFor(r.rule, permissoes)
      ? [
          {
            group: r.menu.group,
            node: { key: r.path, label: r.menu.label, icon: r.menu.icon, to: `/${r.path}` },
          },
        ]
      : [],
  );

  const groupNode = (group: MenuGroup): MenuNode[] => {
    const children = [
      ...groups.filter((g) => g.parent === group.key).flatMap(groupNode),
      ...items.filter((i) => i.group === group.key).map((i) => i.node),
    ];
    if (children.length === 0) return [];
    return [{ key: `group:${group.key}`, label: group.label, icon: group.icon, children }];
  };

  return [
    ...items.filter((i) => i.group === undefined).map((i) => i.node),
    ...groups.filter((g) => g.parent === undefined).flatMap(groupNode),
  ];
}

/** Keys of the groups that contain `path`, to open them when the page loads. */
export function openGroupKeys(menu: readonly MenuNode[], path: string): string[] {
  for (const node of menu) {
    if (node.key === path) return [];
    if (node.children) {
      const inner = openGroupKeys(node.children, path);
      if (inner.length > 0 || node.children.some((c) => c.key === path))
        return [node.key, ...inner];
    }
  }
  return [];
}
