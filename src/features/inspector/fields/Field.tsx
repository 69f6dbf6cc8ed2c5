/** A labelled form row: label, the control, then either its error or its hint. */
import { useId, type ReactNode } from 'react';

export function Field({
  label,
  hint,
  error,
  aside,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** right side of the label row (a derived value, a small action) */
  aside?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="sb-field" data-invalid={error ? 'true' : undefined}>
      <div className="sb-field__label-row">
        <label className="sb-label" htmlFor={id}>
          {label}
        </label>
        {aside && <span className="sb-field__aside">{aside}</span>}
      </div>
      {children({ id, describedBy: note ? noteId : undefined })}
      {note && (
        <p id={noteId} className={error ? 'sb-error-text' : 'sb-hint'} role={error ? 'alert' : undefined}>
          {note}
        </p>
      )}
    </div>
  );
}
