/**
 * Scenarios derived from any graph, so that every shipped example (present and future) and the
 * every-feature fixture are checked
 * even without hand-written scripts: from every agent, each of its function tools called with
 * arguments made from the tool's schema, and each of its statically enabled transfer tools
 * (with arguments made from the handoff's input schema), each followed by a reply. The graph
 * starts at that agent (a variant of the graph with another start agent).
 */
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import type { Graph, JsonSchema } from '../../graph/schema.ts';
import { agentToolNames } from '../../graph/toolNames.ts';
import { assistantMessage, functionCall } from '../../models/items.ts';
import { everyFeatureGraph } from '../fixtures/graphs.ts';
import type { GraphCase, Scenario } from './scenarios.ts';

/** A value the schema accepts: the first choice of every enum/anyOf; optional properties null. */
export function sampleValue(schema: JsonSchema | undefined): unknown {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('const' in s) return s.const;
  if (Array.isArray(s.anyOf)) return sampleValue(s.anyOf[0] as JsonSchema);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') ?? 'null' : s.type;
  switch (type) {
    case 'string':
      return 'sample';
    case 'number':
      return 1.5;
    case 'integer':
      return 2;
    case 'boolean':
      return true;
    case 'array':
      return [sampleValue(s.items as JsonSchema)];
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((s.required ?? []) as string[]);
      // the JS SDK's strict schemas make every property required (optional ones nullable)
      return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, required.has(k) ? sampleValue(v) : null]));
    }
    default:
      return null;
  }
}

/**
 * Rule-enabled tools and handoffs are left out (whether they are on depends on the context; the
 * hand-written scenarios cover them), as are agents that stop on their own tools' output.
 */
export function walks(graph: Graph): Scenario[] {
  const scenarios: Scenario[] = [];
  for (const agent of graph.agents) {
    const from = (g: Graph): Graph => ({ ...g, startAgent: agent.id });
    const entries = agentToolNames(graph, agent.id);
    for (const entry of entries) {
      const tool = entry.source.kind === 'tool' ? graph.tools.find((t) => t.id === entry.source.id) : undefined;
      const handoff = entry.source.kind === 'handoff' ? graph.handoffs.find((h) => h.id === entry.source.id) : undefined;
      if (tool?.type === 'function' && (typeof tool.enabled === 'object' || agent.toolUseBehavior !== 'run_llm_again')) continue;
      if (handoff && typeof handoff.enabled === 'object') continue;
      const args = tool?.type === 'function' ? sampleValue(tool.parameters) : sampleValue(handoff?.inputSchema ?? undefined);
      const target = handoff ? graph.agents.find((a) => a.id === handoff.to) : agent;
      if (!target) continue;
      const reply = target.outputSchema ? sampleValue(target.outputSchema) : 'Done.';
      const name = `from ${agent.name}: ${handoff ? 'transfer' : 'tool'} ${entry.name}, then a reply`;
      // two handoffs between the same agents share a tool name; names key the pinned fixtures
      const seen = scenarios.filter((s) => s.name === name || s.name.startsWith(`${name} (`)).length;
      scenarios.push({
        name: seen ? `${name} (${seen + 1})` : name,
        graph: from,
        input: `Please use ${entry.name}`,
        turns: [[functionCall(entry.name, args ?? {}, 'w1')], [assistantMessage(typeof reply === 'string' ? reply : JSON.stringify(reply))]],
        expect: { lastAgent: target.name, finalOutput: reply },
      });
    }
  }
  return scenarios;
}

/** Every shipped example as an agents-sdk-js graph, and the every-feature fixture, with their derived walks. */
export function exampleWalkCases(): GraphCase[] {
  const graphs: Array<[string, Graph]> = [...EXAMPLES.map((e): [string, Graph] => [e.id, exampleGraph(e)]), ['every-feature', everyFeatureGraph()]];
  return graphs.map(([id, g]) => {
    const graph: Graph = { ...g, runtime: 'agents-sdk-js' };
    return { name: `${id} walks (as agents-sdk-js)`, graph, scenarios: walks(graph) };
  });
}
