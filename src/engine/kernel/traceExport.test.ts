import { describe, expect, it } from 'vitest';
import { exportTrace } from './traceExport.ts';
import { Tracer } from './tracer.ts';
import { EventLog } from './eventLog.ts';
import { counterIds, createRunIds } from './ids.ts';

function recorded() {
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  const now = () => (clock += 5);
  const log = new EventLog(now);
  const ids = createRunIds(counterIds());
  const traceId = ids.traceId();
  log.emit({ type: 'run_start', runId: 'run_1', traceId, graphId: 'g', runtime: 'agents-sdk-js', startAgentId: 'a', input: [], context: {}, simulated: false }, null);
  const tracer = new Tracer({ traceId, spanId: ids.spanId, now, emit: (b, s) => log.emit(b, s) });
  const agent = tracer.start({ type: 'agent', name: 'A', handoffs: [], tools: [], output_type: 'text' }, null);
  const fn = tracer.start({ type: 'function', name: 'f', input: '{}', output: '' }, agent);
  fn.update({ output: 'ok' });
  fn.setError({ message: 'Error running tool (non-fatal)', data: { tool_name: 'f' } });
  fn.end();
  agent.end();
  return { events: log.events, traceId };
}

describe('trace export', () => {
  it('exports the SDK trace record and each span in its final state, in start order', () => {
    const { events, traceId } = recorded();
    const { trace, spans } = exportTrace(events);
    expect(trace).toEqual({ object: 'trace', id: traceId, workflow_name: 'Agent workflow', group_id: null, metadata: {} });
    expect(spans.map((s) => s.span_data.type)).toEqual(['agent', 'function']);
    expect(spans[1]).toMatchObject({ object: 'trace.span', parent_id: spans[0].id, span_data: { output: 'ok' }, error: { message: 'Error running tool (non-fatal)' } });
    expect(spans[1].started_at < spans[1].ended_at!).toBe(true);
  });
});
