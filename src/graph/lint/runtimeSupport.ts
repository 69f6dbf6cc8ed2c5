/**
 * A feature the graph's runtime does not run is silently ignored by the engine: warn on each
 * element that uses one, saying what happens instead and which runtime runs it. What each
 * runtime runs is the table in ../runtimeSupport.ts.
 *
 * A context-trigger handoff the runtime ignores gets only that warning: its other settings
 * cannot matter while the handoff is never taken.
 */
import { ignoredFeatureMessage, type RuntimeFeature } from '../runtimeSupport.ts';
import type { Graph, ModelSettings } from '../schema.ts';
import type { Diagnostic, LintRule, TargetKind } from './diagnostic.ts';

/** Tool code calling handoff(...) (the `handoff` helper of the tool's second argument), comments aside. */
const HANDOFF_CALL = /\bhandoff\s*\(/;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

function callsHandoff(code: string): boolean {
  return HANDOFF_CALL.test(code.replace(COMMENTS, ''));
}

function usesSampling(settings: ModelSettings): boolean {
  return settings.temperature !== undefined || settings.topP !== undefined || settings.maxTokens !== undefined;
}

export const runtimeSupportRule: LintRule = {
  id: 'runtime-support',
  check(graph: Graph) {
    const out: Diagnostic[] = [];
    const report = (feature: RuntimeFeature, kind: TargetKind, id: string, path: string): boolean => {
      const message = ignoredFeatureMessage(graph.runtime, feature);
      if (message !== null) out.push({ ruleId: 'runtime-support', severity: 'warning', message, target: { kind, id }, path });
      return message !== null;
    };

    if (graph.settings.afterWork !== null) report('afterWork', 'graph', graph.id, 'settings.afterWork');
    if (usesSampling(graph.settings.modelSettings)) report('samplingSettings', 'graph', graph.id, 'settings.modelSettings');

    graph.agents.forEach((agent, i) => {
      const at = (field: string) => `agents[${i}].${field}`;
      if (agent.inputGuardrails.length > 0) report('agentGuardrails', 'agent', agent.id, at('inputGuardrails'));
      if (agent.outputGuardrails.length > 0) report('agentGuardrails', 'agent', agent.id, at('outputGuardrails'));
      if (agent.outputSchema !== null) report('outputSchema', 'agent', agent.id, at('outputSchema'));
      if (agent.toolUseBehavior !== 'run_llm_again') report('toolUseBehavior', 'agent', agent.id, at('toolUseBehavior'));
      if (agent.afterWork !== null) report('afterWork', 'agent', agent.id, at('afterWork'));
      if (usesSampling(agent.modelSettings)) report('samplingSettings', 'agent', agent.id, at('modelSettings'));
      if (agent.handoffDescription.trim() !== '') report('handoffDescription', 'agent', agent.id, at('handoffDescription'));
      if (agent.nestedChats && agent.nestedChats.length > 0) report('nestedChats', 'agent', agent.id, at('nestedChats'));
      (agent.mcpServers ?? []).forEach((server, j) => {
        report('mcpServers', 'agent', agent.id, at(`mcpServers[${j}]`));
        if (server.requireApproval !== 'never') report('mcpApproval', 'agent', agent.id, at(`mcpServers[${j}].requireApproval`));
      });
    });

    graph.handoffs.forEach((handoff, i) => {
      const at = (field: string) => `handoffs[${i}].${field}`;
      if (handoff.trigger.type === 'context') {
        if (report('contextTrigger', 'handoff', handoff.id, at('trigger'))) return;
      } else if (handoff.trigger.condition !== null) {
        report('conditionPrompt', 'handoff', handoff.id, at('trigger.condition'));
      }
      if (handoff.inputSchema !== null) report('inputSchema', 'handoff', handoff.id, at('inputSchema'));
      // The engines skip an empty on-handoff source (SDK handoffCall.ts: `if (onHandoff)`).
      if (handoff.onHandoff) report('onHandoff', 'handoff', handoff.id, at('onHandoff'));
      if (handoff.inputFilter.type !== 'none') report('inputFilter', 'handoff', handoff.id, at('inputFilter'));
    });

    graph.tools.forEach((tool, i) => {
      const at = (field: string) => `tools[${i}].${field}`;
      if (tool.type === 'computer') {
        report('computerTool', 'tool', tool.id, `tools[${i}]`);
        return;
      }
      if (tool.type !== 'function') {
        report('hostedTools', 'tool', tool.id, `tools[${i}]`);
        return;
      }
      if (tool.routesTo.length > 0) report('functionRouting', 'tool', tool.id, at('routesTo'));
      else if (callsHandoff(tool.code)) report('functionRouting', 'tool', tool.id, at('code'));
      if (tool.inputGuardrails.length > 0) report('toolGuardrails', 'tool', tool.id, at('inputGuardrails'));
      if (tool.outputGuardrails.length > 0) report('toolGuardrails', 'tool', tool.id, at('outputGuardrails'));
    });
    (graph.agentTools ?? []).forEach((t, i) => report('agentTools', 'agentTool', t.id, `agentTools[${i}]`));
    return out;
  },
};
