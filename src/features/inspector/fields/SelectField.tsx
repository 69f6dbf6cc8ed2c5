/** A native select: a choice commits at once (one undo step). */
import type { ReactNode } from 'react';
import { Field } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  hint,
  error,
  testId,
}: {
  label: ReactNode;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
  testId?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="sb-select"
          value={value}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
