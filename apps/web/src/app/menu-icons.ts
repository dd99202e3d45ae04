/**
 * The icons the route table puts in the side menu. One lazy chunk (see menu-icon.tsx): the
 * entry, and so the sign-in screen, does not carry them; the shell fetches them all at once.
 */
export {
  ApiOutlined,
  BellOutlined,
  CarOutlined,
  DragOutlined,
  HeatMapOutlined,
  InboxOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
