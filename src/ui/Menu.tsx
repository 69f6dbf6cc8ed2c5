/** Drop-down menu: a trigger button and a list of actions (arrow keys, Escape, outside click). */
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export type MenuEntry =
  | { kind?: 'item'; label: string; onSelect: () => void; shortcut?: string; disabled?: boolean; danger?: boolean; testId?: string }
  | { kind: 'separator' }
  | { kind: 'heading'; label: string };

export function Menu({
  trigger,
  items,
  label,
  align = 'start',
  className,
  testId,
}: {
  /** the trigger's content (text and/or icon) */
  trigger: ReactNode;
  items: MenuEntry[];
  label: string;
  align?: 'start' | 'end';
  className?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();

  // Keep the list inside the window: a trigger near an edge (the playground's header at the
  // bottom right) opens it upward and/or shifts it sideways, scrolling when it is still too tall.
  // Fixed positioning also frees it from a clipping (overflow: hidden) ancestor.
  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    const trigger = rootRef.current?.querySelector('.sb-menu__trigger')?.getBoundingClientRect();
    const list = listRef.current;
    if (!trigger || !list) return;
    const margin = 8;
    const width = list.offsetWidth;
    const height = list.scrollHeight;
    const below = window.innerHeight - trigger.bottom - margin;
    const above = trigger.top - margin;
    const up = height > below && above > below;
    const maxHeight = Math.max(120, up ? above - 4 : below - 4);
    const wanted = align === 'end' ? trigger.right - width : trigger.left;
    const left = Math.min(Math.max(margin, wanted), window.innerWidth - width - margin);
    setPlace({
      position: 'fixed',
      left,
      right: 'auto',
      top: up ? Math.max(margin, trigger.top - 4 - Math.min(height, maxHeight)) : trigger.bottom + 4,
      maxHeight,
      overflowY: height > maxHeight ? 'auto' : undefined,
    });
  }, [open, align]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    listRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const move = (delta: number) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(index + delta + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={`sb-menu ${className ?? ''}`} ref={rootRef}>
      <button
        type="button"
        className="sb-btn sb-btn--ghost sb-btn--md sb-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={listRef}
          id={id}
          role="menu"
          aria-label={label}
          className={`sb-menu__list sb-menu__list--${align}`}
          style={place ?? { visibility: 'hidden' }}
          data-placed={place ? 'true' : undefined}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              move(e.key === 'ArrowDown' ? 1 : -1);
            } else if (e.key === 'Escape') {
              e.preventDefault();
              setOpen(false);
              rootRef.current?.querySelector<HTMLButtonElement>('.sb-menu__trigger')?.focus();
            }
          }}
        >
          {items.map((item, i) => {
            if (item.kind === 'separator') return <div key={i} role="separator" className="sb-menu__sep" />;
            if (item.kind === 'heading')
              return (
                <div key={i} className="sb-menu__heading">
                  {item.label}
                </div>
              );
            return (
              <button
                key={i}
                type="button"
                role="menuitem"
                disabled={item.disabled}
                data-testid={item.testId}
                className={`sb-menu__item ${item.danger ? 'sb-menu__item--danger' : ''}`}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                <span>{item.label}</span>
                {item.shortcut && <kbd className="sb-kbd">{item.shortcut}</kbd>}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
