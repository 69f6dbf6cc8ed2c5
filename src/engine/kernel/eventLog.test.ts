import { describe, expect, it } from 'vitest';
import { EventLog, SEGMENT_EVENTS } from './eventLog.ts';
import type { RunEvent, RunEventBody } from '../events.ts';
import type { ProtocolItem } from '../../models/items.ts';
import { assistantMessage, userMessage } from '../../models/items.ts';
import { createScriptedModel } from '../../models/scripted.ts';
import { run } from '../index.ts';
import { counterIds } from './ids.ts';
import { createFakeSandbox } from '../testing/fakeSandbox.ts';
import { edge, testGraph } from '../testing/graphs.ts';
import { exportTrace } from './traceExport.ts';
import { replay } from './replay.ts';
import { requestInputs } from '../requestInput.ts';
import { observeEvents } from '../evals/checkCase.ts';
import { otlpJsonOfRun } from '../../export/otel/index.ts';

function body(i: number): RunEventBody {
  return i % 2 === 0
    ? { type: 'item', agentId: 'a', item: assistantMessage(`message ${i}`) }
    : { type: 'span_end', endedAt: new Date(1_700_000_000_000 + i).toISOString(), data: null, error: null };
}

function clock(): () => number {
  let ms = 1_700_000_000_000;
  return () => (ms += 2);
}

async function drain(log: EventLog): Promise<RunEvent[]> {
  const out: RunEvent[] = [];
  for await (const event of log) out.push(event);
  return out;
}

