import { describe, expect, it } from 'vitest';
import type { RunEvent, RunEventBody } from '../engine/events.ts';
import { foldOverlay, handoffEdgeId, initialOverlayFold } from './runOverlayFold.ts';

function fold(bodies: RunEventBody[]) {
  let s = initialOverlayFold();
  bodies.forEach((b, seq) => {
    s = foldOverlay(s, { ...b, seq, t: seq, spanId: null } as RunEvent);
  });
  return s.overlay;
}
const start: RunEventBody = { type: 'run_start', runId: 'r', traceId: 't', graphId: 'g', runtime: 'ag2', startAgentId: 'a', input: [], context: {}, simulated: true };
const request = (agentId: string): RunEventBody => ({ type: 'model_request', agentId, turn: 1, request: { model: 'm', systemInstructions: undefined, inputDelta: { base: null, keep: 0, added: [] }, tools: [], handoffs: [], modelSettings: {}, outputSchema: null } });

describe('canvas overlay fold', () => {
  it('names the canvas edge of each routing kind', () => {
    expect(handoffEdgeId({ fromAgentId: 'a', toAgentId: 'b', handoffId: 'h1', via: 'llm' }, null)).toBe('h1');
    expect(handoffEdgeId({ fromAgentId: 'a', toAgentId: 'b', handoffId: null, via: 'after_work' }, null)).toBe('aw:a');
    expect(handoffEdgeId({ fromAgentId: 'a', toAgentId: 'b', handoffId: null, via: 'tool' }, 'record')).toBe('fn:record:a:b');
  });

  it('dims disabled handoffs, pulses a running tool and counts turns per model call', () => {
    const mid = fold([
      start,
      { type: 'agent_start', agentId: 'a', turn: 1 },
      { type: 'handoffs_evaluated', agentId: 'a', enabled: ['h1'], disabled: ['h2'] },
      request('a'),
      { type: 'tool_call_start', agentId: 'a', toolId: 'lookup', callId: 'c1', name: 'lookup', arguments: '{}' },
    ]);
    expect([...mid.disabledHandoffIds]).toEqual(['h2']);
    expect(mid.pulsingToolIds.has('lookup')).toBe(true);
    expect(mid.activeAgentId).toBe('a');
    expect(mid.turnCounts).toEqual({ a: 1 });
    const after = fold([
      start,
      { type: 'agent_start', agentId: 'a', turn: 1 },
      request('a'),
      { type: 'tool_call_start', agentId: 'a', toolId: 'record', callId: 'c1', name: 'record', arguments: '{}' },
      { type: 'tool_call_end', agentId: 'a', toolId: 'record', callId: 'c1', name: 'record', output: 'ok', error: null, durationMs: 1 },
      request('a'),
      { type: 'handoff_taken', fromAgentId: 'a', toAgentId: 'b', handoffId: null, via: 'tool', input: null },
      { type: 'agent_start', agentId: 'b', turn: 2 },
      request('b'),
      { type: 'handoff_taken', fromAgentId: 'b', toAgentId: 'c', handoffId: null, via: 'after_work', input: null },
    ]);
    expect(after.pulsingToolIds.size).toBe(0);
    expect(after.turnCounts).toEqual({ a: 2, b: 1 });
    expect([...after.visitedEdgeIds]).toEqual(['fn:record:a:b', 'aw:b']);
    expect(after.travelling).toEqual({ edgeId: 'aw:b', seq: 2 });
    expect(after.activeAgentId).toBe('c');
    expect([...after.visitedAgentIds].sort()).toEqual(['a', 'b', 'c']);
  });

  it('clears the live markers when the run ends but keeps what was visited', () => {
    const end = fold([
      start,
      { type: 'agent_start', agentId: 'a', turn: 1 },
      { type: 'handoffs_evaluated', agentId: 'a', enabled: [], disabled: ['h2'] },
      { type: 'tool_call_start', agentId: 'a', toolId: 'lookup', callId: 'c1', name: 'lookup', arguments: '{}' },
      { type: 'run_end', status: 'cancelled', finalOutput: null, lastAgentId: 'a', error: null, items: [], context: {} },
    ]);
    expect(end.activeAgentId).toBeNull();
    expect(end.pulsingToolIds.size).toBe(0);
    expect(end.disabledHandoffIds.size).toBe(0);
    expect(end.visitedAgentIds.has('a')).toBe(true);
  });

  it('an agent called as a tool glows inside its manager\'s turn, along its "calls as tool" edge, then hands back', () => {
    const ids = { managerId: 'a', workerId: 'w', agentToolId: 'a-w', callId: 'c1' };
    const opening: RunEventBody[] = [
      start,
      { type: 'agent_start', agentId: 'a', turn: 1 },
      request('a'),
      { type: 'tool_call_start', agentId: 'a', toolId: 'a-w', callId: 'c1', name: 'ask_w', arguments: '{"input":"q"}' },
      { type: 'agent_tool_start', ...ids, toolName: 'ask_w', input: 'q' },
      { type: 'agent_start', agentId: 'w', turn: 1 },
      request('w'),
    ];
    const inside = fold(opening);
    expect(inside.activeAgentId).toBe('w');
    expect([...inside.callingAgentIds]).toEqual(['a']);
    expect(inside.visitedEdgeIds.has('at:a-w')).toBe(true);
    expect(inside.travelling?.edgeId).toBe('at:a-w');
    expect(inside.turnCounts).toEqual({ a: 1, w: 1 });
    const back = fold([...opening, { type: 'agent_tool_end', ...ids, output: 'answer', error: null }]);
    expect(back.activeAgentId).toBe('a');
    expect(back.callingAgentIds.size).toBe(0);
    expect(back.visitedAgentIds.has('w')).toBe(true);
  });

  it('an AG2 nested chat lights the recipient inside its owner\'s turn, along the chat\'s edge', () => {
    const opening: RunEventBody[] = [start, { type: 'agent_start', agentId: 'a', turn: 1 }, { type: 'nested_chat_start', agentId: 'a', recipientId: 'c', chatIndex: 1, message: 'm' }, request('c')];
    const inside = fold(opening);
    expect(inside.activeAgentId).toBe('c');
    expect([...inside.callingAgentIds]).toEqual(['a']);
    expect(inside.travelling?.edgeId).toBe('nc:a:1');
    const back = fold([...opening, { type: 'nested_chat_end', agentId: 'a', recipientId: 'c', chatIndex: 1, summary: 's' }]);
    expect(back.activeAgentId).toBe('a');
    expect(back.callingAgentIds.size).toBe(0);
    expect(back.visitedEdgeIds.has('nc:a:1')).toBe(true);
  });
});
