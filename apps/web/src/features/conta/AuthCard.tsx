/** The card the signed-out screens share: brand mark, title, form, footer. */
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Logo } from '../../shared/Logo.tsx';

interface Props {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, children, footer }: Props) {
  // A plain heading with Typography.Title's look (same tokens): Typography brings ellipsis,
  // copy and edit (TextArea, Tooltip), ~15 KB gzip the sign-in screen does not use.
  const { token } = theme.useToken();
  return (
    // A plain panel, not antd Card: Card pulls in Tabs, which the sign-in chunk does not need.
    <section className="auth-card">
      <div className="auth-card-brand">
        <Logo size={30} />
      </div>
      <h4
        style={{
          textAlign: 'center',
          marginTop: 0,
          marginBottom: '0.5em',
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeHeading4,
          lineHeight: token.lineHeightHeading4,
        }}
      >
        {title}
      </h4>
      {children}
      {footer && <div className="auth-card-footer">{footer}</div>}
    </section>
  );
}
