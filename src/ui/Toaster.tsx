/** Renders the toast queue (bottom centre, polite live region). Mounted once by the app shell. */
import { useToastStore } from './toast.ts';
import { IconButton } from './IconButton.tsx';

export function Toaster() {
  const items = useToastStore((s) => s.items);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="sb-toaster" role="status" aria-live="polite">
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
