/** One element's changed fields: values before → after, instructions and code as a line diff. */
import { lineDiff, type ElementChange } from '../../graph/graphDiff.ts';

const TEXT_FIELDS = new Set(['instructions', 'code', 'pythonCode', 'description', 'handoffDescription']);

export function Changed({ change, folded = false }: { change: ElementChange; folded?: boolean }) {
  return (
    <details className="sb-diff__changed" open={!folded} data-testid="diff-changed" data-id={change.id}>
      <summary>~ {change.name}</summary>
      {change.fields.map((f) => (
        <div key={f.field} className="sb-diff__field" data-testid="diff-field" data-field={f.field}>
          <span className="sb-diff__field-name">{f.field}</span>
          {TEXT_FIELDS.has(f.field) && typeof f.before === 'string' && typeof f.after === 'string' ? (
            <pre className="sb-diff__text">
              {lineDiff(f.before, f.after).map((line, i) => (
                <span key={i} className={line.kind === '+' ? 'sb-diff__added' : line.kind === '-' ? 'sb-diff__removed' : undefined}>
                  {line.kind} {line.text}
                  {'\n'}
                </span>
              ))}
            </pre>
          ) : (
            <span className="sb-diff__values">
              <span className="sb-diff__removed">{short(f.before)}</span> → <span className="sb-diff__added">{short(f.after)}</span>
            </span>
          )}
        </div>
      ))}
    </details>
  );
}

const short = (value: unknown) => {
  const text = value === undefined ? '(none)' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};
