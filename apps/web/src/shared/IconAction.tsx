/** A row action drawn as an icon button with its name in a tooltip (and for screen readers). */
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  icon: ReactNode;
  onClick(): void;
  testId: string;
  danger?: boolean;
}

export function IconAction({ title, icon, onClick, testId, danger }: Props) {
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        size="small"
        icon={icon}
        danger={danger}
        aria-label={title}
        data-testid={testId}
        onClick={onClick}
      />
    </Tooltip>
  );
}
