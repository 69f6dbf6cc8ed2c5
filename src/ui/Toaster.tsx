/**
 * Renders the toast queue (polite live region). Mounted once by the app shell. Toasts stand at the
 * bottom centre of the element marked `data-toast-anchor` (the canvas), not of the window: there
 * they covered the chat's Send button and the inspector's fields, what a person clicks next.
 */
import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { useToastStore } from './toast.ts';
import { IconButton } from './IconButton.tsx';

export function Toaster() {
  const items = useToastStore((s) => s.items);
  const dismiss = useToastStore((s) => s.dismiss);
  const place = useAnchorPlace(items.length > 0);
  return (
    <div className="sb-toaster" role="status" aria-live="polite" style={place}>
      {items.map((t) => (
        <div key={t.id} className={`sb-toast sb-toast--${t.tone}`} data-testid="toast" data-tone={t.tone}>
          <div className="sb-toast__text">
            <div className="sb-toast__message">{t.message}</div>
            {t.detail && <div className="sb-toast__detail">{t.detail}</div>}
          </div>
          {t.action && (
            <button
              type="button"
              className="sb-btn sb-btn--sm sb-toast__action"
              data-testid="toast-action"
              onClick={() => {
                dismiss(t.id);
                t.action?.run();
              }}
            >
              {t.action.label}
            </button>
          )}
          <IconButton icon="close" label="Dismiss" onClick={() => dismiss(t.id)} />
        </div>
      ))}
    </div>
  );
}

/** Bottom centre of the anchor element while toasts show (null: the stylesheet's place). */
function useAnchorPlace(showing: boolean): CSSProperties | undefined {
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    if (!showing) return;
    const measure = () => {
      const anchor = document.querySelector('[data-toast-anchor]');
      const r = anchor?.getBoundingClientRect();
      setPlace(r && r.width > 0 ? { left: r.left + r.width / 2, bottom: window.innerHeight - r.bottom + 16, maxWidth: Math.max(280, r.width - 32) } : undefined);
    };
    measure();
    window.addEventListener('resize', measure);
    // the canvas also changes size without the window: the dock opening under it while a toast
    // shows left the toast where the canvas' bottom had been, over the chat's Send
    const anchor = document.querySelector('[data-toast-anchor]');
    const observer = anchor && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    if (anchor) observer?.observe(anchor);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [showing]);
  return place;
}
