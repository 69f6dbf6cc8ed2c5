/**
 * Test support for the fuzz suites: a graph run in the simulator to its end, with a sandbox
 * whose code "runs" instantly and agreeably (the run is scripted to finish: no user code is
 * executed, so any error left is the engine's or the simulator's own) and approvals granted.
 */
import { run } from '../engine/index.ts';
import type { RunResult } from '../engine/handle.ts';
import type { Sandbox, SandboxRequest, SandboxResult } from '../engine/sandbox.ts';
import type { Graph } from '../graph/schema.ts';
import { createSimulatorModel } from '../models/simulator/index.ts';

export function scriptedSandbox(): Sandbox {
  return {
    dispose() {},
    async run(request: SandboxRequest): Promise<SandboxResult> {
      const value =
        request.kind === 'when' ? true : request.kind === 'input_filter' ? request.input : request.kind === 'guardrail' ? { tripwire: false, behavior: 'allow' } : request.kind === 'tool' ? 'done' : null;
      return { ok: true, value, context: request.context, handoffs: [], logs: [], durationMs: 0 };
    },
  };
}

/** Runs `graph` on one user message to the end (at most `maxEvents` events, then stopped). */
export async function runToEnd(graph: Graph, input: string, maxEvents = 5_000): Promise<RunResult> {
  const handle = run(graph, input, { model: createSimulatorModel({ chunkDelayMs: 0 }), sandbox: scriptedSandbox(), trusted: true, maxTurns: 6 });
  let events = 0;
  for await (const event of handle) {
    if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: true });
    if (++events > maxEvents) handle.stop();
  }
  return handle.result;
}
