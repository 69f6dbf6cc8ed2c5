/**
 * What the export dialog needs from the code editor feature: its (lazy) Monaco component, used
 * read-only. Features do not import each other, so the app passes the editor's kit in (App.tsx).
 * Monaco hides validation squiggles in read-only editors, so an import it cannot resolve
 * (`@openai/agents`) does not paint the preview red.
 */
import type { ComponentType } from 'react';

export interface CodeViewerProps {
  /** a Monaco language id: the editor declares three, Monaco itself knows python and plaintext too */
  language: string;
  path: string;
  value: string;
  onChange: (value: string) => void;
  theme: 'light' | 'dark';
  ariaLabel: string;
  readOnly: boolean;
  minLines: number;
  maxLines: number;
}

export interface CodeViewerKit {
  CodeEditor: ComponentType<never>;
}

/** The kit's editor as a viewer. The cast only widens `language` to Monaco ids the editor passes through. */
export function codeViewerOf(kit: CodeViewerKit | undefined): ComponentType<CodeViewerProps> | null {
  return kit ? (kit.CodeEditor as unknown as ComponentType<CodeViewerProps>) : null;
}
