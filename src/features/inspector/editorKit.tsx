/**
 * What the inspector needs from the code editor feature. Features do not import each other: the
 * app passes the editor's kit in (App.tsx), and the inspector's fields take it from context.
 */
import { createContext, useContext, type ComponentType } from 'react';

export type CodeKind = 'tool' | 'on_handoff' | 'input_filter' | 'guardrail' | 'tool_guardrail' | 'output_extractor';

export interface CodeEditorProps {
  language: 'markdown' | 'typescript' | 'json' | 'python';
  path: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  theme: 'light' | 'dark';
  ariaLabel: string;
  minLines?: number;
  maxLines?: number;
  placeholder?: string;
  invalid?: boolean;
  variableNames?: readonly string[];
  jsonKind?: 'schema' | 'value';
  declarations?: string;
  loadOn?: 'mount' | 'focus';
}

export interface EditorKit {
  CodeEditor: ComponentType<CodeEditorProps>;
  codeTemplates: Readonly<Record<CodeKind, string>>;
  sandboxDeclarations: (input: {
    context: Record<string, unknown>;
    agentIds: readonly string[];
    toolParameters?: unknown;
    handoffInputSchema?: unknown;
  }) => string;
  readJsonSchemaText: (text: string) => { ok: true; value: Record<string, unknown> } | { ok: false; message: string; line?: number };
}

/** Without a kit (tests, a shell that did not pass one) code fields fall back to text areas. */
function FallbackEditor(props: CodeEditorProps) {
  return (
    <textarea
      className="sb-textarea sb-input--mono"
      aria-label={props.ariaLabel}
      rows={props.minLines ?? 4}
      value={props.value}
      placeholder={props.placeholder}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
    />
  );
}

const fallbackKit: EditorKit = {
  CodeEditor: FallbackEditor,
  codeTemplates: { tool: '', on_handoff: '', input_filter: '', guardrail: '', tool_guardrail: '', output_extractor: '' },
  sandboxDeclarations: () => '',
  readJsonSchemaText: (text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { ok: true, value: value as Record<string, unknown> }
        : { ok: false, message: 'A JSON Schema here must be an object' };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  },
};

export const EditorKitContext = createContext<EditorKit>(fallbackKit);

export function useEditorKit(): EditorKit {
  return useContext(EditorKitContext);
}
