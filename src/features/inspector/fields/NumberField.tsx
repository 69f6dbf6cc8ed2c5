/** An optional number: empty means "not set" (the default shown as placeholder). */
import type { ReactNode } from 'react';
import { useDraft } from '../useDraft.ts';
import { Field } from './Field.tsx';

export function NumberField({
  label,
  value,
  onCommit,
  min,
  max,
  step,
  integer = false,
  placeholder,
  hint,
  testId,
}: {
  label: ReactNode;
  value: number | null | undefined;
  onCommit: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  testId?: string;
}) {
  const text = value === null || value === undefined ? '' : String(value);
  const check = (raw: string): string | null => {
    if (raw.trim() === '') return null;
    const n = Number(raw);
    if (!Number.isFinite(n)) return 'Enter a number';
    if (integer && !Number.isInteger(n)) return 'Enter a whole number';
    if (min !== undefined && n < min) return `At least ${min}`;
    if (max !== undefined && n > max) return `At most ${max}`;
    return null;
  };
  const { draft, change, flush } = useDraft(text, (raw) => {
    if (check(raw)) return false;
    const next = raw.trim() === '' ? null : Number(raw);
    if (next !== (value ?? null)) onCommit(next);
  });
  const error = check(draft);
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="sb-input sb-input--number"
          inputMode={integer ? 'numeric' : 'decimal'}
          value={draft}
          placeholder={placeholder}
          step={step}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(e) => change(e.target.value)}
          onBlur={flush}
          onKeyDown={(e) => {
            if (e.key === 'Enter') flush();
          }}
        />
      )}
    </Field>
  );
}
