/**
 * The icons the screens' registrations (each feature's routes.ts) put in the side menu. One lazy
 * chunk (see app/menu-icon.tsx): the entry, and so the sign-in screen, does not carry them; the
 * shell fetches them all at once. A screen with a new icon adds it here.
 */
export {
  ApiOutlined,
  BellOutlined,
  CarOutlined,
  DragOutlined,
  HeatMapOutlined,
  InboxOutlined,
  SafetyCertificateOutlined,
  ScanOutlined,
  SwapOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  WarningOutlined,
} from '@ant-design/icons';
