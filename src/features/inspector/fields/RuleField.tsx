/** A true / false / { when } field (enabled, needs approval): a segmented choice plus the expression. */
import type { ReactNode } from 'react';
import type { WhenRule } from '../../../graph/schema.ts';
import { whenExpressionError } from '../whenExpression.ts';
import { Segmented } from './Segmented.tsx';
import { TextField } from './TextField.tsx';

type Rule = boolean | WhenRule;

export function RuleField({
  label,
  value,
  onChange,
  trueLabel,
  falseLabel,
  order = 'true-first',
  expressionHint,
  testId,
}: {
  label: ReactNode;
  value: Rule;
  /** options.coalesce is set while typing the expression */
  onChange: (value: Rule, typing?: boolean) => void;
  trueLabel: string;
  falseLabel: string;
  order?: 'true-first' | 'false-first';
  expressionHint?: ReactNode;
  testId?: string;
}) {
  const mode = typeof value === 'boolean' ? String(value) : 'when';
  const choices = [
    { value: 'true', label: trueLabel },
    { value: 'false', label: falseLabel },
  ];
  if (order === 'false-first') choices.reverse();
  return (
    <div className="sb-rule">
      <Segmented
        label={label}
        value={mode}
        testId={testId}
        options={[...choices, { value: 'when', label: 'When…' }]}
        onChange={(next) => {
          if (next === mode) return;
          // `true` is a neutral start for a new rule: it parses and changes nothing until edited
          onChange(next === 'when' ? { when: 'true' } : next === 'true');
        }}
      />
      {typeof value !== 'boolean' && (
        <TextField
          label="Expression"
          mono
          value={value.when}
          validate={whenExpressionError}
          hint={expressionHint}
          testId={testId ? `${testId}-when` : undefined}
          onCommit={(when) => onChange({ ...value, when }, true)}
        />
      )}
    </div>
  );
}
