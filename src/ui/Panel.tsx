/** A titled region of the app (palette, inspector, playground): header + scrollable body. */
import type { ReactNode } from 'react';

export function Panel({
  title,
  actions,
  children,
  className,
  ...rest
}: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string } & Omit<
  React.HTMLAttributes<HTMLElement>,
  'title'
>) {
  return (
    <section className={`sb-panel ${className ?? ''}`} {...rest}>
      {(title || actions) && (
        <header className="sb-panel__header">
          <h2 className="sb-panel__title">{title}</h2>
          {actions && <div className="sb-panel__actions">{actions}</div>}
        </header>
      )}
      <div className="sb-panel__body">{children}</div>
    </section>
  );
}
