/**
 * Monaco themes that sit inside the inspector's fields: the app's surface colours (Monaco needs
 * literal colours, not CSS variables, so they mirror the app palette) and no loud highlights.
 */
import type * as MonacoApi from 'monaco-editor';

export const EDITOR_THEME = { light: 'switchboard-light', dark: 'switchboard-dark' } as const;
export type AppTheme = keyof typeof EDITOR_THEME;

export function defineEditorThemes(monaco: typeof MonacoApi): void {
  monaco.editor.defineTheme(EDITOR_THEME.light, {
    base: 'vs',
    inherit: true,
    // `{{var}}` in instructions (markdown's string.target): the accent, not an error red
    rules: [{ token: 'string.target.md', foreground: '4f46e5' }],
    colors: {
      'editor.background': '#ffffff',
      'editor.lineHighlightBackground': '#00000000',
      'editor.lineHighlightBorder': '#00000000',
      'editorLineNumber.foreground': '#b4b4bb',
      'editorLineNumber.activeForeground': '#52525b',
      'editorGutter.background': '#ffffff',
      'editorWidget.border': '#d1d1d6',
      'focusBorder': '#00000000',
    },
  });
  monaco.editor.defineTheme(EDITOR_THEME.dark, {
    base: 'vs-dark',
    inherit: true,
    rules: [{ token: 'string.target.md', foreground: '818cf8' }],
    colors: {
      'editor.background': '#17171a',
      'editor.lineHighlightBackground': '#00000000',
      'editor.lineHighlightBorder': '#00000000',
      'editorLineNumber.foreground': '#4a4a52',
      'editorLineNumber.activeForeground': '#a1a1aa',
      'editorGutter.background': '#17171a',
      'editorWidget.border': '#3a3a41',
      'focusBorder': '#00000000',
    },
  });
}
