/** A row action drawn as an icon button with its name in a tooltip (and for screen readers). */
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  icon: ReactNode;
  onClick(): void;
  testId: string;
  danger?: boolean;
  /** Why the action is unavailable: the button is disabled and the tooltip says this instead. */
  bloqueio?: string | undefined;
}

export function IconAction({ title, icon, onClick, testId, danger, bloqueio }: Props) {
  return (
    <Tooltip title={bloqueio ?? title}>
      <Button
        type="text"
        size="small"
        icon={icon}
        danger={danger}
        disabled={bloqueio !== undefined}
        aria-label={title}
        data-testid={testId}
        onClick={onClick}
      />
    </Tooltip>
  );
}
