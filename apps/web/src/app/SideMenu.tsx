/** The side menu, built from the route table for the signed-in user's permissions. */
import { Layout, Menu, type MenuProps } from 'antd';
import { createElement, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../shared/session.ts';
import { buildMenu, type MenuNode, openGroupKeys } from './menu.ts';
import { ROUTES } from './routes.tsx';

type Item = NonNullable<MenuProps['items']>[number];

function toItem(node: MenuNode): Item {
  const icon = node.icon ? createElement(node.icon) : undefined;
  if (node.children) {
    return { key: node.key, label: node.label, icon, children: node.children.map(toItem) };
  }
  return {
    key: node.key,
    icon,
    label: node.to ? <Link to={node.to}>{node.label}</Link> : node.label,
  };
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const session = useSession();
  const { pathname } = useLocation();
  const menu = useMemo(() => buildMenu(ROUTES, session?.permissoes ?? []), [session]);
  const items = useMemo(() => menu.map(toItem), [menu]);
  const current = pathname.replace(/^\/+/, '');

  return (
    <Layout.Sider
      data-testid="side-menu"
      className="side-menu"
      width={232}
      collapsedWidth={56}
      collapsed={collapsed}
      trigger={null}
      theme="light"
    >
      {/* Collapsed, an open group would show as a floating popup over the page (it did on the
          tablet, hiding the list's first column): open the current group only when expanded,
          and remount on each toggle so the choice is made again. */}
      <Menu
        key={collapsed ? 'recolhido' : 'aberto'}
        mode="inline"
        items={items}
        selectedKeys={[current]}
        defaultOpenKeys={collapsed ? [] : openGroupKeys(menu, current)}
        inlineIndent={16}
      />
    </Layout.Sider>
  );
}
