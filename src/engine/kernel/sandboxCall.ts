/**
 * Running graph code through the Sandbox port. Code from an untrusted graph (an import or a share
 * link the user has not trusted) is never sent to the sandbox: the run ends with a clear error.
 * Context changes made by the code flow back into the run's context store.
 */
import type { Sandbox, SandboxKind, SandboxResult } from '../sandbox.ts';
import type { JsonValue } from '../json.ts';
import type { ContextStore } from './contextStore.ts';
import { RunError, UNTRUSTED_CODE_ERROR } from './runError.ts';
import { raceAbort } from './modelCall.ts';

export interface CodeRequest {
  kind: SandboxKind;
  code: string;
  input: JsonValue;
  /** default 5000 ms */
  timeoutMs?: number;
  /** where the code lives, for the untrusted-code message (e.g. `tool "refund"`) */
  label: string;
  /** span the code runs under (context_changed events are tied to it) */
  spanId?: string | null;
}

export interface SandboxCallDeps {
  sandbox: Sandbox;
  trusted: boolean;
  context: ContextStore;
  signal: AbortSignal;
}

export const DEFAULT_CODE_TIMEOUT_MS = 5000;

export function untrustedCodeMessage(label: string): string {
  return `This graph was imported or opened from a link, so its code does not run until you trust it. Blocked: ${label}. Trust the graph to run its code.`;
}

export async function runCode(deps: SandboxCallDeps, request: CodeRequest): Promise<SandboxResult> {
  if (!deps.trusted) throw new RunError(UNTRUSTED_CODE_ERROR, untrustedCodeMessage(request.label));
  const result = await raceAbort(
    deps.sandbox.run({
      kind: request.kind,
      code: request.code,
      input: request.input,
      context: deps.context.get(),
      timeoutMs: request.timeoutMs ?? DEFAULT_CODE_TIMEOUT_MS,
      signal: deps.signal,
    }),
    deps.signal,
  );
  if (result.ok) deps.context.replace(result.context, request.spanId ?? null);
  return result;
}
