/**
 * A Python body (a tool's `pythonCode`, a guardrail's, an input filter's, an on-handoff callback's,
 * an agent's instructions function; docs/GRAPH-FORMAT.md): what the Python runtimes run (in the
 * sandbox, graph/codeBody.ts). Clearing the field removes the body: those runtimes fall back to
 * the TypeScript (or the expression, or the instructions text).
 */
import type { ReactNode } from 'react';
import { useUiStore } from '../../../store/uiStore.ts';
import { Button } from '../../../ui/index.ts';
import { useEditorKit } from '../editorKit.tsx';
import { useDraft } from '../useDraft.ts';

export function PythonCodeField({
  label,
  path,
  value,
  template,
  onCommit,
  hint,
  placeholder = 'def tool_name(arg: str, context_variables) -> str: …',
}: {
  label: string;
  path: string;
  value: string | undefined;
  /** what "Start a Python body" inserts */
  template: string;
  /** undefined: no Python body */
  onCommit: (value: string | undefined) => void;
  hint?: ReactNode;
  placeholder?: string;
}) {
  const theme = useUiStore((s) => s.theme);
  const { CodeEditor } = useEditorKit();
  const { draft, change, flush } = useDraft(value ?? '', (next) => {
    const normalized = next.trim() === '' ? undefined : next;
    if (normalized !== value) onCommit(normalized);
  });
  return (
    <div className="sb-field">
      <div className="sb-field__label-row">
        <span className="sb-label">{label}</span>
        {draft.trim() === '' && (
          <span className="sb-field__aside">
            <Button size="sm" variant="ghost" icon="code" onClick={() => onCommit(template)}>
              Start a Python body
            </Button>
          </span>
        )}
      </div>
      <CodeEditor
        language="python"
        path={path}
        value={draft}
        onChange={change}
        onBlur={flush}
        theme={theme}
        ariaLabel={label}
        minLines={4}
        maxLines={24}
        placeholder={placeholder}
      />
      {hint && <p className="sb-hint">{hint}</p>}
    </div>
  );
}
