import { describe, expect, it } from 'vitest';
import { importCode } from '../index.ts';
import { importedFixture } from '../testing/fixtureFiles.ts';

const imported = (name: string) => importedFixture('agents-py', name);

const byName = <T extends { name: string }>(items: T[], name: string) => {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} in ${items.map((i) => i.name).join(', ')}`);
  return found;
};

describe('Agents SDK Python import', () => {
  it('reads the airline desk across five files: prompts and tools imported, handoffs appended, the main loop start agent', () => {
    const { graph, report } = imported('airline');
    expect(graph.runtime).toBe('agents-sdk-python');
    expect(graph.name).toBe('Airline');
    expect(graph.agents.map((a) => a.name)).toEqual(['FAQ Agent', 'Seat Booking Agent', 'Triage Agent']);
    const triage = byName(graph.agents, 'Triage Agent');
    expect(graph.startAgent).toBe(triage.id);
    // a prompt constant from prompts.py; the library prefix cannot be resolved and stays visible
    expect(triage.instructions).toBe('{RECOMMENDED_PROMPT_PREFIX} You are a helpful triaging agent. You can delegate questions to other agents.');
    // an instructions function: context reads become {{var}}, a constant from another module is inlined
    expect(byName(graph.agents, 'Seat Booking Agent').instructions).toMatch(/^You are a seat booking agent for Skyline Air\. The passenger is \{\{passenger_name\}\}\./);
    const route = (from: string, to: string) => graph.handoffs.find((h) => h.from === byName(graph.agents, from).id && h.to === byName(graph.agents, to).id);
    expect(route('Triage Agent', 'FAQ Agent')).toBeDefined();
    expect(route('FAQ Agent', 'Triage Agent')).toBeDefined();
    expect(route('Seat Booking Agent', 'Triage Agent')).toBeDefined();
    expect(route('Triage Agent', 'Seat Booking Agent')?.onHandoff).toContain('port needed');
    expect(graph.handoffs).toHaveLength(4);
    // context from the pydantic model's defaults and the run's keyword arguments
    expect(graph.context).toEqual({ passenger_name: 'Ada Lovelace', confirmation_number: null, seat_number: null, flight_number: null });

    const faq = byName(graph.tools as { name: string }[], 'faq_lookup_tool') as Extract<(typeof graph.tools)[number], { type: 'function' }>;
    expect(faq.description).toBe('Lookup frequently asked questions.');
    const seat = graph.tools.find((t) => t.type === 'function' && t.name === 'update_seat');
    expect(seat?.type === 'function' && seat.parameters).toEqual({
      type: 'object',
      properties: {
        confirmation_number: { type: 'string', description: 'The confirmation number for the flight.' },
        new_seat: { type: 'string', description: 'The new seat to update to, like 12A.' },
      },
      required: ['confirmation_number', 'new_seat'],
      additionalProperties: false,
    });
    expect(seat?.type === 'function' && seat.pythonCode).toMatch(/^async def update_seat\(context: RunContextWrapper\[AirlineContext\], confirmation_number: str, new_seat: str\) -> str:\n/);
    expect(seat?.type === 'function' && seat.code).toContain("throw new Error(\"port needed: tool update_seat is Python code (airline/tools.py:18)\")");
    const baggage = graph.tools.find((t) => t.type === 'function' && t.name === 'check_baggage');
    expect(baggage?.type === 'function' && baggage.parameters).toEqual({
      type: 'object',
      properties: {
        weight_kg: { type: 'number', description: 'Weight of the heaviest bag in kilograms.' },
        cabin: { type: 'string', enum: ['economy', 'business', 'first'], description: 'The travel class.' },
        extra_bags: { type: 'integer', description: 'How many bags beyond the free one.' },
      },
      required: ['weight_kg'],
      additionalProperties: false,
    });

    expect(report.items).toContainEqual(expect.objectContaining({ level: 'mapped', construct: 'faq_agent.handoffs.append(...)', file: 'airline/agents.py', line: 42 }));
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'instructions of Triage Agent', file: 'airline/agents.py', line: 35 }));
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'mapped', construct: 'Runner.run(...)', file: 'airline/main.py', line: 20 }));
  });

  it('reads NumPy docstrings, pydantic output types, guardrail decorators and model settings', () => {
    const { graph, report } = imported('research_bot.py');
    const planner = byName(graph.agents, 'Planner agent');
    expect(graph.startAgent).toBe(planner.id);
    expect(graph.settings.maxTurns).toBe(8);
    expect(planner.model).toBe('gpt-4o');
    expect(planner.modelSettings).toEqual({ temperature: 0.3, maxTokens: 800 });
    expect(byName(graph.agents, 'Search agent').modelSettings).toEqual({ toolChoice: 'required' });
    const writer = byName(graph.agents, 'Writer agent');
    expect(writer.outputSchema).toEqual({
      type: 'object',
      properties: {
        short_summary: { type: 'string', description: 'A short 2-3 sentence summary of the findings.' },
        markdown_report: { type: 'string' },
        follow_up_questions: { type: 'array', items: { type: 'string' }, description: 'Suggested topics to research further.' },
      },
      required: ['short_summary', 'markdown_report', 'follow_up_questions'],
      additionalProperties: false,
    });
    const note = graph.tools.find((t) => t.type === 'function' && t.name === 'save_note');
    expect(note?.type === 'function' && note.description).toBe('Save a research note for later.');
    expect(note?.type === 'function' && note.parameters).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', description: 'A short title for the note.' },
        body: { type: 'string', description: 'The text of the note, in markdown.' },
        tags: { type: 'array', items: { type: 'string' }, description: 'Labels to find the note again.' },
        priority: { type: 'integer', description: '1 (low) to 3 (high).' },
      },
      required: ['title', 'body', 'tags'],
      additionalProperties: false,
    });
    const input = graph.guardrails.find((g) => g.kind === 'input');
    expect(input).toMatchObject({ name: 'Homework check', runInParallel: false });
    // the guardrail keeps its Python body, which the Agents SDK Python runs
    expect(input?.pythonCode).toMatch(/^async def homework_guardrail\(ctx: RunContextWrapper\[None\], agent: Agent, input: str\)/);
    expect(input?.pythonCode).toContain('looks_like_homework');
    expect(graph.guardrails.find((g) => g.kind === 'output')?.name).toBe('no_speculation');
    expect(planner.inputGuardrails).toEqual([input?.id]);
    expect(graph.tools.some((t) => t.type === 'hosted' && t.hosted === 'web_search')).toBe(true);
    expect(report.items).toContainEqual({ level: 'skipped', construct: 'hooks= on Planner agent', detail: 'the graph format has no field for it', file: 'research_bot.py', line: 87 });
  });

  it('reads Sphinx docstrings, is_enabled lambdas, approval functions, handoff options and handoffs.extend', () => {
    const { graph } = imported('shopping');
    const front = byName(graph.agents, 'Front desk');
    const returns = byName(graph.agents, 'Returns');
    const sales = byName(graph.agents, 'Sales');
    expect(graph.startAgent).toBe(front.id);
    expect(graph.context).toEqual({ logged_in: true, tier: 'gold' });
    expect(graph.settings.model).toBe('gpt-4.1');
    expect(sales.instructions).toBe('You sell outdoor gear for Northwind Outfitters. Be concise and never invent stock levels.');
    expect(sales.toolUseBehavior).toEqual({ stopAtToolNames: ['recommend'] });
    const toReturns = graph.handoffs.find((h) => h.from === front.id && h.to === returns.id);
    expect(toReturns).toMatchObject({
      trigger: { type: 'llm', toolName: 'start_return', description: 'Start a return or refund.', condition: null },
      inputFilter: { type: 'remove_all_tools' },
      enabled: { when: 'ctx.logged_in === true' },
    });
    expect(graph.handoffs.find((h) => h.from === returns.id && h.to === sales.id)?.enabled).toBe(false);
    const refund = graph.tools.find((t) => t.type === 'function' && t.name === 'issue_refund');
    expect(refund).toMatchObject({ needsApproval: { when: 'args.amount > 100' } });
    expect(refund?.type === 'function' && refund.parameters).toEqual({
      type: 'object',
      properties: {
        order_id: { type: 'string', description: 'The order to refund.' },
        amount: { type: 'number', description: 'Amount in dollars.' },
        reason: { type: 'string', enum: ['damaged', 'late', 'other'], description: 'Why the customer wants the money back.' },
        note: { type: 'string', description: 'Anything the warehouse should know.' },
      },
      required: ['order_id', 'amount', 'reason'],
      additionalProperties: false,
    });
    const lookUp = graph.tools.find((t) => t.type === 'function' && t.name === 'look_up_order');
    expect(lookUp).toMatchObject({ enabled: { when: 'ctx.logged_in === true' }, description: 'Find an order by its id.' });
    const recommend = graph.tools.find((t) => t.type === 'function' && t.name === 'recommend');
    // `float | None` without a default: required and nullable
    expect(recommend?.type === 'function' && recommend.parameters.properties).toEqual({ activity: { type: 'string' }, budget: { type: ['number', 'null'] } });
  });

  it('reads clones, a branching instructions function (approximated) and the keyword start agent', () => {
    const { graph, report } = imported('language_router.py');
    expect(graph.agents.map((a) => a.name)).toEqual(['Spanish agent', 'French agent', 'German agent', 'Language router']);
    // clones inherit the model; shared by three agents, it becomes the graph's default
    expect(byName(graph.agents, 'French agent')).toMatchObject({ instructions: 'You only speak French.', model: null });
    expect(graph.settings.model).toBe('gpt-4.1-mini');
    expect(byName(graph.agents, 'Language router').model).toBeNull();
    const router = byName(graph.agents, 'Language router');
    expect(graph.startAgent).toBe(router.id);
    expect(graph.handoffs.filter((h) => h.from === router.id)).toHaveLength(3);
    expect(router.instructions).toBe('Route formally. The customer is {{customer_name}}.');
    expect(report.items.find((i) => i.construct === 'instructions of Language router')).toMatchObject({ level: 'approximated', line: 23 });
  });

  it('reads handoff input types from another module, InputGuardrail objects and remove_all_tools imported by name', () => {
    const { graph, report } = imported('bank');
    const general = byName(graph.agents, 'General help');
    const fraud = byName(graph.agents, 'Fraud specialist');
    const toFraud = graph.handoffs.find((h) => h.from === general.id && h.to === fraud.id)!;
    expect(toFraud.trigger).toMatchObject({ type: 'llm', toolName: 'report_fraud' });
    expect(toFraud.inputFilter).toEqual({ type: 'remove_all_tools' });
    expect(toFraud.inputSchema).toEqual({
      type: 'object',
      properties: {
        reason: { type: 'string', description: 'What happened, in one sentence' },
        urgency: { type: 'string', enum: ['low', 'high'] },
        card_last4: { type: ['string', 'null'] },
      },
      required: ['reason', 'urgency'],
      additionalProperties: false,
    });
    // the Python callback runs as Python (the TypeScript is a stub for the Agents SDK JS)
    expect(toFraud.onHandoffPython).toMatch(/^(async )?def \w+\(ctx/);
    expect(toFraud.onHandoffPython).toContain('ctx.context["escalation"] = data.reason');
    expect(toFraud.onHandoff).toContain('port needed');
    const guard = graph.guardrails.find((g) => g.name === 'No PINs');
    expect(general.inputGuardrails).toEqual([guard?.id]);
    // one tool shared by two agents
    const freeze = graph.tools.find((t) => t.type === 'function' && t.name === 'freeze_card');
    expect(byName(graph.agents, 'Card services').tools).toEqual([freeze?.id]);
    expect(fraud.tools).toEqual([freeze?.id]);
    expect(freeze?.type === 'function' && freeze.parameters.properties).toEqual({ card_last4: { type: 'string', description: 'The last four digits of the card.' } });
    expect(graph.settings.maxTurns).toBe(6);
    expect(report.items.every((i) => i.file && i.line > 0)).toBe(true);
  });

  it('reports a file that imports no known framework instead of returning an empty graph', () => {
    const result = importCode([{ path: 'util.py', text: 'import os\n\nprint(os.getcwd())\n' }]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0].message).toMatch(/import neither the Agents SDK/);
  });

  it('keeps reading after a syntax error and reports where it was', () => {
    const text = 'from agents import Agent, Runner\n\na = Agent(name="A", instructions="x")\ndef broken(:\n    pass\nb = Agent(name="B", instructions="y", handoffs=[a])\nRunner.run_sync(b, "hi")\n';
    const result = importCode([{ path: 'broken.py', text }]);
    expect(result.ok).toBe(true);
    expect(result.ok && result.graph.agents.map((x) => x.name)).toEqual(['A', 'B']);
    expect(result.report.items.find((i) => i.construct === 'syntax error')).toMatchObject({ level: 'skipped', file: 'broken.py', line: 4 });
  });
});
