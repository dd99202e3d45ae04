/** The product mark: a steel coil seen end-on, drawn inline so no image request is needed. */
import type { CSSProperties } from 'react';

export function CoilMark({ size = 24, style }: { size?: number; style?: CSSProperties }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" style={style} aria-hidden="true">
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="16" cy="16" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="16" cy="16" r="2" fill="currentColor" />
    </svg>
  );
}

export function Logo({ size = 22 }: { size?: number }) {
  return (
    <span className="patio-logo">
      <CoilMark size={size} />
      <span className="patio-logo-text">Pátio</span>
    </span>
  );
}
