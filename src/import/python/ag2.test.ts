import { describe, expect, it } from 'vitest';
import { importedFixture } from '../testing/fixtureFiles.ts';

const imported = (name: string) => importedFixture('ag2', name);

describe('AG2 import', () => {
  it('reads a group across four files: conditions, after-work, ReplyResult targets, the pattern', () => {
    const { graph, report } = imported('triage_group');
    expect(graph.runtime).toBe('ag2');
    const id = (name: string) => graph.agents.find((a) => a.name === name)!.id;
    // the human (human_input_mode="ALWAYS") is the playground's user, not an agent
    expect(graph.agents.map((a) => a.name)).toEqual(['triage_agent', 'order_agent', 'support_agent']);
    expect(graph.startAgent).toBe(id('triage_agent'));
    expect(graph.settings).toMatchObject({ model: 'gpt-4o-mini', maxTurns: 25, afterWork: { type: 'terminate' } });
    expect(graph.context).toEqual({ customer_name: 'Sam', tier: 'gold', order_checked: false });
    const triage = graph.agents.find((a) => a.name === 'triage_agent')!;
    // UpdateSystemMessage fills {var} from the context: the graph's {{var}}
    expect(triage.instructions).toContain('The customer is {{customer_name}} with a {{tier}} account.');
    expect(triage.afterWork).toEqual({ type: 'revert_to_user' });
    expect(triage.modelSettings).toEqual({ temperature: 0.2 });
    expect(graph.agents.find((a) => a.name === 'order_agent')!.afterWork).toEqual({ type: 'agent', agent: id('triage_agent') });
    expect(graph.handoffs.map((h) => ({ from: h.from, to: h.to, trigger: h.trigger, enabled: h.enabled }))).toEqual([
      { from: id('triage_agent'), to: id('order_agent'), trigger: { type: 'llm', toolName: null, description: null, condition: 'The customer asks about an order.' }, enabled: true },
      { from: id('triage_agent'), to: id('support_agent'), trigger: { type: 'llm', toolName: 'route_to_support', description: null, condition: 'The customer has a technical problem.' }, enabled: true },
      { from: id('order_agent'), to: id('support_agent'), trigger: { type: 'context', when: "ctx.order_checked === true && ctx.tier === 'gold'" }, enabled: true },
      { from: id('order_agent'), to: id('triage_agent'), trigger: { type: 'llm', toolName: null, description: null, condition: 'The customer wants something other than order help.' }, enabled: { when: 'ctx.order_checked' } },
    ]);
    const check = graph.tools.find((t) => t.type === 'function' && t.name === 'check_order');
    expect(check?.type === 'function' && check.parameters).toEqual({ type: 'object', properties: { order_id: { type: 'string', description: 'The order number, like A-100' } }, required: ['order_id'], additionalProperties: false });
    const ticket = graph.tools.find((t) => t.type === 'function' && t.name === 'open_ticket');
    expect(ticket?.type === 'function' && ticket.routesTo).toEqual([id('triage_agent')]);
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', file: 'triage_group/tools.py', line: 16, construct: 'ReplyResult(target=RevertToUserTarget()) in cancel_order' }));
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'skipped', file: 'triage_group/run.py', line: 8 }));
  });

  it('reads config_list dicts, handoffs.add and reports the AutoPattern and unknown agent options', () => {
    const { graph, report } = imported('order_desk.py');
    expect(graph.settings.model).toBe('gpt-4.1');
    const clerk = graph.agents.find((a) => a.name === 'clerk')!;
    expect(clerk).toMatchObject({ handoffDescription: 'Takes and confirms orders.', modelSettings: { temperature: 0.1 } });
    expect(graph.handoffs).toEqual([expect.objectContaining({ from: clerk.id, trigger: expect.objectContaining({ condition: 'The customer asks whether an item is in stock.' }) })]);
    expect(graph.agents.find((a) => a.name === 'stock_keeper')!.afterWork).toEqual({ type: 'stay' });
    expect(graph.settings.maxTurns).toBe(12);
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'AutoPattern(...)', line: 29 }));
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'skipped', construct: 'is_termination_msg= on stock_keeper', line: 21 }));
  });

  it('reads LLMConfig from another module and register_function tools', () => {
    const { graph } = imported('trip_planner');
    expect(graph.settings.model).toBe('gpt-4o');
    expect(graph.agents.every((a) => a.model === null && a.modelSettings.parallelToolCalls === false)).toBe(true);
    const router = graph.agents.find((a) => a.name === 'route_finder')!;
    const tool = graph.tools.find((t) => t.id === router.tools[0]);
    expect(tool).toMatchObject({ name: 'travel_time', description: 'Travel time between two places.' });
    expect(tool?.type === 'function' && tool.parameters).toEqual({
      type: 'object',
      properties: { origin: { type: 'string', description: 'Where the trip starts.' }, destination: { type: 'string', description: 'Where it ends.' }, mode: { type: 'string', description: 'walking, transit or driving.' } },
      required: ['origin', 'destination'],
      additionalProperties: false,
    });
    expect(graph.settings.maxTurns).toBe(9);
  });

  it('reads register_for_llm, AgentNameTarget, StringContextCondition, and skips the group manager target with its line', () => {
    const { graph, report } = imported('finance.py');
    const id = (name: string) => graph.agents.find((a) => a.name === name)!.id;
    const bot = graph.agents.find((a) => a.name === 'finance_bot')!;
    const record = graph.tools.find((t) => t.id === bot.tools[0]);
    expect(record).toMatchObject({ name: 'record_decision', description: 'Record a transaction decision.', routesTo: [id('summary_bot')] });
    expect(record?.type === 'function' && record.parameters.properties).toEqual({ transaction_id: { type: 'string', description: 'The transaction id' }, approved: { type: 'boolean', description: 'Whether it was approved' } });
    expect(graph.handoffs.find((h) => h.to === id('human_reviewer'))?.trigger).toEqual({ type: 'context', when: 'ctx.large_amount' });
    expect(graph.handoffs.find((h) => h.to === id('summary_bot'))?.trigger).toMatchObject({ type: 'llm', condition: 'All transactions are decided.' });
    expect(graph.settings.afterWork).toBeNull();
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'skipped', construct: 'OnCondition(GroupManagerTarget()) of finance_bot', file: 'finance.py', line: 43 }));
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'skipped', construct: 'DefaultPattern(group_after_work=...)', line: 52 }));
  });

  it('reads `import autogen` style names, add_many and context from a module constant', () => {
    const { graph } = imported('escalation');
    const id = (name: string) => graph.agents.find((a) => a.name === name)!.id;
    expect(graph.startAgent).toBe(id('first_line'));
    expect(graph.context).toEqual({ attempts: 0, resolved: false, language: 'en' });
    expect(graph.settings.afterWork).toEqual({ type: 'revert_to_user' });
    expect(graph.handoffs.map((h) => [h.from, h.to, h.trigger.type === 'context' ? h.trigger.when : h.trigger.condition, h.enabled])).toEqual([
      [id('first_line'), id('second_line'), 'ctx.attempts >= 2 && !ctx.resolved', true],
      [id('first_line'), id('manager'), 'The customer asks for a manager.', { when: 'ctx.language.length > 0' }],
      [id('second_line'), id('manager'), 'A refund is needed.', true],
    ]);
  });
});
