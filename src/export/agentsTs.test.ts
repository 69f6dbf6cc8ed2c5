import { describe, expect, it } from 'vitest';
import { testGraph } from '../graph/testGraph.ts';
import { exportAgentsTs } from './agentsTs.ts';
import { everyFeatureGraph, testGraphs } from './fixtures/graphs.ts';

const code = exportAgentsTs(everyFeatureGraph());

describe('Agents SDK TypeScript export', () => {
  it('declares one Agent per graph agent and one handoff() per model-chosen handoff', () => {
    for (const [, graph] of testGraphs()) {
      const out = exportAgentsTs(graph);
      expect(out.match(/= new Agent</g)).toHaveLength(graph.agents.length);
      for (const agent of graph.agents) expect(out).toContain(`name: '${agent.name.replace(/'/g, "\\'")}',`);
      expect(out.match(/\bhandoff\(\w+Agent[,)]/g) ?? []).toHaveLength(graph.handoffs.filter((h) => h.trigger.type === 'llm').length);
      expect(out.match(/= tool<|= \w+Tool\(|= hostedMcpTool\(/g) ?? []).toHaveLength(graph.tools.length);
    }
  });

  it('exports the agents, the start agent, the initial context and runGraph for tests', () => {
    expect(code).toContain('export const agents = {\n  triage: triageAgent,');
    expect(code).toContain('export const startAgent = triageAgent;');
    expect(code).toContain("return { user_type: 'regular', n_attempts: 0, verified: false, escalation_reason: '' };");
    expect(code).toContain('export async function runGraph(');
  });

  it('maps handoff options to the SDK: overrides, input type, on-handoff, filters, enabled rules', () => {
    expect(code).toContain("toolDescriptionOverride: 'Transfer to sales for orders and pricing.',");
    expect(code).toContain("toolNameOverride: 'escalate_to_repairs',");
    expect(code).toContain('inputType: triageToIssuesAndRepairsInput,');
    expect(code).toContain("priority: z.enum(['low', 'normal', 'high']),");
    expect(code).toContain('onHandoff: async (runContext, input) => { await triageToIssuesAndRepairsOnHandoff(input!, { context: runContext.context }); },');
    expect(code).toContain('inputFilter: removeAllTools,');
    expect(code).toContain('inputFilter: keepLastItems(6),');
    expect(code).toContain('inputFilter: protocolItemFilter(issuesAndRepairsToTriageInputFilter),');
    expect(code).toContain("isEnabled: ({ runContext: { context: ctx } }) => ctx.user_type !== 'blocked',");
    expect(code).toContain('isEnabled: false,');
    expect(code).toContain("import { removeAllTools } from '@openai/agents-core/extensions';");
  });

  it('keeps what the SDK cannot do visible', () => {
    expect(code).toContain('// Not exported (no SDK equivalent): hand off to Human Escalation without the model when `ctx.n_attempts >= 3 && !ctx.verified`.');
    expect(code).toContain('// AG2 condition (the SDK does not use it): The customer reports a broken product.');
    expect(code).toContain('// Not exported (no SDK equivalent): after its reply, continue with Triage Agent; the SDK ends the run.');
  });

  it('inlines tool code behind tool() with zod parameters, approvals and guardrails', () => {
    expect(code).toContain('const lookUpItemCode: ToolCode<z.infer<typeof lookUpItemParameters>> = async function ({ search_query }, { context }) {');
    expect(code).toContain('  needsApproval: async (_runContext, args) => args.quantity > 10,');
    expect(code).toContain('  needsApproval: true,\n  inputGuardrails: [refundLimit],\n  outputGuardrails: [redactIds],');
    // tool results are JSON-safe like the sandbox's; handoff() from tool code is a no-op, as in the engine
    expect(code).toContain('  execute: async (args, runContext) => (await refundItemCode(args, { context: runContext!.context, handoff: ignoreHandoff })) ?? null,');
    expect(code).toContain('function ignoreHandoff(_agentId: string, _message?: string): void {}');
    expect(code).toContain("const input = { tool: toolCall.name, arguments: JSON.parse(toolCall.arguments), agent: agent.name };");
    // an optional parameter: nullable for the model, and a null means "not given" for the code
    expect(code).toContain("  gift_note: z.string().describe('Optional note for a gift').nullable().optional(),");
    expect(code).toContain("(await executeOrderCode(dropNulls(args, { drop: ['gift_note'] }), { context: runContext!.context })) ?? null,");
    expect(code).toContain("toolUseBehavior: { stopAtToolNames: ['execute_order'] },");
    expect(code).toContain("const docs = fileSearchTool(['vs_docs'], { maxNumResults: 5 });");
    expect(code).toContain("hostedMcpTool({ serverLabel: 'catalog', serverUrl: 'https://example.com/mcp', requireApproval: 'never', allowedTools: ['search'] })");
  });

  it('writes instructions with {{var}} as a function of the run context', () => {
    expect(code).toContain('instructions: (runContext) => `You are the front desk of ACME Inc. The customer is a ${contextText(runContext.context.user_type)} customer.\nRoute them to the right department.`,');
  });

  it('emits only the glue a graph needs', () => {
    const plain = exportAgentsTs(testGraph({ startAgent: 'a', agents: [{ id: 'a', name: 'A', instructions: 'Hi `there` ${x}' }] }));
    expect(plain).toContain('instructions: \'Hi `there` ${x}\',');
    for (const glue of ['ignoreHandoff', 'keepLastItems', 'protocolItemFilter', 'createInterface', 'removeAllTools', "from 'zod'", 'contextText']) expect(plain).not.toContain(glue);
    expect(plain).toContain('  return result;\n}');
  });
});
