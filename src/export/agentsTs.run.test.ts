/**
 * Runs the TypeScript export of the every-feature fixture on the real @openai/agents 0.20.0 with
 * a scripted model (no network), in a child process (tsx), to prove that the generated glue works:
 * handoff input types and on-handoff code, keep-last filtering, approvals, tool guardrails and the
 * no-op handoff() given to tool code. (agentsTs.equivalence.test.ts compares with the engine.)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportAgentsTs } from './agentsTs.ts';
import { everyFeatureGraph } from './fixtures/graphs.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// inside the repository so that @openai/agents resolves; one folder per process (concurrent runs)
const DIR = join(ROOT, 'node_modules', '.cache', 'switchboard-export-run', String(process.pid));

const DRIVER = `
import { Runner, Usage } from '@openai/agents';
import { ScriptedModel, modelResponse, assistantMessage, functionCall } from '@openai/agents-core/testing';
import * as exported from './every-feature.ts';

const step = (...output) => modelResponse({ output, usage: new Usage() });
const details = { tags: [], count: 1, urgent: true, score: null };

async function scenario(steps, approve) {
  const model = new ScriptedModel(steps);
  const runner = new Runner({ modelProvider: { getModel: () => model }, tracingDisabled: true });
  const context = exported.initialContext();
  const result = await exported.runGraph('My boots broke', { runner, context, approve });
  return {
    lastAgent: result.lastAgent?.name,
    finalOutput: result.finalOutput,
    context,
    instructions: model.calls.map((c) => c.request.systemInstructions),
    inputLengths: model.calls.map((c) => c.request.input.length),
    toolOutputs: Object.fromEntries(model.calls.flatMap((c) => c.request.input).filter((i) => i.type === 'function_call_result').map((i) => [i.callId, i.output.text ?? i.output])),
  };
}

const approvals = [];
const approve = async (item) => { approvals.push(item.name); return true; };
const typed = await scenario([
  step(functionCall('escalate_to_repairs', { reason: 'broken', priority: 'high', item_id: null, details }, { callId: 'c1' })),
  step(functionCall('refund_item', { item_id: 'boots', reason: 'fraud' }, { callId: 'c2' })),
  step(assistantMessage(JSON.stringify({ resolution: 'sent to a human', refunded: false }))),
], approve);

const guarded = await scenario([
  step(functionCall('escalate_to_repairs', { reason: 'squeaks', priority: 'low', item_id: 'b1', details }, { callId: 'c1' })),
  step(functionCall('refund_item', { item_id: 'blocked-1', reason: 'squeaks' }, { callId: 'c2' })),
  step(assistantMessage(JSON.stringify({ resolution: 'refused', refunded: false }))),
], approve);

console.log(JSON.stringify({ typed: { ...typed, approvals }, guarded }));
`;

describe('Agents SDK TypeScript export, run', () => {
  it('runs the every-feature export with a scripted model the way the graph describes', () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, 'package.json'), '{ "type": "module", "private": true }\n');
    writeFileSync(join(DIR, 'every-feature.ts'), exportAgentsTs(everyFeatureGraph()));
    writeFileSync(join(DIR, 'driver.mjs'), DRIVER);
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'driver.mjs'], { cwd: DIR, encoding: 'utf8', env: { ...process.env, OPENAI_API_KEY: '' }, timeout: 45_000, killSignal: 'SIGKILL' });
    rmSync(DIR, { recursive: true, force: true });
    const { typed, guarded } = JSON.parse(stdout.trim().split('\n').at(-1)!);

    // escalate_to_repairs (typed input, on-handoff code, keep-last 6) → refund_item after approval
    expect(typed.approvals).toEqual(['refund_item', 'refund_item']);
    expect(typed.lastAgent).toBe('Issues and Repairs');
    expect(typed.finalOutput).toEqual({ resolution: 'sent to a human', refunded: false });
    expect(typed.context.escalation_reason).toBe('broken');
    expect(typed.context.refunded).toBeUndefined(); // the fraud branch returned before setting it
    expect(typed.instructions).toEqual([
      'You are the front desk of ACME Inc. The customer is a regular customer.\nRoute them to the right department.',
      'You solve product issues and issue refunds.',
      'You solve product issues and issue refunds.',
    ]);
    // handoff() from tool code does nothing on the SDK (as in the engine's Agents SDK profile)
    expect(typed.toolOutputs.c2).toBe('escalated');
    expect(typed.inputLengths).toEqual([1, 3, 5]);

    // the tool input guardrail sees { tool, arguments, agent } and rejects the blocked item
    expect(guarded.toolOutputs.c2).toBe('This item cannot be refunded.');
    expect(guarded.context.refunded).toBeUndefined();
    expect(guarded.finalOutput).toEqual({ resolution: 'refused', refunded: false });
  }, 60_000);
});
