/**
 * The error every model rejects with when its request's AbortSignal fires. Named `AbortError` like
 * the DOM's, so callers can tell a user's stop from a failure with one check (`isAbortError`).
 */
import { ModelProviderError } from './model.ts';

export function abortError(): Error {
  // A ModelProviderError of kind 'aborted' that is also named AbortError: both checks work.
  const error = new ModelProviderError('The model request was stopped.', 'aborted');
  error.name = 'AbortError';
  return error;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'APIUserAbortError');
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}
