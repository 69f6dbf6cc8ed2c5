/**
 * Running graph code through the Sandbox port. Nothing reaches the sandbox before the run's
 * trust gate (trustGate.ts) says yes; refused code ends the run with a clear error.
 * Context changes made by the code flow back into the run's context store.
 */
import type { PythonBody, Sandbox, SandboxKind, SandboxResult } from '../sandbox.ts';
import type { JsonValue } from '../json.ts';
import type { ContextStore } from './contextStore.ts';
import { raceAbort } from './modelCall.ts';

export interface CodeRequest {
  kind: SandboxKind;
  code: string;
  /** set when `code` is a Python body (kernel/codeToRun.ts) */
  python?: PythonBody;
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
  /** the run's trust gate (trustGate.ts) */
  allow: (request: { label: string; kind: SandboxKind }) => Promise<void>;
  context: ContextStore;
  signal: AbortSignal;
}

export const DEFAULT_CODE_TIMEOUT_MS = 5000;

export async function runCode(deps: SandboxCallDeps, request: CodeRequest): Promise<SandboxResult> {
  await deps.allow({ label: request.label, kind: request.kind });
  const result = await raceAbort(
    deps.sandbox.run({
      kind: request.kind,
      code: request.code,
      ...(request.python ? { python: request.python } : {}),
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
