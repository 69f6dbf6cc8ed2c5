import { describe, expect, it } from 'vitest';
import { startRun } from './kernel.ts';
import { counterIds } from './ids.ts';
import { RunError } from './runError.ts';
import { exportTrace } from './traceExport.ts';
import { replay } from './replay.ts';
import { createScriptedModel } from '../../models/scripted.ts';
import { assistantMessage, userMessage } from '../../models/items.ts';
import type { Model, ModelRequest } from '../../models/model.ts';
import { createFakeSandbox } from '../testing/fakeSandbox.ts';
import { testGraph } from '../testing/graphs.ts';
import type { RunEvent } from '../events.ts';
import { spanRecords } from '../spans.ts';
import type { RunOptions } from '../handle.ts';

const graph = testGraph({ agents: [{ id: 'a', name: 'A' }] });

function options(over: Partial<RunOptions> = {}): RunOptions {
  return { model: createScriptedModel([{ output: [assistantMessage('hi')] }]), sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), now: () => 1_700_000_000_000, ...over };
}

function request(input = [userMessage('x')]): Omit<ModelRequest, 'signal'> {
  return { model: 'm', systemInstructions: 'sys', input, tools: [], handoffs: [], modelSettings: {}, outputSchema: null };
}

/** A model that never answers until aborted, recording the signal it was given. */
function hangingModel(): Model & { signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  const wait = (r: ModelRequest) =>
    new Promise<never>((_, reject) => {
      signals.push(r.signal!);
      r.signal!.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
    });
  return {
    provider: 'hang',
    signals,
    getResponse: wait,
    async *getStreamedResponse(r) {
      yield await wait(r);
    },
  };
}

