/**
 * The TypeScript syntax lint rule (src/graph/lint/codeSyntax.ts) brings a 25 KiB gz parser, so it
 * is not loaded on first paint: it is asked for when code starts to matter, when a code editor
 * opens (Monaco loads) or a run is about to start (typing in the composer). The canvas' lint store
 * loads it then and lints again.
 */
import { create } from 'zustand';

export const useCodeLintRequest = create<{ wanted: boolean }>()(() => ({ wanted: false }));

export function requestCodeLint(): void {
  if (!useCodeLintRequest.getState().wanted) useCodeLintRequest.setState({ wanted: true });
}
