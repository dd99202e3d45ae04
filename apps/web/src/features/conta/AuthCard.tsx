/** The card the signed-out screens share: brand mark, title, form, footer. */
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from '../../shared/Logo.tsx';

interface Props {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, children, footer }: Props) {
  return (
    // A plain panel, not antd Card: Card pulls in Tabs, which the sign-in chunk does not need.
    <section className="auth-card">
      <div className="auth-card-brand">
        <Logo size={30} />
      </div>
      <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
      {footer && <div className="auth-card-footer">{footer}</div>}
    </section>
  );
}
