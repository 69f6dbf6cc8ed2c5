/**
 * An in-process Sandbox for engine tests only: runs plain-JavaScript module code with
 * `new Function`, no isolation and no time limit. The real hosts live in src/sandbox.
 * `export default` is turned into a return; a 'when' request is one expression over ctx/args.
 */
import type { HandoffRequest, Sandbox, SandboxRequest, SandboxResult } from '../sandbox.ts';
import type { JsonValue } from '../json.ts';

export interface FakeSandbox extends Sandbox {
  readonly requests: SandboxRequest[];
}

export function createFakeSandbox(): FakeSandbox {
  const requests: SandboxRequest[] = [];
  return {
    requests,
    dispose() {},
    async run(request) {
      requests.push(request);
      const started = Date.now();
      if (request.python) {
        // Python bodies need the real sandbox: sandbox/python's withPython(createNodeSandbox(), createNodePythonRunner)
        return { ok: false, error: { name: 'Error', message: 'the fake sandbox runs no Python', timedOut: false }, logs: [], durationMs: 0 };
      }
      const context = structuredClone(request.context);
      const handoffs: HandoffRequest[] = [];
      const logs: string[] = [];
      try {
        let value: unknown;
        if (request.kind === 'when') {
          value = new Function('ctx', 'args', `return (${request.code});`)(context, request.input);
        } else {
          const fn = new Function(`${request.code.replace(/export\s+default\s+/, 'return ')}`)() as (input: unknown, extra: unknown) => unknown;
          value = await fn(request.input, {
            context,
            handoff: (target: string, message?: string) => {
              handoffs.push(message === undefined ? { target } : { target, message });
            },
          });
        }
        return { ok: true, value: jsonSafe(value), context, handoffs, logs, durationMs: Date.now() - started } satisfies SandboxResult;
      } catch (error) {
        const e = error instanceof Error ? error : new Error(String(error));
        return { ok: false, error: { name: e.name, message: e.message, timedOut: false }, logs, durationMs: Date.now() - started };
      }
    },
  };
}

function jsonSafe(value: unknown): JsonValue {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}
