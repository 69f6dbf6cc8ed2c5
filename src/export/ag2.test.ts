import { describe, expect, it } from 'vitest';
import { testGraph } from '../graph/testGraph.ts';
import { exportAg2 } from './ag2.ts';
import { everyFeatureGraph, testGraphs } from './fixtures/graphs.ts';

const code = exportAg2(everyFeatureGraph());

describe('AG2 export', () => {
  it('declares ConversableAgents, conditions and after-work for every graph', () => {
    for (const [, graph] of testGraphs()) {
      const out = exportAg2(graph);
      expect(out.match(/^\w+ = ConversableAgent\(\n {4}name="(?!user")/gm)).toHaveLength(graph.agents.length);
      const live = graph.handoffs.filter((h) => h.enabled !== false);
      expect(out.match(/^ {4}(# )?OnCondition\(/gm) ?? []).toHaveLength(live.filter((h) => h.trigger.type === 'llm').length);
      expect(out.match(/^ {4}(# )?OnContextCondition\(/gm) ?? []).toHaveLength(live.filter((h) => h.trigger.type === 'context').length);
      expect(out.match(/\.handoffs\.set_after_work\(/g) ?? []).toHaveLength(graph.agents.filter((a) => a.afterWork).length);
      expect(out).toContain('context_variables=ContextVariables(data=dict(CONTEXT_VARIABLES)),');
      expect(out).toContain('    result, context_variables, last_agent = initiate_group_chat(');
    }
  });

  it('translates context conditions and availability to ContextExpression', () => {
    expect(code).toContain('condition=ExpressionContextCondition(ContextExpression("${n_attempts} >= 3 and not ${verified}")),');
    expect(code).toContain('available=ExpressionAvailableCondition(ContextExpression("${user_type} != \'blocked\'")),');
    // AG2 overwrites llm_function_name (handoffs.py:299-303, 0.11.5): the override is a comment, never an argument
    expect(code).toContain('        # The graph names this tool escalate_to_repairs; AG2 names it transfer_to_Issues_and_Repairs_2 (handoffs.py:299-303).\n        target=AgentTarget(issues_and_repairs_agent),\n        condition=StringLLMCondition(prompt="The customer reports a broken product."),');
    expect(code).not.toContain('llm_function_name=');
  });

  it('maps after-work targets and adds a user agent for revert-to-user', () => {
    expect(code).toContain('triage_agent.handoffs.set_after_work(RevertToUserTarget())');
    expect(code).toContain('issues_and_repairs_agent.handoffs.set_after_work(AgentTarget(triage_agent))');
    expect(code).toContain('human_escalation_agent.handoffs.set_after_work(StayTarget())');
    expect(code).toContain('        user_agent=user,');
    expect(code).toContain('        group_after_work=TerminateTarget(),');
  });

  it('stubs routing tools as ReplyResult functions that show their targets', () => {
    expect(code).toContain('def refund_item(item_id: str, reason: str, context_variables: ContextVariables) -> ReplyResult:');
    expect(code).toContain('return ReplyResult(message=message, target=AgentTarget(human_escalation_agent), context_variables=context_variables)');
  });

  it('keeps an untranslatable context condition as a commented TODO instead of dropping it', () => {
    const out = exportAg2(testGraph({
      startAgent: 'a',
      agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
      handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'context', when: 'ctx.list.some((x) => x > 1)' } }],
    }));
    expect(out).toContain('    # TODO: translate this JavaScript rule to a ContextExpression: ctx.list.some((x) => x > 1)\n    # OnContextCondition(');
  });
});
