import { describe, expect, it } from 'vitest';
import { importedFixture } from '../testing/fixtureFiles.ts';

const imported = (name: string) => importedFixture('agents-ts', name);

const fn = (graph: { tools: { type: string; name?: string }[] }, name: string) => graph.tools.find((t) => t.type === 'function' && t.name === name) as unknown as Record<string, unknown> & { code: string; parameters: unknown };

describe('Agents SDK TypeScript import', () => {
  it('reads four files: prompts and tools imported, zod schemas, execute bodies as tool code, handoffs pushed and assigned', () => {
    const { graph, report } = imported('customer-service');
    expect(graph.runtime).toBe('agents-sdk-js');
    const id = (name: string) => graph.agents.find((a) => a.name === name)!.id;
    expect(graph.agents.map((a) => a.name)).toEqual(['Billing Agent', 'Tech Support', 'Triage Agent']);
    expect(graph.startAgent).toBe(id('Triage Agent'));
    expect(graph.context).toEqual({ customerId: 'cus_100', plan: 'basic', verified: false });
    expect(graph.settings.maxTurns).toBe(8);
    // a constant inlined into the template; the SDK's own prefix constant stays visible
    expect(graph.agents.find((a) => a.name === 'Triage Agent')!.instructions).toBe('${RECOMMENDED_PROMPT_PREFIX}\nYou are the first contact for Harbor Telecom. Work out what the customer needs and hand off.');
    expect(graph.agents.find((a) => a.name === 'Tech Support')!).toMatchObject({ instructions: 'Help with connection problems. The customer is on the {{plan}} plan.', model: 'gpt-4.1', modelSettings: { temperature: 0.2 } });

    const invoice = fn(graph, 'get_invoice');
    expect(invoice.parameters).toEqual({
      type: 'object',
      properties: { invoiceId: { type: 'string', description: 'The invoice id, like inv-1' }, includeLines: { type: 'boolean', description: 'Whether to list the invoice lines' } },
      required: ['invoiceId'],
      additionalProperties: false,
    });
    // the helpers the body reads are copied above the default export, which keeps the SDK's (args, runContext) order
    expect(invoice.code).toBe(
      "const INVOICES: Record<string, number> = { 'inv-1': 42.5, 'inv-2': 19.99 };\n\nfunction formatAmount(amount: number): string {\n  return `$${amount.toFixed(2)}`;\n}\n\nexport default async function ({ invoiceId }) {\n    const amount = INVOICES[invoiceId];\n    return amount === undefined ? 'No such invoice' : `Invoice ${invoiceId}: ${formatAmount(amount)}`;\n  }",
    );
    expect(fn(graph, 'issue_refund')).toMatchObject({
      needsApproval: { when: 'args.amount > 100' },
      parameters: { properties: { reason: { type: 'string', enum: ['billing_error', 'service_outage', 'goodwill'] } }, required: ['invoiceId', 'amount', 'reason'] },
    });
    expect(fn(graph, 'reset_modem')).toMatchObject({ enabled: { when: 'ctx.verified === true' }, code: "export default function () {\n  return 'Modem reset sent.';\n}" });

    const toTech = graph.handoffs.find((h) => h.to === id('Tech Support'))!;
    expect(toTech).toMatchObject({
      from: id('Triage Agent'),
      trigger: { type: 'llm', toolName: 'open_tech_ticket' },
      inputFilter: { type: 'remove_all_tools' },
      inputSchema: { type: 'object', properties: { symptom: { type: 'string', description: 'What is broken' }, since: { type: ['string', 'null'] } }, required: ['symptom', 'since'], additionalProperties: false },
    });
    expect(toTech.onHandoff).toContain('export default async function (input, runContext) {');
    expect(graph.handoffs.filter((h) => h.to === id('Triage Agent')).map((h) => h.from)).toEqual([id('Billing Agent'), id('Tech Support')]);
    const guard = graph.guardrails[0];
    expect(guard).toMatchObject({ kind: 'input', name: 'No account numbers' });
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'tool issue_refund', detail: '.positive(...) is not kept in the schema', file: 'customer-service/tools.ts', line: 24 }));
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'skipped', construct: 'modelSettings.store of Tech Support', line: 29 }));
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'mapped', construct: 'billingAgent.handoffs.push(...)', line: 49 }));
  });

  it('reads Agent.create, zod output types with nested arrays and nullable fields, output guardrails and hosted tools', () => {
    const { graph } = imported('research.ts');
    const writer = graph.agents.find((a) => a.name === 'Writer')!;
    expect(writer.outputSchema).toEqual({
      type: 'object',
      properties: {
        summary: { type: 'string', description: 'Three sentences at most' },
        sources: { type: 'array', items: { type: 'string' } },
        confidence: { type: 'string', enum: ['low', 'medium', 'high'] },
        followUps: { type: ['array', 'null'], items: { type: 'object', properties: { question: { type: 'string' }, priority: { type: 'integer' } }, required: ['question', 'priority'], additionalProperties: false } },
      },
      required: ['summary', 'sources', 'confidence', 'followUps'],
      additionalProperties: false,
    });
    expect(writer.outputGuardrails).toHaveLength(1);
    const searcher = graph.agents.find((a) => a.name === 'Searcher')!;
    expect(graph.startAgent).toBe(searcher.id);
    expect(graph.tools.find((t) => t.id === searcher.tools[0])).toMatchObject({ type: 'hosted', hosted: 'web_search' });
  });

  it('reads schemas from another module, method-shorthand execute, plain JSON Schema parameters and MCP tools', () => {
    const { graph } = imported('shop');
    expect(graph.settings.model).toBe('gpt-4.1-mini');
    expect(graph.context).toEqual({ cartSize: 0, currency: 'EUR' });
    const add = fn(graph, 'add_to_cart');
    expect(add.parameters).toEqual({
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string' }, quantity: { type: 'integer' } }, required: ['sku', 'quantity'], additionalProperties: false }, description: 'What to add' },
        coupon: { type: 'string' },
      },
      required: ['items'],
      additionalProperties: false,
    });
    expect(add.timeoutMs).toBe(8000);
    expect(add.code).toMatch(/^export default async function \(\{ items \}, runContext\) \{\n\s+runContext\.context\.cartSize/);
    expect(fn(graph, 'checkout')).toMatchObject({ needsApproval: true, parameters: { properties: { address: { type: 'string', description: 'Where to ship' } }, required: ['address'] } });
    expect(graph.tools.find((t) => t.type === 'mcp')).toMatchObject({ serverLabel: 'catalog', serverUrl: 'https://mcp.example.com/catalog', requireApproval: 'never' });
    expect(graph.agents.find((a) => a.name === 'Checkout')!.toolUseBehavior).toEqual({ stopAtToolNames: ['checkout'] });
  });

  it('reads plain JavaScript', () => {
    const { graph } = imported('triage.js');
    const router = graph.agents.find((a) => a.name === 'Router')!;
    expect(graph.startAgent).toBe(router.id);
    expect(graph.handoffs.map((h) => [graph.agents.find((a) => a.id === h.from)!.name, graph.agents.find((a) => a.id === h.to)!.name])).toEqual([
      ['Router', 'Spanish'],
      ['Router', 'English'],
      ['Spanish', 'Router'],
    ]);
    expect(graph.handoffs[1].trigger).toMatchObject({ description: 'Use for English messages.' });
  });
});

