/** A screen's breadcrumb and title, with the screen's main actions on the right. */
import { Breadcrumb, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  title: string;
  /** Where the crumb leads; the last crumb (the current screen) has none. */
  to?: string;
}

interface Props {
  title: string;
  breadcrumb: readonly Crumb[];
  extra?: ReactNode;
}

export function PageHeader({ title, breadcrumb, extra }: Props) {
  return (
    <header style={{ marginBottom: 12 }}>
      <Breadcrumb
        data-testid="breadcrumb"
        items={breadcrumb.map((c) => ({
          key: c.title,
          title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title,
        }))}
      />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: '6px 0 0' }} data-testid="page-title">
          {title}
        </Typography.Title>
        {extra}
      </Flex>
    </header>
  );
}
