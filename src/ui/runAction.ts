/**
 * One wrapper for the app's async actions (open, import, save, trust…): whatever goes wrong is
 * reported as an error toast in plain words, and the promise never rejects, so no failure
 * disappears as an unhandled rejection. `label` says what failed ("The file was not imported").
 */
import { toast } from './toast.ts';

/** A storage refusal (quota, private mode) in words a person can act on. */
export function describeFailure(error: unknown): string {
  const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? (error as Error).name : '';
  if (name === 'QuotaExceededError') {
    return 'The browser refused to store more data (its storage for this site is full). Delete old projects or recordings, or save to a file.';
  }
  if (name === 'InvalidStateError' || name === 'UnknownError') {
    return `The browser's storage failed (${name}). Save your work to a file and reload the page.`;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message || 'Unknown error.';
}

/** Runs `fn`; on failure shows `label` and the reason as an error toast and resolves `undefined`. */
export async function runAction<T>(label: string, fn: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (error) {
    toast.error(label, describeFailure(error));
    return undefined;
  }
}

/** `runAction` for event handlers: `onClick={action('Could not open', () => openProject(id))}`. */
export function action(label: string, fn: () => unknown): () => void {
  return () => void runAction(label, fn);
}
