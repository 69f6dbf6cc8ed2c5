import { describe, expect, it } from 'vitest';
import { handoffToolName } from '../graph/toolNames.ts';
import { everyFeatureGraph, testGraphs } from './fixtures/graphs.ts';
import { exportSwarm } from './swarm.ts';

const code = exportSwarm(everyFeatureGraph());

describe('Swarm export', () => {
  it('declares the agents with their tools and transfer functions', () => {
    for (const [, graph] of testGraphs()) {
      const out = exportSwarm(graph);
      expect(out.match(/^\w+ = Agent\($/gm)).toHaveLength(graph.agents.length);
      const transfers = graph.handoffs.filter((h) => h.trigger.type === 'llm' && h.enabled !== false);
      // equal transfers (same model name, target and docstring) share one function
      const distinct = new Set(transfers.map((h) => `${handoffToolName({ ...graph, runtime: 'swarm' }, h)}>${h.to}`));
      expect((out.match(/^def \w+\(.*\) -> Agent:$/gm) ?? []).length).toBeGreaterThanOrEqual(distinct.size - transfers.filter((h) => h.onHandoff || h.inputSchema).length);
      expect((out.match(/^def \w+\(.*\) -> Agent:$/gm) ?? []).length).toBeLessThanOrEqual(transfers.length);
      for (const tool of graph.tools) if (tool.type === 'function') expect(out).toMatch(new RegExp(`^def ${tool.name}\\(`, 'm'));
      expect(out).toContain('        context_variables=dict(CONTEXT_VARIABLES),');
    }
  });

  it('names transfer functions as the swarm profile does and documents them with the description', () => {
    const graph = everyFeatureGraph();
    const toSales = graph.handoffs.find((h) => h.id === 'triage-to-sales')!;
    // the docstring is the description exactly: Swarm sends func.__doc__ as is (swarm/util.py:80)
    expect(code).toContain(`def ${handoffToolName({ ...graph, runtime: 'swarm' }, toSales)}() -> Agent:\n    "Transfer to sales for orders and pricing."`);
    expect(code).toContain('    return sales_agent');
    expect(code).toContain('functions=[look_up_item, transfer_to_sales_agent, escalate_to_repairs],');
  });

  it('keeps transfer functions argument-free, as the engine\'s Swarm profile does, with what Swarm cannot do as comments', () => {
    expect(code).toContain('def escalate_to_repairs() -> Agent:');
    expect(code).toContain("    # Not supported by Swarm (no handoff callback): on-handoff code:\n    #   export default async function (input, { context }) {");
  });

  it('gives tools context_variables when their code uses the context, and shows routing as Result', () => {
    expect(code).toContain('def look_up_item(search_query: str, context_variables: dict) -> str:');
    expect(code).toContain('def refund_item(item_id: str, reason: str, context_variables: dict) -> Result:');
    expect(code).toContain('return Result(value=message, agent=<agent>), agent one of: human_escalation_agent.');
  });

  it('keeps after-work to an agent as a comment (Swarm ends the run)', () => {
    expect(code).toContain('# Not supported by Swarm: after its reply, continue with Triage Agent.');
  });

  it('uses callable instructions for {{var}} and keeps unsupported features as comments', () => {
    // str() of the value and "" when missing, as Swarm's defaultdict(str) gives (swarm/core.py:41)
    expect(code).toContain("def triage_agent_instructions(context_variables: dict) -> str:\n    return f\"You are the front desk of ACME Inc. The customer is a {context_variables['user_type']} customer.\\nRoute them to the right department.\"");
    expect(code).toContain('# Not supported by Swarm: guardrails No card numbers.');
    expect(code).toContain('# Not supported by Swarm: hand off to Human Escalation without the model when `ctx.n_attempts >= 3 && !ctx.verified`.');
  });
});

describe('Swarm export: runs on openai/swarm 6af0b4c (issue 9; checked by running the exports on upstream)', () => {
  const examples = new Map(testGraphs());

  it('imports Result from swarm.types (swarm/__init__.py exports Swarm, Agent and Response only)', () => {
    const out = exportSwarm(examples.get('ag2-planning-control')!);
    expect(out).toContain('from swarm import Agent, Swarm\nfrom swarm.types import Result\n');
    expect(out).not.toMatch(/from swarm import .*Result/);
  });

  it('writes the description as the exact docstring, none when empty (swarm/util.py:80 `func.__doc__ or ""`)', () => {
    const out = exportSwarm(examples.get('acme-customer-service')!);
    expect(out).toContain('def look_up_item(search_query: str):\n    """Use to find item ID.\nSearch query can be a description or keywords."""');
    expect(out).not.toContain('No description.');
  });

  it('one function for equal transfers, so the model sees the graph\'s name (no transfer_back_to_triage2)', () => {
    const out = exportSwarm(examples.get('acme-customer-service')!);
    expect(out.match(/^def transfer_back_to_triage\(\) -> Agent:$/gm)).toHaveLength(1);
    expect(out).not.toContain('transfer_back_to_triage2');
  });
});
