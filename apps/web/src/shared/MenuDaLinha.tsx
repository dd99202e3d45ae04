/**
 * A list row's ⋮ menu, the same on every list: opens on click or Enter, takes the focus so the
 * arrow keys walk its items and Escape closes it (docs/decisions-telas.md).
 */
import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';

interface Props {
  items: MenuProps['items'];
  /** "Ações da bobina L123": what the button is for, to screen readers and tests. */
  rotulo: string;
  testId: string;
}

export function MenuDaLinha({ items, rotulo, testId }: Props) {
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button type="text" icon={<MoreOutlined />} aria-label={rotulo} data-testid={testId} />
    </Dropdown>
  );
}
