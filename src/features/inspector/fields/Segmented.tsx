/** A small radio group drawn as a segmented control. */
import { useId, type ReactNode } from 'react';

export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: ReactNode;
  value: T;
  options: { value: T; label: string; title?: string }[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  const name = useId();
  return (
    <div className="sb-field">
      <div className="sb-field__label-row">
        <span className="sb-label" id={`${name}-label`}>
          {label}
        </span>
      </div>
      <div className="sb-segmented" role="radiogroup" aria-labelledby={`${name}-label`} data-testid={testId}>
        {options.map((o) => (
          <label key={o.value} className="sb-segmented__option" title={o.title} data-checked={o.value === value || undefined}>
            <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </div>
  );
}
