/**
 * The side menu's groups (docs/product/main-yard.md#who-uses-it), in display order. Routes place
 * items in them by key.
 */
import {
  AlertOutlined,
  AppstoreOutlined,
  EnvironmentOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuGroupKey } from '../shared/rotas.ts';

export interface MenuGroup {
  key: MenuGroupKey;
  label: string;
  icon?: ComponentType;
  /** A sub-group sits inside this group, before the group's own items. */
  parent?: string;
}

export const MENU_GROUPS = [
  { key: 'admin', label: 'Administração', icon: SettingOutlined },
  { key: 'bobinas', label: 'Bobinas', icon: AppstoreOutlined },
  { key: 'patio-abq', label: 'Pátio ABQ', icon: EnvironmentOutlined, parent: 'bobinas' },
  { key: 'alarmes', label: 'Alarmes e Eventos', icon: AlertOutlined },
] as const satisfies readonly MenuGroup[];
