/** A list of checkable items (tools of an agent, guardrails, routes of a tool). */
import type { ReactNode } from 'react';

export interface ChecklistItem {
  id: string;
  label: ReactNode;
  /** small text after the label (type, derived name) */
  meta?: ReactNode;
  checked: boolean;
  /** an action on the item (open it) */
  onOpen?: () => void;
}

export function Checklist({
  items,
  onToggle,
  empty,
  label,
  testId,
}: {
  items: ChecklistItem[];
  onToggle: (id: string, checked: boolean) => void;
  empty: ReactNode;
  label: string;
  testId?: string;
}) {
  if (items.length === 0) return <p className="sb-hint sb-checklist__empty">{empty}</p>;
  return (
    <ul className="sb-checklist" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="sb-checklist__item" data-checked={item.checked || undefined}>
          <label className="sb-checklist__label">
            <input type="checkbox" checked={item.checked} onChange={(e) => onToggle(item.id, e.target.checked)} />
            <span className="sb-checklist__name">{item.label}</span>
            {item.meta && <span className="sb-checklist__meta">{item.meta}</span>}
          </label>
          {item.onOpen && (
            <button type="button" className="sb-checklist__open" onClick={item.onOpen} aria-label={`Open ${typeof item.label === 'string' ? item.label : item.id}`}>
              Open
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
