/**
 * The shapes today's Agents SDK code is written in (issue 23): agents built inside functions and
 * factories, agents as tools (also through clone), `@tool` from agents.decorators, joined
 * instructions, realtime agents, an eval helper beside the entry point, and orchestration that
 * stays in code. Fixtures: src/import/fixtures/agents-py/built_in_main, voice_desk.
 */
import { describe, expect, it } from 'vitest';
import { importedFixture } from '../testing/fixtureFiles.ts';

const imported = (name: string) => importedFixture('agents-py', name);

describe('Agents SDK Python: agents built in functions', () => {
  const { graph, report } = imported('built_in_main');
  const id = (name: string) => {
    const agent = graph.agents.find((a) => a.name === name);
    if (!agent) throw new Error(`no agent ${name} in ${graph.agents.map((a) => a.name).join(', ')}`);
    return agent.id;
  };
  const item = (file: string, line: number, level?: string) => report.items.filter((i) => i.file === `built_in_main/${file}` && i.line === line && (!level || i.level === level));

  it('reads agents built in a helper function, one built inline in a handoff list, a clone, and the one main() runs', () => {
    expect(graph.agents.map((a) => a.name).sort()).toEqual(['Checker', 'French translator', 'Formal French translator', 'Money agent', 'Travel desk', 'Visa agent'].sort());
    expect(graph.startAgent).toBe(id('Travel desk'));
    expect(graph.handoffs.map((h) => [h.from, h.to])).toEqual([[id('Travel desk'), id('Visa agent')]]);
    // " ".join([...]) instructions
    expect(graph.agents.find((a) => a.name === 'Travel desk')!.instructions).toBe('You help travellers. Translate with the translator tools; hand visa questions to the visa agent.');
    // the clone keeps the original's fields it does not override
    expect(graph.agents.find((a) => a.name === 'Formal French translator')!.instructions).toBe('Translate into formal French.');
  });

  it('turns as_tool into agent tools, through clone(tools=[...]) too, with name, description and max_turns', () => {
    expect(graph.agentTools?.map((t) => [t.from, t.to, t.toolName, t.toolDescription, t.maxTurns])).toEqual([
      [id('Formal French translator'), id('Money agent'), 'convert_prices', 'Convert prices in the text', null],
      [id('Travel desk'), id('French translator'), 'translate_to_french', 'Translate to French', null],
      [id('Travel desk'), id('Formal French translator'), 'translate_formally', 'Translate to formal French', 3],
    ]);
    expect(report.items.some((i) => /as_tool/.test(i.construct) && i.level === 'skipped')).toBe(false);
  });

  it('reads @tool from agents.decorators as a function tool, with its description_override', () => {
    const visa = graph.tools.find((t) => t.type === 'function' && t.name === 'visa_rules');
    expect(visa?.type === 'function' && visa.description).toBe('Look up the visa rules for a country.');
    expect(graph.agents.find((a) => a.name === 'Visa agent')!.tools).toEqual([visa!.id]);
    const convert = graph.tools.find((t) => t.type === 'function' && t.name === 'convert_currency');
    expect(convert?.type === 'function' && convert.description).toBe('Convert euros into another currency.');
    expect(item('app.py', 20)[0].construct).toBe('@tool convert_currency');
  });

  it("takes run settings from the entry point's run, never from the eval helper, and says where they came from", () => {
    expect(graph.settings.maxTurns).toBe(8);
    expect(graph.context).toEqual({});
    expect(item('app.py', 68, 'mapped').map((i) => i.detail)).toContain("the graph's turn limit, from the program's own run (built_in_main/app.py:68)");
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'skipped', file: 'built_in_main/evals/eval_utils.py', line: 6, detail: expect.stringMatching(/test or evaluation helper/) }));
  });

  it('reports the later runs as orchestration in code, and the agent a factory builds that nobody calls', () => {
    expect(item('app.py', 70, 'skipped')[0].detail).toMatch(/^orchestration in code, not in the graph: a further run of Checker/);
    expect(item('app.py', 72, 'skipped')[0].detail).toMatch(/^orchestration in code, not in the graph: a further run of Travel desk/);
    expect(item('app.py', 32, 'skipped')[0].detail).toMatch(/not where the importer can follow it/);
  });
});

describe('Agents SDK Python: realtime agents', () => {
  const { graph, report } = imported('voice_desk');
  it('reads RealtimeAgent, realtime_handoff and handoffs assigned after construction; the start agent from get_starting_agent()', () => {
    const [bookings, greeter] = ['Bookings', 'Greeter'].map((n) => graph.agents.find((a) => a.name === n)!);
    expect(graph.startAgent).toBe(greeter.id);
    expect(graph.handoffs.map((h) => [h.from, h.to, h.trigger.type === 'llm' ? h.trigger.description : null])).toEqual([
      [greeter.id, bookings.id, 'Book a table'],
      [bookings.id, greeter.id, null],
    ]);
    expect(bookings.tools).toHaveLength(1);
    expect(report.items.filter((i) => i.construct.startsWith('RealtimeAgent')).map((i) => i.level)).toEqual(['approximated', 'approximated']);
    expect(report.items.find((i) => i.construct.startsWith('RealtimeAgent'))!.detail).toMatch(/realtime session .* is not/);
  });
});

describe('star imports and prompt constants in sibling modules (a Swarm airline-style package)', () => {
  it('follows from configs.tools import * and from configs.prompts import * to the tools and instructions', () => {
    const { graph, report } = importedFixture('swarm', 'star_desk');
    const triage = graph.agents.find((a) => a.name === 'Triage Agent')!;
    const flight = graph.agents.find((a) => a.name === 'Flight Agent')!;
    expect(triage.instructions).toBe('You are an airline agent for Tern Air. Route the passenger to the right agent.');
    expect(flight.instructions).toBe('You are an airline agent for Tern Air. You change flights when the passenger asks and the fare allows it.');
    const toolName = (id: string) => (graph.tools.find((t) => t.id === id) as { name: string }).name;
    expect(flight.tools.map(toolName)).toEqual(['change_flight', 'escalate_to_human']);
    expect(triage.tools.map(toolName)).toEqual(['escalate_to_human']);
    expect(graph.handoffs.map((h) => [h.from, h.to])).toEqual([[triage.id, flight.id]]);
    expect(report.items.filter((i) => i.level === 'skipped')).toEqual([]);
  });
});
