import { describe, expect, it } from 'vitest';
import type { Graph } from '../../graph/schema.ts';
import { assistantMessage, functionCall } from '../../models/items.ts';
import type { SandboxRequest } from '../sandbox.ts';
import { drive } from '../testing/drive.ts';
import { createFakeSandbox } from '../testing/fakeSandbox.ts';
import { edge, testGraph } from '../testing/graphs.ts';
import { RunCancelled, RunError } from './runError.ts';
import { createTrustGate, type TrustRequest } from './trustGate.ts';

describe('createTrustGate', () => {
  it('a fixed answer: true lets code run, false refuses with the label in the message', async () => {
    const signal = new AbortController().signal;
    await expect(createTrustGate(true, signal)({ label: 'tool "t"', kind: 'tool' })).resolves.toBeUndefined();
    const refused = createTrustGate(false, signal)({ label: 'tool "t"', kind: 'tool' });
    await expect(refused).rejects.toBeInstanceOf(RunError);
    await expect(refused).rejects.toMatchObject({ type: 'UntrustedCodeError', message: expect.stringContaining('tool "t"') });
  });

  it('asks once per run, with the first code, however many pieces of code follow or run at once', async () => {
    const asked: TrustRequest[] = [];
    const gate = createTrustGate(async (request) => {
      asked.push(request);
      return true;
    }, new AbortController().signal);
    await Promise.all([gate({ label: 'rule a', kind: 'when' }), gate({ label: 'tool b', kind: 'tool' })]);
    await gate({ label: 'guardrail c', kind: 'guardrail' });
    expect(asked).toEqual([{ label: 'rule a', kind: 'when' }]);
  });

  it('a decider that throws refuses', async () => {
    const gate = createTrustGate(() => Promise.reject(new Error('dialog crashed')), new AbortController().signal);
    await expect(gate({ label: 'x', kind: 'tool' })).rejects.toMatchObject({ type: 'UntrustedCodeError' });
  });

  it('stop() while the question is open cancels the run instead of waiting', async () => {
    const abort = new AbortController();
    const gate = createTrustGate(() => new Promise<boolean>(() => {}), abort.signal);
    const pending = gate({ label: 'x', kind: 'tool' });
    abort.abort();
    await expect(pending).rejects.toBeInstanceOf(RunCancelled);
  });
});

/**
 * Graphs whose only user code is one kind of rule or callback, in every runtime that runs it.
 * The property: no code reaches the sandbox before the gate says yes, and a graph with code is
 * never run without asking.
 */
// One-word names: AG2 refuses agent names with spaces, and every runtime then calls the transfer tool transfer_to_billing.
const billing = { id: 'billing', name: 'billing' };
const triage = { id: 'triage', name: 'triage' };
const lookup = { id: 'lookup', type: 'function' as const, name: 'lookup', code: 'export default () => "ok"' };
const cases: Array<{ name: string; graph: Graph; turns: Parameters<typeof drive>[2] }> = [];
for (const runtime of ['agents-sdk-js', 'agents-sdk-python', 'swarm', 'ag2'] as const) {
  cases.push(
    {
      name: `${runtime}: a handoff enabled only by a when rule`,
      graph: testGraph({ runtime, agents: [triage, billing], handoffs: [edge('h', 'triage', 'billing', { enabled: { when: 'ctx.vip === true' } })], context: { vip: true } }),
      turns: [[functionCall('transfer_to_billing', {}, 'h1')], [assistantMessage('done')], [assistantMessage('done')]],
    },
    {
      name: `${runtime}: a tool enabled by a when rule (no tool code)`,
      graph: testGraph({ runtime, agents: [{ ...triage, tools: ['lookup'] }], tools: [{ ...lookup, code: '', enabled: { when: 'true' } }] }),
      turns: [[assistantMessage('done')]],
    },
    {
      name: `${runtime}: a tool whose approval is a when rule`,
      graph: testGraph({ runtime, agents: [{ ...triage, tools: ['lookup'] }], tools: [{ ...lookup, code: '', needsApproval: { when: 'args.n > 1' } }] }),
      turns: [[functionCall('lookup', { n: 2 }, 'c1')], [assistantMessage('done')], [assistantMessage('done')]],
    },
    {
      name: `${runtime}: tool code`,
      graph: testGraph({ runtime, agents: [{ ...triage, tools: ['lookup'] }], tools: [lookup] }),
      turns: [[functionCall('lookup', {}, 'c1')], [assistantMessage('done')], [assistantMessage('done')]],
    },
  );
}
cases.push({
  name: 'ag2: a context condition',
  graph: testGraph({ runtime: 'ag2', agents: [triage, billing], handoffs: [edge('h', 'triage', 'billing', { trigger: { type: 'context', when: 'ctx.go' } })], context: { go: true } }),
  turns: [[assistantMessage('done')], [assistantMessage('done')]],
});

describe('the kernel asks before the first user code of any kind', () => {
  it.each(cases)('$name', async ({ graph, turns }) => {
    // Trusted: learn whether this runtime runs any code for this graph at all.
    const reference = createFakeSandbox();
    await drive(graph, 'hi', turns, { sandbox: reference, trusted: true, maxTurns: 3 });

    // Refused: nothing reaches the sandbox; if code was due, the run says so.
    const refusedSandbox = createFakeSandbox();
    const refusedAsks: TrustRequest[] = [];
    const refused = await drive(graph, 'hi', turns, {
      sandbox: refusedSandbox,
      maxTurns: 3,
      trusted: async (request) => {
        refusedAsks.push(request);
        return false;
      },
    });
    expect(refusedSandbox.requests).toEqual([]);
    if (reference.requests.length > 0) {
      expect(refusedAsks).toHaveLength(1);
      expect(refused.result.error?.type).toBe('UntrustedCodeError');
    }

    // Allowed: asked exactly once, before the first request reached the sandbox.
    const order: string[] = [];
    const allowedSandbox = createFakeSandbox();
    const run = allowedSandbox.run.bind(allowedSandbox);
    allowedSandbox.run = (request: SandboxRequest) => {
      order.push(`sandbox:${request.kind}`);
      return run(request);
    };
    await drive(graph, 'hi', turns, {
      sandbox: allowedSandbox,
      maxTurns: 3,
      trusted: async ({ kind }) => {
        order.push(`asked:${kind}`);
        return true;
      },
    });
    expect(allowedSandbox.requests.length).toBe(reference.requests.length);
    if (reference.requests.length > 0) expect(order[0]).toMatch(/^asked:/);
    expect(order.filter((o) => o.startsWith('asked:'))).toHaveLength(reference.requests.length > 0 ? 1 : 0);
  });

  it('the when-only cases above do run their rule (so the property is not vacuous)', async () => {
    const silent: string[] = [];
    for (const { name, graph, turns } of cases.filter((c) => /when rule|context condition/.test(c.name))) {
      const sandbox = createFakeSandbox();
      await drive(graph, 'hi', turns, { sandbox, trusted: true, maxTurns: 3 });
      if (!sandbox.requests.some((r) => r.kind === 'when')) silent.push(name);
    }
    // every profile, the Python SDK's included, evaluates each of these rules
    expect(silent).toEqual([]);
  });
});
