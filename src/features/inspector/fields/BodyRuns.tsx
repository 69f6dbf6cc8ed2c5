/**
 * One line saying which body of a piece of code the graph's runtime runs (graph/codeBody.ts):
 * the Python body in the sandbox, or the TypeScript (a rule's expression, the instructions text)
 * and why.
 */
import { bodyLabel, type BodyChoice } from '../../../graph/codeBody.ts';
import { useDocumentStore } from '../../../store/documentStore.ts';
import { runtimeLabel } from '../runtimeLabels.ts';

export type BodyKind = 'code' | 'rule' | 'instructions';

export function bodyRunsText(choice: BodyChoice, runtimeName: string, kind: BodyKind): string {
  if (kind === 'code') return bodyLabel(choice, runtimeName);
  if (choice.language === 'python') return kind === 'rule' ? `${runtimeName} runs the Python rule (in the sandbox, Pyodide)` : `${runtimeName} calls the Python instructions function (in the sandbox, Pyodide)`;
  const what = kind === 'rule' ? 'evaluates the expression' : 'sends the instructions text';
  if (choice.fallback === 'js-runtime') return `${runtimeName} ${what} (the Python body is for the Python runtimes)`;
  if (choice.fallback === 'no-def') return `${runtimeName} ${what}: the Python body has no top-level def`;
  if (choice.fallback === 'not-in-runtime') return `${runtimeName} ${what} (${runtimeName} has no Python hook for this)`;
  return `${runtimeName} ${what}`;
}

export function BodyRuns({ choice, kind = 'code', testId }: { choice: BodyChoice; kind?: BodyKind; testId: string }) {
  const runtime = useDocumentStore((s) => s.graph.runtime);
  return (
    <p className="sb-field__hint" data-testid={testId} data-language={choice.language}>
      {bodyRunsText(choice, runtimeLabel(runtime), kind)}.
    </p>
  );
}
