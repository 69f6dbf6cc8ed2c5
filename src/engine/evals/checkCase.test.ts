import { describe, expect, it } from 'vitest';
import { agentNamer, checkScenario, observe, parseSuite } from './checkCase.ts';
import type { ConversationResult } from './conversation.ts';
import type { RunEvent, RunEventBody } from '../events.ts';
import type { EvalScenario as Scenario } from '../../graph/schema.ts';

function events(bodies: RunEventBody[]): RunEvent[] {
  return bodies.map((body, seq) => ({ ...body, seq, t: seq, spanId: null }) as RunEvent);
}

const swarmTurn = events([
  { type: 'agent_start', agentId: 'triage', turn: 1 },
  { type: 'tool_call_start', agentId: 'triage', toolId: null, callId: 'c1', name: 'transfer_to_issues', arguments: '{}' },
  { type: 'handoff_requested', fromAgentId: 'triage', toAgentId: 'issues', handoffId: 'h1', callId: 'c1', toolName: 'transfer_to_issues', arguments: '{}' },
  { type: 'handoff_taken', fromAgentId: 'triage', toAgentId: 'issues', handoffId: 'h1', via: 'tool', input: null },
  { type: 'agent_start', agentId: 'issues', turn: 2 },
  { type: 'tool_call_start', agentId: 'issues', toolId: 'look', callId: 'c2', name: 'look_up_item', arguments: '{}' },
  { type: 'tool_call_start', agentId: 'issues', toolId: 'route', callId: 'c3', name: 'route_by_code', arguments: '{}' },
  { type: 'handoff_requested', fromAgentId: 'issues', toAgentId: 'triage', handoffId: null, callId: 'c3', toolName: 'route_by_code', arguments: '{}' },
  { type: 'handoff_taken', fromAgentId: 'issues', toAgentId: 'triage', handoffId: null, via: 'tool', input: null },
]);

const result: ConversationResult = { status: 'completed', finalOutput: 'Your refund for item_1 is done.', lastAgentId: 'triage', items: [], context: {}, error: null, turns: [swarmTurn] };

function scenario(expect: Scenario['expect']): Scenario {
  return { name: 's', input: 'x', expect };
}

describe('observe', () => {
  it('reads the route and counts transfer functions as routes, code routing tools as tools', () => {
    expect(observe(result)).toEqual({ route: ['triage', 'issues', 'triage'], tools: ['look_up_item', 'route_by_code'] });
  });
});

describe('checkScenario', () => {
  it('passes when every expectation holds', () => {
    expect(
      checkScenario(scenario({ route: ['triage', 'issues', 'triage'], lastAgent: 'triage', tools: ['look_up_item', 'route_by_code'], toolsInclude: ['look_up_item'], toolsExclude: ['refund'], output: 'REFUND', status: 'completed' }), result),
    ).toEqual([]);
  });

  it('says what differs', () => {
    expect(
      checkScenario(scenario({ route: ['triage', 'sales'], lastAgent: 'sales', tools: [], toolsInclude: ['refund'], toolsExclude: ['look_up_item'], output: { matches: '^no' }, status: 'error', errorType: 'MaxTurnsExceededError' }), result),
    ).toEqual([
      'route: expected triage -> sales, got triage -> issues -> triage',
      'last agent: expected sales, got triage',
      'tools: expected (none), got look_up_item -> route_by_code',
      'tools: expected a call to refund, got look_up_item -> route_by_code',
      'tools: expected no call to look_up_item',
      'status: expected error, got completed',
      'error: expected MaxTurnsExceededError, got none',
      'output: expected it to match /^no/i, got "Your refund for item_1 is done."',
    ]);
  });

  it('names agents by their names, as a person sees them, and marks an id the graph does not have', () => {
    const graph = { agents: [{ id: 'triage', name: 'Triage Agent' }, { id: 'issues', name: 'Issues and Repairs' }, { id: 'sales', name: 'Sales Agent' }] };
    expect(checkScenario(scenario({ route: ['triage', 'sales'], lastAgent: 'refunds' }), result, agentNamer(graph as never))).toEqual([
      'route: expected Triage Agent -> Sales Agent, got Triage Agent -> Issues and Repairs -> Triage Agent',
      'last agent: expected refunds (not in the graph), got Triage Agent',
    ]);
  });

  it('compares structured output with equals', () => {
    const structured = { ...result, finalOutput: { ok: true } };
    expect(checkScenario(scenario({ output: { equals: { ok: true } } }), structured)).toEqual([]);
    expect(checkScenario(scenario({ output: { equals: { ok: false } } }), structured)).toEqual(['output: expected {"ok":false}, got "{\\"ok\\":true}"']);
  });
});

describe('parseSuite', () => {
  it('accepts a suite and reports problems with their paths', () => {
    expect(parseSuite(JSON.stringify({ format: 'switchboard.eval', version: 1, scenarios: [{ name: 'a', input: ['hi', 'more'], expect: {} }] })).ok).toBe(true);
    const bad = parseSuite(JSON.stringify({ format: 'switchboard.eval', version: 1, scenarios: [{ name: 'a', input: 'hi', expect: { rout: [] } }] }));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors[0]).toBe('scenarios[0].expect.rout: Unknown field "rout" (extension fields must start with "x-")');
    expect(parseSuite('{').ok).toBe(false);
  });

  it('reports a regular expression that does not compile, where it is', () => {
    const bad = parseSuite(JSON.stringify({ format: 'switchboard.eval', version: 1, scenarios: [{ name: 'a', input: 'hi', expect: { output: { matches: '(' } } }] }));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.join('\n')).toContain('scenarios[0].expect.output');
  });
});

describe('a run that ended in an error', () => {
  const failed: ConversationResult = { ...result, status: 'error', error: { type: 'ModelProviderError', message: 'Too many requests (429).' } };

  it('fails the case even when the route so far matched', () => {
    expect(checkScenario(scenario({ route: ['triage', 'issues', 'triage'] }), failed)).toEqual(['run error: ModelProviderError: Too many requests (429).']);
  });

  it('passes when the case expects that error', () => {
    expect(checkScenario(scenario({ errorType: 'ModelProviderError' }), failed)).toEqual([]);
  });
});
