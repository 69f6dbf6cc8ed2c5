/**
 * The engine: `run(graph, input, options)` runs a graph the way its runtime would and returns a
 * RunHandle (an async iterable of RunEvents with stop / approvals / step controls). The graph's
 * `runtime` picks the profile; each profile is its own loop on the shared kernel (docs/SEMANTICS.md §9.1).
 */
import type { Graph } from '../graph/schema.ts';
import { userMessage, type ProtocolItem } from '../models/items.ts';
import type { RunHandle, RunOptions } from './handle.ts';
import { runAgentsSdk } from './profiles/agentsSdk/runAgentsSdk.ts';
import { JS_SDK_STRINGS } from './profiles/agentsSdk/strings.js.ts';
import { PYTHON_SDK_STRINGS } from './profiles/agentsSdk/strings.python.ts';
import { runSwarm } from './profiles/swarm/index.ts';
import { runAg2 } from './profiles/ag2/index.ts';
import { RunError, startRun } from './kernel/index.ts';

export function run(graph: Graph, input: string | ProtocolItem[], options: RunOptions): RunHandle {
  const items = typeof input === 'string' ? [userMessage(input)] : input;
  switch (graph.runtime) {
    case 'agents-sdk-js':
      return runAgentsSdk(graph, items, options, JS_SDK_STRINGS);
    case 'agents-sdk-python':
      return runAgentsSdk(graph, items, options, PYTHON_SDK_STRINGS);
    case 'swarm':
      return runSwarm(graph, items, options);
    case 'ag2':
      return runAg2(graph, items, options);
    default:
      return notYetSupported(graph, items, options);
  }
}

/** A run that ends at once with a clear error (a runtime whose profile is not available yet). */
function notYetSupported(graph: Graph, input: ProtocolItem[], options: RunOptions): RunHandle {
  return startRun({ graph, input, options, startAgentId: options.startAgentId ?? graph.startAgent ?? '' }, async () => {
    throw new RunError('UnsupportedRuntime', `The "${graph.runtime}" runtime is not yet supported by this engine build.`);
  });
}

export type { RunHandle, RunOptions, RunResult } from './handle.ts';
export type { RunEvent, RunEventType, RunEventOf, SpanRecord, TraceRecord } from './events.ts';
export { replay, exportTrace, counterIds, type ReplayOptions, type TraceExport } from './kernel/index.ts';
export { endedSpan, endedSpans, spanRecords } from './spans.ts';
