import { describe, expect, it } from 'vitest';
import { importedFixture } from '../testing/fixtureFiles.ts';

const imported = (name: string) => importedFixture('swarm', name);

describe('Swarm import', () => {
  it('reads the airline: transfer functions become handoffs, functions appended later, prompts joined from another module', () => {
    const { graph, report } = imported('airline');
    expect(graph.runtime).toBe('swarm');
    const id = (name: string) => graph.agents.find((a) => a.name === name)!.id;
    expect(graph.agents.map((a) => a.name)).toEqual(['Triage Agent', 'Flight Modification Agent', 'Lost baggage traversal']);
    expect(graph.startAgent).toBe(id('Triage Agent'));
    expect(graph.handoffs.map((h) => [h.from, h.to])).toEqual([
      [id('Triage Agent'), id('Flight Modification Agent')],
      [id('Triage Agent'), id('Lost baggage traversal')],
      [id('Flight Modification Agent'), id('Triage Agent')],
      [id('Lost baggage traversal'), id('Triage Agent')],
    ]);
    // one docstring for every transfer to triage: it is triage's handoff description
    expect(graph.agents.find((a) => a.name === 'Triage Agent')!.handoffDescription).toMatch(/^Call this function when a user needs to be transferred/);
    // tools: functions that do not return an agent; appended escalate_to_agent too
    const tools = (name: string) => graph.agents.find((a) => a.name === name)!.tools.map((t) => graph.tools.find((x) => x.id === t)!).map((t) => (t.type === 'function' ? t.name : t.type));
    expect(tools('Triage Agent')).toEqual(['escalate_to_agent']);
    expect(tools('Flight Modification Agent')).toEqual(['valid_to_change_flight', 'change_flight', 'escalate_to_agent']);
    expect(tools('Lost baggage traversal')).toEqual(['initiate_baggage_search', 'escalate_to_agent']);
    // Swarm sends an untyped parameter as a string (swarm/util.py function_to_json)
    const escalate = graph.tools.find((t) => t.type === 'function' && t.name === 'escalate_to_agent');
    expect(escalate?.type === 'function' && escalate.parameters).toEqual({ type: 'object', properties: { reason: { type: 'string' } }, required: [], additionalProperties: false });
    // context_variables is not a parameter the model fills
    const search = graph.tools.find((t) => t.type === 'function' && t.name === 'initiate_baggage_search');
    expect(search?.type === 'function' && search.parameters.properties).toEqual({});
    expect(graph.agents.find((a) => a.name === 'Lost baggage traversal')!.instructions).toMatch(/^You are an intelligent and empathetic[\s\S]*1\. Call the 'initiate_baggage_search' function/);
    expect(Object.keys(graph.context)).toEqual(['customer_context', 'flight_context']);
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'mapped', construct: 'lost_baggage.functions.append(...)', file: 'airline/configs/agents.py', line: 47 }));
  });

  it('reads functions = [...] assigned after construction and the run call with max_turns', () => {
    const { graph } = imported('triage_basic.py');
    const triage = graph.agents.find((a) => a.name === 'Triage Agent')!;
    expect(graph.handoffs.filter((h) => h.from === triage.id)).toHaveLength(2);
    expect(graph.settings.maxTurns).toBe(10);
    const refund = graph.tools.find((t) => t.type === 'function' && t.name === 'process_refund');
    expect(refund?.type === 'function' && refund.parameters).toEqual({ type: 'object', properties: { item_id: { type: 'string' }, reason: { type: 'string' } }, required: ['item_id'], additionalProperties: false });
    expect(refund?.type === 'function' && refund.pythonCode).toContain('print(f"[mock] Refunding item {item_id} because {reason}...")');
  });

  it('reads model, tool_choice and parallel_tool_calls, an instructions function and context_variables', () => {
    const { graph } = imported('weather.py');
    const agent = graph.agents[0];
    expect(agent).toMatchObject({ name: 'Weather Agent', model: 'gpt-4o-mini', modelSettings: { toolChoice: 'auto', parallelToolCalls: false } });
    expect(agent.instructions).toBe('You are a helpful agent. Speak to {{name}} in {{language}}.');
    expect(graph.context).toEqual({ name: 'Jo', language: 'English' });
  });

  it('turns Result(agent=...) inside a tool into routesTo, and reports context values only known at run time', () => {
    const { graph, report } = imported('shopper');
    const refund = graph.tools.find((t) => t.type === 'function' && t.name === 'refund_item');
    const triage = graph.agents.find((a) => a.name === 'Triage Agent')!;
    expect(refund?.type === 'function' && refund.routesTo).toEqual([triage.id]);
    expect(graph.context).toEqual({ user_id: null, refunded: null });
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', file: 'shopper/run.py', line: 12, construct: 'client.run(context_variables=...): user_id' }));
  });

  it('reads a bot whose prompts live in another module and whose loop starts in main.py', () => {
    const { graph } = imported('support_bot');
    const ui = graph.agents.find((a) => a.name === 'User Interface Agent')!;
    const help = graph.agents.find((a) => a.name === 'Help Center Agent')!;
    expect(graph.startAgent).toBe(ui.id);
    expect(ui.instructions).toMatch(/^You are a user interface agent/);
    expect(graph.handoffs).toEqual([expect.objectContaining({ from: ui.id, to: help.id })]);
    expect(help.handoffDescription).toBe('Transfer the user to the help center agent.');
    const query = graph.tools.find((t) => t.type === 'function' && t.name === 'query_docs');
    expect(query?.type === 'function' && query.routesTo).toEqual([ui.id]);
    const ticket = graph.tools.find((t) => t.type === 'function' && t.name === 'submit_ticket');
    expect(ticket?.type === 'function' && ticket.parameters).toEqual({ type: 'object', properties: { description: { type: 'string' }, urgent: { type: 'boolean' } }, required: ['description'], additionalProperties: false });
  });
});
