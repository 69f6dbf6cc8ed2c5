/** Lint findings about the selected element, at the top of its inspector. */
import type { InspectorLint } from './useSelectionLint.ts';

export function LintMessages({ messages }: { messages: InspectorLint[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="sb-insp__lint" aria-label="Problems" data-testid="inspector-lint">
      {messages.map((m, i) => (
        <li key={i} className={`sb-insp__lint-item sb-insp__lint-item--${m.severity}`}>
          <span className="sb-insp__lint-dot" aria-hidden="true" />
          <span>{m.message}</span>
        </li>
      ))}
    </ul>
  );
}
