/** Builds the side menu from the route table: an item per permitted route, empty groups hidden. */

import { satisfies } from '@patio/domain';
import type { ComponentType } from 'react';
import type { RouteMeta, RouteRule } from '../shared/rotas.ts';
import { MENU_GROUPS, type MenuGroup } from './menu-groups.ts';
import { menuIcon } from './menu-icon.tsx';

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
/** What the menu reads of a route. */
export type MenuRoute = Pick<RouteMeta, 'path' | 'rule' | 'menu'>;

export function buildMenu(
  routes: readonly MenuRoute[],
  permissoes: readonly string[],
  groups: readonly MenuGroup[] = MENU_GROUPS,
): MenuNode[] {
  const items = routes
    .flatMap((r): { group?: string; ordem: number; node: MenuNode }[] =>
      r.menu && visibleFor(r.rule, permissoes)
        ? [
            {
              group: r.menu.group,
              ordem: r.menu.ordem,
              node: {
                key: r.path,
                label: r.menu.label,
                icon: r.menu.icon ? menuIcon(r.menu.icon) : undefined,
                to: `/${r.path}`,
              },
            },
          ]
        : [],
    )
    .sort((a, b) => a.ordem - b.ordem);

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
