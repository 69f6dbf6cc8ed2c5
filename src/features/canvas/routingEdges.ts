/**
 * The canvas edges of a graph, one per route (graph/routes.ts kinds): handoffs (llm, context),
 * after-work targets, function-driven routes drawn from every agent that owns the tool, and
 * "calls as tool" edges (`at:<id>`) from a manager to the agent it runs as a tool.
 * Tools are badges on agents rather than nodes of their own: a tool is shared by reference and
 * has no place in the control flow except through the agent that calls it, so an edge from the
 * owning agent to the tool's routesTo target tells the truth ("this agent may move there by
 * calling that tool") without doubling the node count or drawing tool-to-agent wires.
 */
import { agentToolName, handoffToolName } from '../../graph/toolNames.ts';
import type { Agent, Graph, Handoff, Tool } from '../../graph/schema.ts';
import type { LintMark, RoutingEdgeData, RoutingKind } from './flowTypes.ts';

export interface EdgeSpec {
  id: string;
  kind: RoutingKind;
  source: string;
  target: string;
  data: RoutingEdgeData;
}

const MAX_LABEL = 28;

export function shorten(text: string, max = MAX_LABEL): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function routingEdges(graph: Graph, lintOf: (kind: 'handoff' | 'tool' | 'agentTool', id: string) => LintMark | null): EdgeSpec[] {
  const agentsById = new Map<string, Agent>(graph.agents.map((a) => [a.id, a]));
  const llmByFrom = new Map<string, Handoff[]>();
  for (const h of graph.handoffs) {
    if (h.trigger.type !== 'llm') continue;
    const list = llmByFrom.get(h.from);
    if (list) list.push(h);
    else llmByFrom.set(h.from, [h]);
  }
  const specs: EdgeSpec[] = [];
  for (const h of graph.handoffs) {
    if (!agentsById.has(h.from) || !agentsById.has(h.to)) continue; // dangling: lint reports it on the agent
    const disabled = h.enabled === false;
    const conditional = typeof h.enabled === 'object';
    const lint = lintOf('handoff', h.id);
    if (h.trigger.type === 'llm') {
      // Narrow view of the graph: the naming rules only need the target and the source's llm handoffs.
      const target = agentsById.get(h.to)!;
      const name =
        handoffToolName({ runtime: graph.runtime, agents: [target], handoffs: llmByFrom.get(h.from) ?? [] }, h) ?? h.id;
      const condition = h.trigger.condition ?? h.trigger.description;
      specs.push({
        id: h.id,
        kind: 'llm',
        source: h.from,
        target: h.to,
        data: {
          label: shorten(name),
          title: condition ? `${name}: ${condition}` : name,
          disabled,
          conditional,
          lint,
        },
      });
    } else {
      specs.push({
        id: h.id,
        kind: 'context',
        source: h.from,
        target: h.to,
        data: { label: shorten(h.trigger.when, 24), title: `when ${h.trigger.when}`, disabled, conditional, lint },
      });
    }
  }
  const toolsById = new Map<string, Tool>(graph.tools.map((t) => [t.id, t]));
  for (const agent of graph.agents) {
    const own = agent.afterWork;
    const afterWork = own ?? graph.settings.afterWork;
    if (afterWork?.type === 'agent' && agentsById.has(afterWork.agent)) {
      specs.push({
        id: `aw:${agent.id}`,
        kind: 'afterWork',
        source: agent.id,
        target: afterWork.agent,
        data: {
          label: 'after work',
          title: own ? 'After work: hand over to this agent' : 'After work (graph default)',
          disabled: false,
          conditional: false,
          inherited: !own,
          lint: null,
        },
      });
    }
    for (const toolId of agent.tools) {
      const tool = toolsById.get(toolId);
      if (tool?.type !== 'function') continue;
      for (const to of tool.routesTo) {
        if (!agentsById.has(to)) continue;
        specs.push({
          id: `fn:${tool.id}:${agent.id}:${to}`,
          kind: 'function',
          source: agent.id,
          target: to,
          data: {
            label: shorten(tool.name, 24),
            title: `${tool.name}() may hand off here`,
            disabled: tool.enabled === false,
            conditional: typeof tool.enabled === 'object',
            lint: lintOf('tool', tool.id),
          },
        });
      }
    }
  }
  // "calls as tool": the manager runs the worker inside its turn and keeps the conversation
  for (const t of graph.agentTools ?? []) {
    const worker = agentsById.get(t.to);
    if (!worker || !agentsById.has(t.from)) continue;
    const name = agentToolName(graph.runtime, t.toolName, worker.name);
    specs.push({
      id: `at:${t.id}`,
      kind: 'agentTool',
      source: t.from,
      target: t.to,
      data: { label: shorten(name, 24), title: `${name}(): calls ${worker.name} as a tool; the answer comes back`, disabled: false, conditional: false, lint: lintOf('agentTool', t.id) },
    });
  }
  // AG2 nested chats: the owner talks to each recipient inside its own turn
  for (const owner of graph.agents) {
    (owner.nestedChats ?? []).forEach((chat, i) => {
      const recipient = agentsById.get(chat.agent);
      if (!recipient) return;
      const summary = chat.summaryMethod === 'last_msg' ? 'last message' : 'reflection';
      specs.push({
        id: `nc:${owner.id}:${i}`,
        kind: 'nestedChat',
        source: owner.id,
        target: recipient.id,
        data: { label: `${i + 1} · ${summary}`, title: `Nested chat ${i + 1} with ${recipient.name} (${chat.maxTurns} turn${chat.maxTurns === 1 ? '' : 's'}, summary: ${summary})`, disabled: false, conditional: false, lint: null },
      });
    });
  }
  // two-way pairs are drawn as two separate curves (edgeLayout.ts)
  const pairs = new Set(specs.map((s) => `${s.source}>${s.target}`));
  for (const spec of specs) {
    if (spec.source !== spec.target && pairs.has(`${spec.target}>${spec.source}`)) spec.data.twoWay = true;
  }
  return specs;
}

export function sameEdgeData(a: RoutingEdgeData, b: RoutingEdgeData): boolean {
  return (
    a.label === b.label &&
    a.title === b.title &&
    a.disabled === b.disabled &&
    a.conditional === b.conditional &&
    a.inherited === b.inherited &&
    a.twoWay === b.twoWay &&
    a.lint === b.lint
  );
}
