/**
 * Loads Monaco once, on the first editor that opens (never on first paint), from the local
 * `monaco-editor` package, and configures the three languages Switchboard edits.
 */
import { loader } from '@monaco-editor/react';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import { installMonacoEnvironment } from './monacoEnvironment.ts';
import { findOpenPlaceholder, placeholderInsertText } from './contextVariableCompletion.ts';
import { defineEditorThemes } from './editorThemes.ts';

export type Monaco = typeof import('monaco-editor');

/** Model paths of JSON Schema fields end with this, so the meta-schema applies to them only. */
export const JSON_SCHEMA_SUFFIX = '.schema.json';
const SANDBOX_LIB_PATH = 'file:///switchboard/sandbox.d.ts';

let loading: Promise<Monaco> | null = null;
let loaded: Monaco | null = null;
let sandboxLib = '';
let contextVariableNames: readonly string[] = [];

export function loadedMonaco(): Monaco | null {
  return loaded;
}

export function loadMonaco(): Promise<Monaco> {
  loading ??= (async () => {
    installMonacoEnvironment();
    const monaco = await import('monaco-editor');
    loader.config({ monaco });
    configure(monaco);
    loaded = monaco;
    return monaco;
  })();
  return loading;
}

/** Names offered after `{{` in instructions; set by the editor that shows them. */
export function setContextVariableNames(names: readonly string[]): void {
  contextVariableNames = names;
}

/** Declarations of the sandbox API for the code being edited (see sandboxDeclarations.ts). */
export function setSandboxDeclarations(text: string): void {
  if (text === sandboxLib) return;
  sandboxLib = text;
  loaded?.typescript.typescriptDefaults.setExtraLibs([{ content: text, filePath: SANDBOX_LIB_PATH }]);
}

function configure(monaco: Monaco): void {
  defineEditorThemes(monaco);

  monaco.json.jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [{ uri: 'http://json-schema.org/draft-07/schema#', fileMatch: [`*${JSON_SCHEMA_SUFFIX}`], schema: draft07 }],
  });

  const ts = monaco.typescript;
  ts.typescriptDefaults.setCompilerOptions({
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.NodeJs,
    // the sandbox has no DOM: only the language's own library
    lib: ['es2022'],
    strict: true,
    noImplicitAny: false,
    allowNonTsExtensions: true,
    isolatedModules: true,
  });
  ts.typescriptDefaults.setEagerModelSync(true);
  if (sandboxLib) ts.typescriptDefaults.setExtraLibs([{ content: sandboxLib, filePath: SANDBOX_LIB_PATH }]);

  monaco.languages.registerCompletionItemProvider('markdown', {
    triggerCharacters: ['{'],
    provideCompletionItems(model, position) {
      const line = model.getLineContent(position.lineNumber);
      const open = findOpenPlaceholder(line.slice(0, position.column - 1));
      if (!open) return { suggestions: [] };
      const after = line.slice(position.column - 1);
      const range = new monaco.Range(position.lineNumber, open.startColumn, position.lineNumber, position.column);
      return {
        suggestions: contextVariableNames.map((name) => ({
          label: name,
          kind: monaco.languages.CompletionItemKind.Variable,
          detail: 'context variable',
          insertText: placeholderInsertText(name, after),
          range,
        })),
      };
    },
  });
}
