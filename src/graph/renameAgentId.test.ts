import { describe, expect, it } from 'vitest';
import { codeQuotesId, renameAgentId } from './renameAgentId.ts';
import { GraphSchema } from './schema.ts';
import { testGraph } from './testGraph.ts';

/** A graph that names agent `agent_2` in every place the format allows. */
function everyReference() {
  return testGraph({
    startAgent: 'agent_2',
    settings: { afterWork: { type: 'agent', agent: 'agent_2' } },
    agents: [
      { id: 'triage', name: 'Triage', afterWork: { type: 'agent', agent: 'agent_2' }, nestedChats: [{ agent: 'agent_2' }, { agent: 'triage' }] },
      { id: 'agent_2', name: 'Billing', tools: ['route'] },
    ],
    handoffs: [
      { id: 'triage-to-agent_2', from: 'triage', to: 'agent_2' },
      { id: 'agent_2-to-triage_2', from: 'agent_2', to: 'triage' },
      { id: 'escalate', from: 'agent_2', to: 'triage' },
    ],
    agentTools: [{ id: 'triage-calls-agent_2', from: 'triage', to: 'agent_2' }],
    tools: [
      {
        id: 'route',
        type: 'function',
        name: 'route',
        routesTo: ['agent_2', 'triage'],
        code: 'export default (args, { handoff }) => handoff( "agent_2", "over") ?? handoff(\'triage\')',
        pythonCode: "def route(ctx):\n    return handoff('agent_2')\n",
      },
    ],
    groups: [{ id: 'desk', name: 'Desk', members: ['triage', 'agent_2'] }],
    evals: { format: 'switchboard.eval', version: 1, scenarios: [{ name: 'bill', input: 'my bill', expect: { route: ['triage', 'agent_2'], lastAgent: 'agent_2' } }] },
  });
}

describe('renameAgentId', () => {
  it('moves every reference kind to the new id and leaves nothing behind', () => {
    const before = everyReference();
    const g = renameAgentId(before, 'agent_2', 'billing');
    expect(g.agents.map((a) => a.id)).toEqual(['triage', 'billing']);
    expect(g.startAgent).toBe('billing');
    expect(g.settings.afterWork).toEqual({ type: 'agent', agent: 'billing' });
    expect(g.agents[0].afterWork).toEqual({ type: 'agent', agent: 'billing' });
    expect(g.agents[0].nestedChats?.map((c) => c.agent)).toEqual(['billing', 'triage']);
    expect(g.handoffs.map((h) => [h.id, h.from, h.to])).toEqual([
      ['triage-to-billing', 'triage', 'billing'],
      ['billing-to-triage_2', 'billing', 'triage'],
      ['escalate', 'billing', 'triage'],
    ]);
    expect(g.agentTools?.map((t) => [t.id, t.from, t.to])).toEqual([['triage-calls-billing', 'triage', 'billing']]);
    const tool = g.tools[0];
    if (tool.type !== 'function') throw new Error('function tool expected');
    expect(tool.routesTo).toEqual(['billing', 'triage']);
    expect(tool.code).toBe('export default (args, { handoff }) => handoff( "billing", "over") ?? handoff(\'triage\')');
    expect(tool.pythonCode).toBe("def route(ctx):\n    return handoff('billing')\n");
    expect(g.groups?.[0].members).toEqual(['triage', 'billing']);
    expect(g.evals?.scenarios[0].expect).toEqual({ route: ['triage', 'billing'], lastAgent: 'billing' });
    // nothing names the old id any more, and the result is still a valid document
    expect(JSON.stringify(g)).not.toMatch(/agent_2/);
    expect(GraphSchema.safeParse(g).success).toBe(true);
    // the input is untouched (undo keeps the old graph)
    expect(JSON.stringify(before)).toBe(JSON.stringify(everyReference()));
  });

  it('keeps a derived edge id that would collide with another edge', () => {
    const g = renameAgentId(
      testGraph({
        agents: [
          { id: 'a', name: 'A' },
          { id: 'agent', name: 'B' },
        ],
        handoffs: [
          { id: 'a-to-agent', from: 'a', to: 'agent' },
          { id: 'a-to-b', from: 'a', to: 'agent' },
        ],
      }),
      'agent',
      'b',
    );
    expect(g.handoffs.map((h) => [h.id, h.to])).toEqual([
      ['a-to-agent', 'b'],
      ['a-to-b', 'b'],
    ]);
  });

  it('codeQuotesId finds the id in strings other than handoff() calls', () => {
    expect(codeQuotesId("handoff('agent_2')", 'agent_2')).toBe(false);
    expect(codeQuotesId("if (last === 'agent_2') handoff('agent_2')", 'agent_2')).toBe(true);
    expect(codeQuotesId('const agent_2 = 1', 'agent_2')).toBe(false);
  });
});
