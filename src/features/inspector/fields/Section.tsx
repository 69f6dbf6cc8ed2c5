/** A group of fields under a small heading; collapsible so long inspectors stay scannable. */
import { useState, type ReactNode } from 'react';
import { Icon } from '../../../ui/index.ts';

export function Section({
  title,
  summary,
  defaultOpen = true,
  children,
  testId,
}: {
  title: string;
  /** shown beside a collapsed heading (e.g. "2 tools") */
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="sb-section" data-open={open || undefined} data-testid={testId}>
      <button type="button" className="sb-section__heading" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Icon name="chevronDown" size={12} className="sb-section__chevron" />
        <span className="sb-section__title">{title}</span>
        {summary !== undefined && <span className="sb-section__summary">{summary}</span>}
      </button>
      {open && <div className="sb-section__body">{children}</div>}
    </section>
  );
}
