/** A text input or text area whose typing commits after a pause (see useDraft). */
import type { ReactNode } from 'react';
import { useDraft } from '../useDraft.ts';
import { Field } from './Field.tsx';

export function TextField({
  label,
  value,
  onCommit,
  validate,
  hint,
  aside,
  placeholder,
  multiline = false,
  rows = 3,
  mono = false,
  testId,
  list,
  onSettle,
}: {
  label: ReactNode;
  value: string;
  /** called with a valid value; one call is one (coalesced) undo step */
  onCommit: (value: string) => void;
  /** an error message, or null when the value may be committed */
  validate?: (value: string) => string | null;
  hint?: ReactNode;
  aside?: ReactNode;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  mono?: boolean;
  testId?: string;
  /** id of a <datalist> of suggestions */
  list?: string;
  /** called when the person leaves the field (after its last commit): for work that must not run mid-typing */
  onSettle?: () => void;
}) {
  const { draft, change, flush } = useDraft(value, (next) => {
    if (validate?.(next)) return false;
    if (next !== value) onCommit(next);
  });
  const error = validate ? validate(draft) : null;
  const leave = () => {
    flush();
    onSettle?.();
  };
  return (
    <Field label={label} hint={hint} error={error} aside={aside}>
      {({ id, describedBy }) =>
        multiline ? (
          <textarea
            id={id}
            className={`sb-textarea ${mono ? 'sb-input--mono' : ''}`}
            rows={rows}
            value={draft}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            data-testid={testId}
            onChange={(e) => change(e.target.value)}
            onBlur={leave}
          />
        ) : (
          <input
            id={id}
            className={`sb-input ${mono ? 'sb-input--mono' : ''}`}
            value={draft}
            placeholder={placeholder}
            spellCheck={mono ? false : undefined}
            list={list}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            data-testid={testId}
            onChange={(e) => change(e.target.value)}
            onBlur={leave}
            onKeyDown={(e) => {
              if (e.key === 'Enter') flush();
            }}
          />
        )
      }
    </Field>
  );
}