describe('Agent Builder exports', () => {
  it('maps a classifier with if/else on its output to model-chosen handoffs and reports the approval and the end nodes', () => {
    const { graph, report } = imported('agent-builder/customer-service-workflow.ts');
    const id = (name: string) => graph.agents.find((a) => a.name === name)!.id;
    expect(graph.runtime).toBe('ag2');
    expect(graph.startAgent).toBe(id('Classifier'));
    expect(graph.handoffs.map((h) => [h.from, h.to, h.trigger])).toEqual([
      [id('Classifier'), id('Return agent'), { type: 'llm', toolName: null, description: null, condition: 'The classification is return_item.' }],
      [id('Classifier'), id('Retention Agent'), { type: 'llm', toolName: null, description: null, condition: 'The classification is cancel_subscription.' }],
      [id('Classifier'), id('Information agent'), { type: 'llm', toolName: null, description: null, condition: 'The classification is get_information.' }],
    ]);
    expect(graph.tools.find((t) => t.id === graph.agents.find((a) => a.name === 'Information agent')!.tools[0])).toMatchObject({ hosted: 'file_search', config: { vectorStoreIds: ['vs_6901c0ffee00000000000000policies'] } });
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'if (approvalRequest(approvalMessage))', line: 132 }));
    expect(report.items.filter((i) => i.construct === 'end').map((i) => i.line)).toEqual([133, 138]);
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'runtime' }));
  });

  it('maps if/else on state to context conditions and a run after a run to after-work', () => {
    const { graph, report } = imported('agent-builder/onboarding-workflow.ts');
    const id = (name: string) => graph.agents.find((a) => a.name === name)!.id;
    expect(graph.context).toEqual({ is_enterprise: false, seats: 0 });
    expect(graph.handoffs.map((h) => [h.from, h.to, h.trigger])).toEqual([
      [id('Intake'), id('Enterprise onboarding'), { type: 'context', when: 'ctx.is_enterprise === true && ctx.seats > 50' }],
      [id('Intake'), id('Self-serve onboarding'), { type: 'context', when: '!(ctx.is_enterprise === true && ctx.seats > 50)' }],
    ]);
    expect(graph.agents.find((a) => a.name === 'Enterprise onboarding')!.afterWork).toEqual({ type: 'agent', agent: id('Welcome') });
    expect(graph.agents.find((a) => a.name === 'Self-serve onboarding')!.afterWork).toEqual({ type: 'agent', agent: id('Welcome') });
    expect(report.items.filter((i) => i.construct.startsWith('state.')).map((i) => [i.level, i.line])).toEqual([
      ['approximated', 98],
      ['approximated', 99],
    ]);
  });

  it('turns hosted guardrails into a reported input guardrail stub and keeps a single agent on the Agents SDK', () => {
    const { graph, report } = imported('agent-builder/guarded-qa-workflow.ts');
    expect(graph.runtime).toBe('agents-sdk-js');
    const qa = graph.agents[0];
    expect(graph.startAgent).toBe(qa.id);
    const guard = graph.guardrails.find((g) => g.id === qa.inputGuardrails[0]);
    expect(guard?.name).toBe('Agent Builder guardrails (Moderation, Contains PII, Jailbreak)');
    expect(guard?.code).toContain("throw new Error('port needed");
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'runGuardrails(...)', line: 73 }));
  });
});
