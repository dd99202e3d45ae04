/**
 * The signed-in frame (docs/product/main-yard.md#shell): top bar, collapsible side menu, content,
 * loading overlay.
 */
import { Layout, Spin } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadingOverlay } from '../shared/LoadingOverlay.tsx';
import { useMudancas } from '../shared/useMudancas.ts';
import { menuComecaRecolhido } from './menu-recolhido.ts';
import { resourcesOf } from './mudancas.ts';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useSessionExpiry } from './useSessionExpiry.ts';

/** The coil history every screen opens by lot (entities/bobina/abrirHistorico.ts). */
const HistoricoDrawer = lazy(() =>
  import('../features/bobinas/HistoricoDrawer.tsx').then((m) => ({ default: m.HistoricoDrawer })),
);

const COLLAPSED_KEY = 'patio.menu.recolhido';

function readCollapsed(): boolean {
  return menuComecaRecolhido(localStorage.getItem(COLLAPSED_KEY), window.innerWidth);
}

export default function Shell({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  useSessionExpiry();
  useMudancas(resourcesOf);

  const toggle = () => {
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      return !c;
    });
  };

  return (
    <Layout className="shell">
      <TopBar collapsed={collapsed} onToggleMenu={toggle} />
      <Layout>
        <SideMenu collapsed={collapsed} />
        <Layout.Content className="shell-content">
          <Suspense fallback={<Spin className="page-spin" />}>{children}</Suspense>
        </Layout.Content>
      </Layout>
      <Suspense fallback={null}>
        <HistoricoDrawer />
      </Suspense>
      <LoadingOverlay />
    </Layout>
  );
}