describe('EventLog', () => {
  const total = SEGMENT_EVENTS * 2 + 10;

  it('keeps every event through sealing: at(), events and a late iterator give back what was emitted', async () => {
    const log = new EventLog(clock());
    const emitted: RunEvent[] = [];
    const atEmission: string[] = [];
    for (let i = 0; i < total; i++) {
      const event = log.emit(body(i), i % 3 === 0 ? null : `span_${i}`);
      emitted.push(event);
      atEmission.push(JSON.stringify(event));
    }
    log.close();
    expect(log.length).toBe(total);
    expect(log.events.map((e) => JSON.stringify(e))).toEqual(atEmission);
    expect(log.at(0)).toEqual(emitted[0]);
    expect(log.at(SEGMENT_EVENTS)).toEqual(emitted[SEGMENT_EVENTS]);
    expect(log.at(total - 1)).toEqual(emitted[total - 1]);
    expect((await drain(log)).map((e) => JSON.stringify(e))).toEqual(atEmission);
    expect(log.events.map((e) => e.seq)).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('the finished log holds decoded copies, except the conversation items, which stay the emitted objects', () => {
    const log = new EventLog(clock());
    const input = [userMessage('hello')];
    const start = log.emit({ type: 'run_start', runId: 'r', traceId: 't', graphId: 'g', runtime: 'agents-sdk-js', startAgentId: 'a', input, context: {}, simulated: false }, null);
    const emitted = Array.from({ length: 10 }, (_, i) => log.emit(body(i), null));
    log.close();
    const events = log.events;
    expect(events[0]).not.toBe(emitted[0]);
    expect(events[0]).toEqual(start);
    expect(Object.keys(events[0])).toEqual(Object.keys(start));
    expect((events[0] as Extract<RunEvent, { type: 'run_start' }>).input[0]).toBe(input[0]);
    const item = events[1] as Extract<RunEvent, { type: 'item' }>;
    expect(item.item).toBe((emitted[0] as Extract<RunEvent, { type: 'item' }>).item);
  });

  it('events is one array while it is held and nothing is added', () => {
    const log = new EventLog(clock());
    log.emit(body(0), null);
    const first = log.events;
    expect(log.events).toBe(first);
    log.emit(body(1), null);
    expect(log.events).not.toBe(first);
    expect(log.events).toHaveLength(2);
  });

  it('an iterator that keeps up gets the emitted objects; one that starts late gets equal ones', async () => {
    const log = new EventLog(clock());
    const live: RunEvent[] = [];
    const reading = (async () => {
      for await (const event of log) live.push(event);
    })();
    const emitted: RunEvent[] = [];
    for (let i = 0; i < total; i++) {
      emitted.push(log.emit(body(i), null));
      await Promise.resolve();
      await Promise.resolve();
    }
    log.close();
    await reading;
    expect(live).toHaveLength(total);
    live.forEach((event, i) => expect(event).toBe(emitted[i]));
    const late = await drain(log);
    expect(late).toEqual(emitted);
  });

  it('records nothing after close', () => {
    const log = new EventLog(clock());
    log.emit(body(0), null);
    log.close();
    const after = log.emit(body(1), null);
    expect(after.seq).toBe(1);
    expect(log.length).toBe(1);
  });
});

describe('a long run through the sealed log', () => {
  /** A ring of three agents handing off `turns` times, then answering. */
  function ring(turns: number) {
    const graph = testGraph({
      agents: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
      handoffs: [edge('h1', 'a', 'b'), edge('h2', 'b', 'c'), edge('h3', 'c', 'a')],
    });
    const names = ['B', 'C', 'A'];
    const outputs = Array.from({ length: turns }, (_, i) => ({
      output: [assistantMessage(`passing on ${i}`), { type: 'function_call' as const, callId: `call_${i}`, name: `transfer_to_${names[i % 3]}`, arguments: '{}', status: 'completed' as const }],
    }));
    outputs.push({ output: [assistantMessage('done')] as never });
    return { graph, model: createScriptedModel(outputs) };
  }

  it('delivers, records, exports (trace, OTel), evaluates and replays the same events as they were when emitted', async () => {
    const { graph, model } = ring(150);
    const handle = run(graph, 'go', { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false, maxTurns: 200 });
    const delivered: RunEvent[] = [];
    const atDelivery: string[] = [];
    for await (const event of handle) {
      delivered.push(event);
      atDelivery.push(JSON.stringify(event));
    }
    const result = await handle.result;
    expect(result.status).toBe('completed');
    expect(result.events.length).toBeGreaterThan(SEGMENT_EVENTS * 2);
    // nothing the engine emitted was changed after (the log seals what it holds)
    expect(result.events.map((e) => JSON.stringify(e))).toEqual(atDelivery);
    expect(delivered.map((e) => JSON.stringify(e))).toEqual(atDelivery);
    expect(exportTrace(result.events)).toEqual(exportTrace(delivered));
    expect(requestInputs(result.events)).toEqual(requestInputs(delivered));
    expect(otlpJsonOfRun(result.events)).toBe(otlpJsonOfRun(delivered));
    expect(observeEvents(result.events)).toEqual(observeEvents(delivered));
    // the conversation: the result's items are the recorded items, not copies
    const recordedItems = result.events.flatMap((e) => (e.type === 'item' ? [e.item] : []));
    const last = result.items.at(-1) as ProtocolItem;
    expect(recordedItems).toContain(last);
    const replayed = await replay(result.events).result;
    expect(replayed.items).toEqual(result.items);
    expect(replayed.events).toHaveLength(result.events.length);
  });
});

describe('a kept result', () => {
  it('keeps its events and items, not the run that made them', async () => {
    const { setFlagsFromString } = await import('node:v8');
    const { runInNewContext } = await import('node:vm');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const settle = async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        gc();
      }
    };
    let model: ReturnType<typeof createScriptedModel> | null = createScriptedModel([{ output: [assistantMessage('hi')] }]);
    const graph = testGraph({ agents: [{ id: 'a', name: 'A' }] });
    // the model is reachable only from the run's options (the kernel's state)
    const modelRef = new WeakRef(model);
    const result = await run(graph, 'go', { model, sandbox: createFakeSandbox(), trusted: true, ids: counterIds(), stream: false }).result;
    model = null;
    await settle();
    expect(modelRef.deref()).toBeUndefined();
    expect(result.events.map((e) => e.type)).toContain('run_end');
    expect(result.items.at(-1)).toEqual(assistantMessage('hi'));
  });
});
