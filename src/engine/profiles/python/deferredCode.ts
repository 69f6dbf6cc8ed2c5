/**
 * Runs tool code without applying its context changes (the kernel's runCode applies them at
 * once). Swarm merges a function's Result.context_variables only after the whole batch of tool
 * calls, so its runner applies the changes itself. Same trust gate and stop() behaviour as the
 * kernel's runCode.
 */
import type { Kernel } from '../../kernel/index.ts';
import { raceAbort, DEFAULT_CODE_TIMEOUT_MS } from '../../kernel/index.ts';
import type { JsonValue } from '../../json.ts';
import type { PythonBody, SandboxResult } from '../../sandbox.ts';

export async function runToolCodeDeferred(
  k: Kernel,
  request: { code: string; python?: PythonBody; input: JsonValue; context: Record<string, JsonValue>; timeoutMs?: number; label: string },
): Promise<SandboxResult> {
  await k.allowCode({ label: request.label, kind: 'tool' });
  return raceAbort(
    k.options.sandbox.run({
      kind: 'tool',
      code: request.code,
      ...(request.python ? { python: request.python } : {}),
      input: request.input,
      context: structuredClone(request.context),
      timeoutMs: request.timeoutMs ?? DEFAULT_CODE_TIMEOUT_MS,
      signal: k.signal,
    }),
    k.signal,
  );
}
