/**
 * A code field: Monaco, loaded the first time any code field mounts (never on first paint).
 * Until it is ready a plain text block of the same size stands in, so nothing jumps.
 */
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import type { AppTheme } from './editorThemes.ts';
import { editorHeight, FONT_SIZE, LINE_HEIGHT, VERTICAL_PADDING } from './editorMetrics.ts';
import { loadJsonSchemaChecker } from './jsonSchemaText.ts';
import { requestCodeLint } from '../../store/codeLintRequest.ts';
import './codeEditor.css';

/** python: a tool's Python body (syntax colouring only; it never runs in Switchboard) */
export type CodeLanguage = 'markdown' | 'typescript' | 'json' | 'python';

export interface CodeEditorProps {
  language: CodeLanguage;
  /** unique per field (e.g. "tool/look_up_item/code"): the Monaco model's identity */
  path: string;
  value: string;
  onChange: (value: string) => void;
  /** the field lost focus: a good moment to commit */
  onBlur?: () => void;
  theme: AppTheme;
  ariaLabel: string;
  minLines?: number;
  maxLines?: number;
  placeholder?: string;
  readOnly?: boolean;
  /** shows the field in its error state */
  invalid?: boolean;
  /** markdown: the names offered after `{{` */
  variableNames?: readonly string[];
  /** json: whether the text is a JSON Schema (checked against the meta-schema) or a plain value */
  jsonKind?: 'schema' | 'value';
  /** typescript: declarations of the sandbox API for this code (see sandboxDeclarations.ts) */
  declarations?: string;
  /**
   * 'focus': show the light stand-in until the field is focused or clicked, for fields visible on
   * first paint (graph settings), so Monaco never loads before someone edits code.
   */
  loadOn?: 'mount' | 'focus';
  /** focus the editor once it has mounted */
  autoFocus?: boolean;
}

/** Set once any code field asked for Monaco: later fields mount it directly. */
let monacoRequested = false;

const MonacoField = lazy(async () => {
  // code is being edited: its TypeScript syntax errors become lint errors (codeLintRequest.ts)
  requestCodeLint();
  const { loadMonaco } = await import('./loadMonaco.ts');
  await Promise.all([loadMonaco(), loadJsonSchemaChecker()]);
  return import('./MonacoField.tsx');
});

function Placeholder(props: CodeEditorProps & { onActivate?: () => void }) {
  const lines = props.value.split('\n').length;
  const activatable = props.onActivate !== undefined;
  return (
    <div
      className="sb-code-placeholder"
      aria-busy={activatable ? undefined : true}
      aria-label={props.ariaLabel}
      role={activatable ? 'textbox' : undefined}
      tabIndex={activatable ? 0 : undefined}
      onFocus={props.onActivate}
      onMouseDown={props.onActivate}
      style={{
        height: editorHeight(lines, props.minLines ?? 3, props.maxLines ?? 20),
        fontSize: FONT_SIZE,
        lineHeight: `${LINE_HEIGHT}px`,
        padding: `${VERTICAL_PADDING}px 10px`,
      }}
    >
      {props.value || <span className="sb-code-placeholder__hint">{props.placeholder}</span>}
    </div>
  );
}

function CodeEditorImpl(props: CodeEditorProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(() => props.loadOn !== 'focus' || monacoRequested);
  const [focusOnMount, setFocusOnMount] = useState(false);
  if (active) monacoRequested = true;
  // Keys typed in the editor belong to it: keep them from the canvas and app shortcuts (Space
  // pans React Flow, Delete removes nodes, Ctrl+Z is the document's undo).
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const stop = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') event.stopPropagation();
    };
    element.addEventListener('keydown', stop);
    element.addEventListener('keyup', stop);
    return () => {
      element.removeEventListener('keydown', stop);
      element.removeEventListener('keyup', stop);
    };
  }, []);
  return (
    <div
      ref={frame}
      className="sb-code"
      data-invalid={props.invalid ? 'true' : undefined}
      data-language={props.language}
      data-testid={`code:${props.path}`}
    >
      {active ? (
        <Suspense fallback={<Placeholder {...props} />}>
          <MonacoField {...props} autoFocus={props.autoFocus || focusOnMount} />
        </Suspense>
      ) : (
        <Placeholder
          {...props}
          onActivate={() => {
            setFocusOnMount(true);
            setActive(true);
          }}
        />
      )}
    </div>
  );
}

export const CodeEditor = memo(CodeEditorImpl);
