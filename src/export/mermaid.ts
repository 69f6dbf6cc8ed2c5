/**
 * Export to a Mermaid flowchart for documents and slides: agents are nodes (the start agent is
 * marked), edges are labelled by routing kind: the transfer tool the model calls, a context
 * condition, an after-work rule, or a tool that routes by code.
 */
import type { AfterWork, Graph } from '../graph/schema.ts';
import { agentToolName, handoffToolName } from '../graph/toolNames.ts';
import { mermaidCommentText, mermaidLabel as label } from './literals.ts';

/** Mermaid node ids must be simple; graph ids may contain "-". */
function nodeId(id: string): string {
  return `a_${id.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

function afterWorkTarget(afterWork: AfterWork): string | null {
  return afterWork.type === 'agent' ? nodeId(afterWork.agent) : null;
}

export function exportMermaid(graph: Graph): string {
  const lines = [
    `%% ${mermaidCommentText(graph.name)}: routing exported from Switchboard. Solid: transfer tools the model calls;`,
    '%% dotted "when": context conditions; dotted "fn": tools that route by code; thick: after-work.',
    'flowchart TD',
  ];
  const ends = new Set<string>();
  for (const agent of graph.agents) {
    const start = agent.id === graph.startAgent;
    lines.push(`  ${nodeId(agent.id)}${start ? '(["' : '["'}${label(agent.name)}${start ? ' (start)"])' : '"]'}`);
  }
  for (const h of graph.handoffs) {
    const from = nodeId(h.from);
    const to = nodeId(h.to);
    if (h.trigger.type === 'context') {
      lines.push(`  ${from} -. "when ${label(h.trigger.when)}" .-> ${to}`);
      continue;
    }
    const name = handoffToolName(graph, h) ?? '';
    const enabled = h.enabled === false ? ' (disabled)' : typeof h.enabled === 'object' ? ` (if ${label(h.enabled.when)})` : '';
    lines.push(`  ${from} -- "${label(name)}${enabled}" --> ${to}`);
  }
  for (const agent of graph.agents) {
    const afterWork = agent.afterWork ?? graph.settings.afterWork;
    if (!afterWork) continue;
    const to = afterWorkTarget(afterWork);
    if (to) {
      lines.push(`  ${nodeId(agent.id)} == "after work" ==> ${to}`);
    } else {
      ends.add(afterWork.type);
      const end = afterWork.type === 'stay' ? nodeId(agent.id) : `end_${afterWork.type}`;
      lines.push(`  ${nodeId(agent.id)} == "after work: ${afterWork.type.replace(/_/g, ' ')}" ==> ${end}`);
    }
  }
  for (const tool of graph.tools) {
    if (tool.type !== 'function') continue;
    const owners = graph.agents.filter((a) => a.tools.includes(tool.id));
    for (const owner of owners) {
      for (const targetId of tool.routesTo) lines.push(`  ${nodeId(owner.id)} -. "fn ${label(tool.name)}" .-> ${nodeId(targetId)}`);
    }
  }
  // "calls as tool": the worker runs inside the manager's turn (a two-headed arrow: the answer comes back)
  for (const t of graph.agentTools ?? []) {
    const worker = graph.agents.find((a) => a.id === t.to);
    if (!worker || !graph.agents.some((a) => a.id === t.from)) continue;
    lines.push(`  ${nodeId(t.from)} <-. "tool ${label(agentToolName(graph.runtime, t.toolName, worker.name))}" .-> ${nodeId(t.to)}`);
  }
  if (ends.has('terminate')) lines.push('  end_terminate((end))');
  if (ends.has('revert_to_user')) lines.push('  end_revert_to_user((user))');
  if (graph.startAgent) lines.push(`  style ${nodeId(graph.startAgent)} stroke-width:3px`);
  return `${lines.join('\n')}\n`;
}
