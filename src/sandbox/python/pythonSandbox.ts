/**
 * The engine's Sandbox with Python: requests carrying a Python body (SandboxRequest.python) go
 * to the project's Python runner, everything else to the TypeScript sandbox. The runner is made
 * on the first Python request, so Pyodide loads only when Python is about to run. Both sit
 * behind the kernel's trust gate (it is asked before the sandbox is), so Python is gated exactly
 * as TypeScript is.
 */
import type { JsonValue } from '../../engine/json.ts';
import type { HandoffRequest, Sandbox, SandboxRequest, SandboxResult } from '../../engine/sandbox.ts';
import { INVOKE_ENTRY, INVOKE_MODULE } from './invoke.py.ts';
import type { PythonRunner, PythonRunResult } from './protocol.ts';
import { RUNTIME_STAND_INS } from './standIns.py.ts';

const MODULES: Record<string, string> = { ...RUNTIME_STAND_INS, _switchboard_invoke: INVOKE_MODULE };

export interface PythonSandbox extends Sandbox {
  /** the runner, once a Python body has run (for benches and tests) */
  pythonRunner(): PythonRunner | undefined;
  /** starts Python loading before the first Python body asks for it */
  warm(): Promise<void>;
}

/**
 * `keepRunner`: the runner belongs to someone else (a project's kept runtime,
 * browser/projectPython.ts) and outlives this sandbox, so dispose() leaves it running.
 */
export function withPython(base: Sandbox, createRunner: () => PythonRunner | Promise<PythonRunner>, options: { keepRunner?: boolean } = {}): PythonSandbox {
  let runner: Promise<PythonRunner> | undefined;
  let made: PythonRunner | undefined;
  let disposed = false;
  const getRunner = (): Promise<PythonRunner> =>
    (runner ??= Promise.resolve(createRunner()).then((r) => {
      made = r;
      if (disposed && !options.keepRunner) r.dispose();
      return r;
    }));

  return {
    async run(request) {
      if (!request.python) return base.run(request);
      let python: PythonRunner;
      try {
        python = await getRunner();
      } catch (error) {
        return { ok: false, error: { name: 'SandboxError', message: `Python could not start: ${(error as Error).message}`, timedOut: false }, logs: [], durationMs: 0 };
      }
      return runPythonBody(python, request);
    },
    dispose() {
      disposed = true;
      base.dispose();
      if (!options.keepRunner) made?.dispose();
    },
    pythonRunner: () => made,
    async warm() {
      if (disposed) return;
      await getRunner()
        .then((r) => r.warm())
        .catch(() => undefined);
    },
  };
}

export async function runPythonBody(runner: PythonRunner, request: SandboxRequest): Promise<SandboxResult> {
  const body = request.python;
  if (!body) throw new TypeError('runPythonBody needs a request with a Python body');
  const result = await runner.run({
    source: request.code + INVOKE_ENTRY,
    filename: `${body.defName}.py`,
    moduleName: '__main__',
    entry: '__switchboard_entry',
    args: [
      {
        kind: request.kind,
        runtime: body.runtime,
        defName: body.defName,
        agents: body.agents,
        toolName: body.toolName ?? '',
        agentId: body.agentId ?? '',
        rule: body.rule ?? '',
        guardrail: body.guardrail ?? '',
        context: request.context,
        input: request.input,
      } as unknown as JsonValue,
    ],
    sharedModules: MODULES,
    timeoutMs: request.timeoutMs,
    signal: request.signal,
  });
  return toSandboxResult(result, request.context);
}

function toSandboxResult(result: PythonRunResult, contextBefore: Record<string, JsonValue>): SandboxResult {
  const logs = result.output === '' ? [] : result.output.replace(/\n$/, '').split('\n');
  if (result.outputTruncated) logs.push('… (output cut at the sandbox limit)');
  if (!result.ok) {
    return { ok: false, error: { name: result.error.type, message: result.error.message, timedOut: result.error.timedOut }, logs, durationMs: result.durationMs };
  }
  const v = result.value as { value?: JsonValue; context?: JsonValue; handoffs?: JsonValue } | null;
  const context = v && isRecord(v.context) ? (v.context as Record<string, JsonValue>) : contextBefore;
  const handoffs: HandoffRequest[] = Array.isArray(v?.handoffs)
    ? v.handoffs.filter(isRecord).flatMap((h) =>
        typeof h.target === 'string' ? [typeof h.message === 'string' ? { target: h.target, message: h.message } : { target: h.target }] : [],
      )
    : [];
  return { ok: true, value: v?.value ?? null, context, handoffs, logs, durationMs: result.durationMs };
}

function isRecord(value: unknown): value is Record<string, JsonValue> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
