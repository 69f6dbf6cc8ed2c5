/** Small rounded status label (runtime, simulator state, counts). */
import type { HTMLAttributes, ReactNode } from 'react';

export function Pill({
  tone = 'neutral',
  dot,
  children,
  className,
  ...rest
}: { tone?: 'neutral' | 'accent' | 'success' | 'warning' | 'danger'; dot?: boolean; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={`sb-pill sb-pill--${tone} ${className ?? ''}`} {...rest}>
      {dot && <span className="sb-pill__dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
