/**
 * Drives a run to its end for tests: collects events, answers approvals and continues pauses.
 */
import type { Graph } from '../../graph/schema.ts';
import { createScriptedModel, type ScriptedModel, type ScriptedTurn } from '../../models/scripted.ts';
import type { OutputItem, ProtocolItem } from '../../models/items.ts';
import type { RunOptions, RunResult } from '../handle.ts';
import type { RunEvent } from '../events.ts';
import { run } from '../index.ts';
import { counterIds } from '../kernel/index.ts';
import { createFakeSandbox } from './fakeSandbox.ts';

export interface DriveOptions extends Partial<RunOptions> {
  /** answer each approval_needed in order (default: approve) */
  approvals?: Array<{ approved: boolean; message?: string }>;
}

export interface Driven {
  result: RunResult;
  model: ScriptedModel;
  events: RunEvent[];
}

/** A turn may also be a bare list of output items. */
export type DriveTurn = ScriptedTurn | OutputItem[];

export async function drive(graph: Graph, input: string | ProtocolItem[], turns: DriveTurn[], options: DriveOptions = {}): Promise<Driven> {
  const model = createScriptedModel(turns.map((t) => (Array.isArray(t) ? { output: t } : t)));
  const { approvals = [], ...rest } = options;
  const handle = run(graph, input, { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false, ...rest });
  let approvalIndex = 0;
  for await (const event of handle) {
    if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, approvals[approvalIndex++] ?? { approved: true });
    if (event.type === 'paused') handle.continue();
  }
  const result = await handle.result;
  return { result, model, events: result.events };
}