describe('kernel', () => {
  it('stamps seq/t/spanId, emits spans with SDK ids and ends with run_end', async () => {
    const handle = startRun({ graph, input: [userMessage('x')], options: options(), startAgentId: 'a' }, async (k) => {
      const agent = k.span({ type: 'agent', name: 'A', handoffs: [], tools: [], output_type: 'text' }, null);
      const response = await k.callModel({ model: k.modelFor('m'), agentId: 'a', turn: 1, request: request(), parent: agent });
      agent.end();
      return { status: 'completed', finalOutput: response.output.length };
    });
    const result = await handle.result;
    expect(result.status).toBe('completed');
    expect(result.finalOutput).toBe(1);
    const events = result.events;
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i));
    expect(events[0].type).toBe('run_start');
    expect(events.at(-1)!.type).toBe('run_end');
    const spans = exportTrace(events).spans;
    expect(spans.map((s) => s.span_data.type)).toEqual(['agent', 'generation']);
    for (const s of spans) {
      expect(s.id).toMatch(/^span_[0-9a-f]{24}$/);
      expect(s.trace_id).toMatch(/^trace_[0-9a-f]{32}$/);
      expect(s.ended_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(spans[1].parent_id).toBe(spans[0].id);
    const req = events.find((e) => e.type === 'model_request')!;
    expect(req.spanId).toBe(spans[1].id);
    expect(events.filter((e) => e.type === 'model_delta').map((e) => (e as RunEventOfDelta).delta)).toEqual(['hi']);
  });

  it('keeps one copy of the span data a span start and end share (unless it was updated)', async () => {
    const handle = startRun({ graph, input: [userMessage('x')], options: options(), startAgentId: 'a' }, async (k) => {
      const agent = k.span({ type: 'agent', name: 'A', handoffs: [], tools: [], output_type: 'text' }, null);
      await k.callModel({ model: k.modelFor('m'), agentId: 'a', turn: 1, request: request(), parent: agent });
      agent.end();
      return { status: 'completed', finalOutput: null };
    });
    const { events } = await handle.result;
    const [agentStart, generationStart] = events.flatMap((e) => (e.type === 'span_start' ? [e.span] : []));
    const [generationEnd, agentEnd] = events.flatMap((e) => (e.type === 'span_end' ? [e] : []));
    // an end carries only what its start lacks: unchanged data is not repeated
    expect(agentEnd).toMatchObject({ spanId: agentStart.id, data: null, error: null, endedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(Object.keys(agentEnd)).toEqual(['type', 'endedAt', 'data', 'error', 'seq', 't', 'spanId']);
    // the generation got its output and usage: a new data object, the start's left as it was
    expect(generationEnd.spanId).toBe(generationStart.id);
    expect(generationEnd.data).toMatchObject({ type: 'generation', output: [assistantMessage('hi')], usage: { input_tokens: expect.any(Number) } });
    expect(generationStart.span_data).toMatchObject({ output: null, usage: null });
    expect(generationStart.ended_at).toBeNull();
    expect(spanRecords(events).get(generationStart.id)).toEqual({ ...generationStart, ended_at: generationEnd.endedAt, span_data: generationEnd.data });
    // stamped events stay plain objects with the body's fields first
    expect(Object.getPrototypeOf(events[1])).toBe(Object.prototype);
    expect(Object.keys(events.find((e) => e.type === 'item' || e.type === 'model_request')!).slice(-3)).toEqual(['seq', 't', 'spanId']);
  });

  it('lets a late iterator see every event from the first one', async () => {
    const handle = startRun({ graph, input: [], options: options(), startAgentId: 'a' }, async (k) => {
      await k.callModel({ model: k.modelFor('m'), agentId: 'a', turn: 1, request: request(), parent: null });
      return { status: 'completed', finalOutput: 'ok' };
    });
    const result = await handle.result;
    const seen: RunEvent[] = [];
    for await (const e of handle) seen.push(e);
    expect(seen).toEqual(result.events);
  });

  it('stop() aborts the in-flight model request and ends cancelled with the transcript and trace', async () => {
    const model = hangingModel();
    const handle = startRun({ graph, input: [userMessage('x')], options: options({ model }), startAgentId: 'a' }, async (k) => {
      const agent = k.span({ type: 'agent', name: 'A', handoffs: [], tools: [], output_type: 'text' }, null);
      await k.callModel({ model, agentId: 'a', turn: 1, request: request(), parent: agent });
      return { status: 'completed', finalOutput: 'never' };
    });
    for await (const e of handle) {
      if (e.type === 'model_request') handle.stop();
    }
    const result = await handle.result;
    expect(model.signals[0].aborted).toBe(true);
    expect(result.status).toBe('cancelled');
    expect(result.items).toEqual([userMessage('x')]);
    expect(exportTrace(result.events).spans.every((s) => s.ended_at !== null)).toBe(true);
  });

  it('step mode pauses before a model call until continue()', async () => {
    const handle = startRun({ graph, input: [], options: options({ stepMode: true }), startAgentId: 'a' }, async (k) => {
      await k.pause({ before: 'model_call', agentId: 'a', detail: 'A' }, null);
      return { status: 'completed', finalOutput: 'done' };
    });
    const types: string[] = [];
    for await (const e of handle) {
      types.push(e.type);
      if (e.type === 'paused') {
        expect(e.before).toBe('model_call');
        handle.continue();
      }
    }
    expect(types).toEqual(['run_start', 'paused', 'resumed', 'run_end']);
  });

  it('breakpoints match agents (model calls) and kinds (tool, handoff)', async () => {
    const handle = startRun({ graph, input: [], options: options({ breakpoints: { agents: ['b'], kinds: ['handoff'] } }), startAgentId: 'a' }, async (k) => {
      await k.pause({ before: 'model_call', agentId: 'a', detail: '' }, null);
      await k.pause({ before: 'tool_call', agentId: 'a', detail: '' }, null);
      await k.pause({ before: 'handoff', agentId: 'a', detail: '' }, null);
      await k.pause({ before: 'model_call', agentId: 'b', detail: '' }, null);
      return { status: 'completed', finalOutput: null };
    });
    const paused: string[] = [];
    for await (const e of handle) {
      if (e.type === 'paused') {
        paused.push(`${e.before}:${e.agentId}`);
        handle.continue();
      }
    }
    expect(paused).toEqual(['handoff:a', 'model_call:b']);
  });

  it('waits for an approval and reports the decision', async () => {
    const handle = startRun({ graph, input: [], options: options(), startAgentId: 'a' }, async (k) => {
      const d = await k.requestApproval({ agentId: 'a', toolId: 't', callId: 'c1', name: 't', arguments: '{}', spanId: null });
      return { status: 'completed', finalOutput: `${d.approved}:${d.message}` };
    });
    for await (const e of handle) if (e.type === 'approval_needed') handle.resolveApproval(e.approvalId, { approved: false, message: 'no' });
    expect((await handle.result).finalOutput).toBe('false:no');
  });

  it('refuses to run code of an untrusted graph, with a clear error', async () => {
    const sandbox = createFakeSandbox();
    const handle = startRun({ graph, input: [], options: options({ trusted: false, sandbox }), startAgentId: 'a' }, async (k) => {
      await k.runCode({ kind: 'tool', code: 'export default () => 1', input: {}, label: 'tool "t"' });
      return { status: 'completed', finalOutput: null };
    });
    const result = await handle.result;
    expect(sandbox.requests).toHaveLength(0);
    expect(result.status).toBe('error');
    expect(result.error?.type).toBe('UntrustedCodeError');
    expect(result.error?.message).toContain('tool "t"');
  });

  it('applies context changes made by code and emits context_changed', async () => {
    const handle = startRun({ graph, input: [], options: options({ context: { n: 1, keep: 'x' } }), startAgentId: 'a' }, async (k) => {
      await k.runCode({ kind: 'tool', code: 'export default (_a, { context }) => { context.n = 2; }', input: {}, label: 't' });
      return { status: 'completed', finalOutput: null };
    });
    const result = await handle.result;
    expect(result.context).toEqual({ n: 2, keep: 'x' });
    const changed = result.events.filter((e) => e.type === 'context_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0].type === 'context_changed' && changed[0].changedKeys).toEqual(['n']);
  });

  it('turns a RunError into status error with an error event', async () => {
    const handle = startRun({ graph, input: [], options: options(), startAgentId: 'a' }, async () => {
      throw new RunError('MaxTurnsExceededError', 'Max turns (1) exceeded');
    });
    const result = await handle.result;
    expect(result.error).toEqual({ type: 'MaxTurnsExceededError', message: 'Max turns (1) exceeded' });
    expect(result.events.some((e) => e.type === 'error' && e.fatal)).toBe(true);
  });

  it('replays a recording: the same events and result, instantly or with scaled timing', async () => {
    let clock = 0;
    const handle = startRun({ graph, input: [], options: options({ now: () => (clock += 10) }), startAgentId: 'a' }, async (k) => {
      await k.callModel({ model: k.modelFor('m'), agentId: 'a', turn: 1, request: request(), parent: null });
      return { status: 'completed', finalOutput: 'ok' };
    });
    const live = await handle.result;
    const instant = replay(live.events);
    const seen: RunEvent[] = [];
    for await (const e of instant) seen.push(e);
    expect(seen).toEqual(live.events);
    expect((await instant.result).finalOutput).toBe('ok');
    const waits: number[] = [];
    const timed = replay(live.events, { speed: 2, sleep: async (ms) => void waits.push(ms) });
    await timed.result;
    const gaps = live.events.map((e, i) => (i === 0 ? e.t : e.t - live.events[i - 1].t)).filter((g) => g > 0);
    expect(gaps.length).toBeGreaterThan(0);
    expect(waits).toEqual(gaps.map((g) => g / 2));
  });
});

type RunEventOfDelta = Extract<RunEvent, { type: 'model_delta' }>;

describe('run_start.simulated', () => {
  const runStartOf = async (opts: RunOptions) => {
    const handle = startRun({ graph, input: [userMessage('x')], options: opts, startAgentId: 'a' }, async () => ({ status: 'completed', finalOutput: null }));
    const { events } = await handle.result;
    return events.find((e) => e.type === 'run_start');
  };

  it('is true when the offline simulator answers, false for any other model', async () => {
    const simulator = createScriptedModel([], { provider: 'simulator' });
    expect(await runStartOf(options({ model: simulator }))).toMatchObject({ simulated: true });
    expect(await runStartOf(options({ model: { getModel: () => simulator } }))).toMatchObject({ simulated: true });
    expect(await runStartOf(options())).toMatchObject({ simulated: false });
  });
});
