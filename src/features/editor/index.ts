/** Code fields (Monaco, local and lazy): instructions (markdown), sandbox code (TypeScript), JSON Schemas. */
import { CodeEditor } from './CodeEditor.tsx';
import { readJsonSchemaText } from './jsonSchemaText.ts';
import { CODE_TEMPLATES, sandboxDeclarations } from './sandboxDeclarations.ts';

export { CodeEditor, type CodeEditorProps, type CodeLanguage } from './CodeEditor.tsx';
export type { AppTheme } from './editorThemes.ts';
export { sandboxDeclarations, CODE_TEMPLATES, type CodeKind, type SandboxDeclarationInput } from './sandboxDeclarations.ts';
export { readJsonSchemaText, type JsonSchemaTextResult } from './jsonSchemaText.ts';

/** Everything a feature needs to host code fields; the app hands it to the inspector. */
export const editorKit = {
  CodeEditor,
  codeTemplates: CODE_TEMPLATES,
  sandboxDeclarations,
  readJsonSchemaText,
};
