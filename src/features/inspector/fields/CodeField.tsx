/** A TypeScript code field (tool, filter, guardrail, on-handoff) with the sandbox API typed. */
import { useRef, useState, type ReactNode } from 'react';
import { useEditorKit, type CodeKind } from '../editorKit.tsx';
import { useProjectStore } from '../../../store/projectStore.ts';
import { useUiStore } from '../../../store/uiStore.ts';
import { Button, Dialog } from '../../../ui/index.ts';
import { useDraft } from '../useDraft.ts';

/** Lines the wide editor shows: the window's height less the dialog's header and footer. */
const WIDE_LINES = () => Math.max(12, Math.floor((window.innerHeight - 260) / 18));

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
  const [expanded, setExpanded] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  // the editor on screen (the wide one while it is open) formats its text (MonacoField.tsx)
  const format = () => {
    const scope = expanded ? document.querySelector('[data-testid="code-expanded"]') : frame.current;
    scope?.querySelector('.sb-code')?.dispatchEvent(new Event('sb-format'));
  };
  const name = typeof label === 'string' ? label : path;
  const tools = (
    <>
      <Button size="sm" variant="ghost" onClick={format} title="Format the code (Shift+Alt+F in the editor)" data-testid="code-format">
        Format
      </Button>
      {!expanded && (
        <Button size="sm" variant="ghost" icon="fit" onClick={() => setExpanded(true)} title="Edit in a wide window" data-testid="code-expand">
          Expand
        </Button>
      )}
    </>
  );
  return (
    <div className="sb-field" ref={frame}>
      <div className="sb-field__label-row">
        <span className="sb-label">{label}</span>
        <span className="sb-field__aside">
          {draft.trim() === '' ? (
            <Button size="sm" variant="ghost" icon="code" onClick={() => onCommit(codeTemplates[kind])}>
              Start from template
            </Button>
          ) : (
            tools
          )}
        </span>
      </div>
      {expanded && (
        <Dialog
          open
          onClose={() => {
            flush();
            setExpanded(false);
          }}
          title={name}
          width={1100}
          data-testid="code-expanded"
          footer={
            <>
              {tools}
              <Button
                variant="primary"
                onClick={() => {
                  flush();
                  setExpanded(false);
                }}
              >
                Done
              </Button>
            </>
          }
        >
          <CodeEditor
            language="typescript"
            path={`${path}/wide`}
            value={draft}
            onChange={change}
            theme={theme}
            ariaLabel={`${name} (wide)`}
            minLines={WIDE_LINES()}
            maxLines={WIDE_LINES()}
            declarations={declarations}
          />
        </Dialog>
      )}
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
