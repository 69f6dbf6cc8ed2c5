/**
 * A JSON field in Monaco: a JSON Schema (checked against the meta-schema as you type) or a plain
 * JSON value. Only text that passes is committed; until then the message says what is wrong.
 */
import type { ReactNode } from 'react';
import { useEditorKit } from '../editorKit.tsx';
import { useUiStore } from '../../../store/uiStore.ts';
import { useDraft } from '../useDraft.ts';

export type JsonCheck = (text: string) => { ok: true; value: unknown } | { ok: false; message: string; line?: number };

export function jsonText(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function JsonField({
  label,
  path,
  value,
  onCommit,
  check,
  kind = 'schema',
  hint,
  aside,
  minLines = 5,
  loadOn,
}: {
  label: ReactNode;
  path: string;
  value: unknown;
  onCommit: (value: unknown) => void;
  check?: JsonCheck;
  kind?: 'schema' | 'value';
  hint?: ReactNode;
  aside?: ReactNode;
  minLines?: number;
  /** 'focus' for fields on first paint: Monaco loads when the field is first focused */
  loadOn?: 'mount' | 'focus';
}) {
  const theme = useUiStore((s) => s.theme);
  const { CodeEditor, readJsonSchemaText } = useEditorKit();
  const validate: JsonCheck = check ?? readJsonSchemaText;
  const text = jsonText(value);
  const { draft, change, flush } = useDraft(text, (next) => {
    const result = validate(next);
    if (!result.ok) return false;
    if (jsonText(result.value) !== text) onCommit(result.value);
  });
  const result = draft === text ? null : validate(draft);
  const error = result && !result.ok ? `${result.message}${result.line ? ` (line ${result.line})` : ''}` : null;
  return (
    <div className="sb-field" data-invalid={error ? 'true' : undefined}>
      <div className="sb-field__label-row">
        <span className="sb-label">{label}</span>
        {aside && <span className="sb-field__aside">{aside}</span>}
      </div>
      <CodeEditor
        language="json"
        jsonKind={kind}
        path={path}
        value={draft}
        onChange={change}
        onBlur={flush}
        theme={theme}
        invalid={!!error}
        ariaLabel={typeof label === 'string' ? label : path}
        minLines={minLines}
        maxLines={24}
        loadOn={loadOn}
      />
      {error ? (
        <p className="sb-error-text" role="alert" data-testid={`json-error:${path}`}>
          {error}. Not saved until fixed.
        </p>
      ) : (
        hint && <p className="sb-hint">{hint}</p>
      )}
    </div>
  );
}
