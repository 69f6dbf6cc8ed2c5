/** A TypeScript code field (tool, filter, guardrail, on-handoff) with the sandbox API typed. */
import type { ReactNode } from 'react';
import { useEditorKit, type CodeKind } from '../editorKit.tsx';
import { useProjectStore } from '../../../store/projectStore.ts';
import { useUiStore } from '../../../store/uiStore.ts';
import { Button } from '../../../ui/index.ts';
import { useDraft } from '../useDraft.ts';

export function CodeField({
  label,
  path,
  value,
  onCommit,
  kind,
  declarations,
  hint,
  minLines = 6,
}: {
  label: ReactNode;
  /** unique per field: the editor model's identity */
  path: string;
  value: string;
  onCommit: (value: string) => void;
  kind: CodeKind;
  declarations: string;
  hint?: ReactNode;
  minLines?: number;
}) {
  const theme = useUiStore((s) => s.theme);
  const { CodeEditor, codeTemplates } = useEditorKit();
  const untrusted = useProjectStore((s) => s.trusted === false);
  const { draft, change, flush } = useDraft(value, (next) => {
    if (next !== value) onCommit(next);
  });
  return (
    <div className="sb-field">
      <div className="sb-field__label-row">
        <span className="sb-label">{label}</span>
        {draft.trim() === '' && (
          <span className="sb-field__aside">
            <Button size="sm" variant="ghost" icon="code" onClick={() => onCommit(codeTemplates[kind])}>
              Start from template
            </Button>
          </span>
        )}
      </div>
      <CodeEditor
        language="typescript"
        path={path}
        value={draft}
        onChange={change}
        onBlur={flush}
        theme={theme}
        ariaLabel={typeof label === 'string' ? label : path}
        minLines={minLines}
        maxLines={28}
        declarations={declarations}
        placeholder="export default async function (args, { context, handoff }) { … }"
      />
      {untrusted && (
        <p className="sb-insp__untrusted" data-testid="code-untrusted">
          This graph came from outside: its code will not run until you trust it (top bar).
        </p>
      )}
      {hint && <p className="sb-hint">{hint}</p>}
    </div>
  );
}
