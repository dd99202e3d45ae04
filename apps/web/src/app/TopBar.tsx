/** Top bar: menu toggle, logo to /, full-screen toggle and the account menu. */
import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Layout, type MenuProps, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../shared/Logo.tsx';
import { useSession } from '../shared/session.ts';

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    // Browsers may refuse (iframe, policy); the button then simply does nothing.
    const done = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    done.catch(() => undefined);
  };
  return [on, toggle];
}

const ACCOUNT_ITEMS: MenuProps['items'] = [
  { key: '/alterar-senha', label: 'Alterar Senha', icon: <LockOutlined /> },
  { type: 'divider' },
  { key: '/logout', label: 'Sair', icon: <LogoutOutlined /> },
];

interface Props {
  collapsed: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ collapsed, onToggleMenu }: Props) {
  const session = useSession();
  const navigate = useNavigate();
  const [fullscreen, toggleFullscreen] = useFullscreen();

  return (
    <Layout.Header className="top-bar">
      <Button
        type="text"
        data-testid="menu-toggle"
        aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggleMenu}
      />
      <Link to="/" className="top-bar-logo" aria-label="Início">
        <Logo />
      </Link>
      <span className="top-bar-spacer" />
      <Tooltip title={fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}>
        <Button
          type="text"
          data-testid="fullscreen-toggle"
          aria-label={fullscreen ? 'Sair da tela cheia' : 'Tela cheia'}
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFullscreen}
        />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items: ACCOUNT_ITEMS, onClick: ({ key }) => navigate(key) }}
      >
        <Button type="text" data-testid="account-menu" icon={<UserOutlined />}>
          <span className="top-bar-login">{session?.login}</span>
        </Button>
      </Dropdown>
    </Layout.Header>
  );
}
