/**
 * The error that ends a run. `type` is the runtime's own error class name (MaxTurnsExceededError
 * in JS, MaxTurnsExceeded in Python, …), chosen by the profile's string table, so the UI and the
 * CLI show what the real runtime would have raised.
 */
import type { RunErrorInfo } from '../events.ts';

export class RunError extends Error {
  readonly type: string;
  constructor(type: string, message: string) {
    super(message);
    this.name = type;
    this.type = type;
  }
  toInfo(): RunErrorInfo {
    return { type: this.type, message: this.message };
  }
}

/** Graph code (tool, filter, guardrail, `when`) from an untrusted import: never executed. */
export const UNTRUSTED_CODE_ERROR = 'UntrustedCodeError';

/** The user stopped the run (stop()). Waits inside the run reject with this. */
export class RunCancelled extends Error {
  constructor() {
    super('The run was stopped.');
    this.name = 'RunCancelled';
  }
}

/** Any thrown value as RunErrorInfo (a RunError keeps its type; others become "Error"). */
export function toErrorInfo(error: unknown): RunErrorInfo {
  if (error instanceof RunError) return error.toInfo();
  if (error instanceof Error) return { type: error.name || 'Error', message: error.message };
  return { type: 'Error', message: String(error) };
}
