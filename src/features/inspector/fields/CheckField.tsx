/** One checkbox with a label and an optional hint under it. */
import type { ReactNode } from 'react';

export function CheckField({
  label,
  checked,
  onChange,
  hint,
  testId,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  testId?: string;
}) {
  return (
    <label className="sb-check">
      <input type="checkbox" checked={checked} data-testid={testId} onChange={(e) => onChange(e.target.checked)} />
      <span className="sb-check__text">
        <span>{label}</span>
        {hint && <span className="sb-check__hint">{hint}</span>}
      </span>
    </label>
  );
}
