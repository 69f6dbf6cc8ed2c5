/** Derives what an agent node shows from the document (pure; the flow store caches the result). */
import type { Agent, Graph, Tool } from '../../graph/schema.ts';
import type { AfterWorkChip, AgentNodeData, LintMark, ToolBadge } from './flowTypes.ts';

const HOSTED_LABEL: Record<string, string> = {
  file_search: 'file search',
  web_search: 'web search',
  code_interpreter: 'code interpreter',
};

function toolBadge(id: string, tool: Tool | undefined): ToolBadge {
  if (!tool) return { id, label: id, kind: 'missing', routes: false };
  if (tool.type === 'function') return { id, label: tool.name, kind: 'function', routes: tool.routesTo.length > 0 };
  if (tool.type === 'hosted') return { id, label: HOSTED_LABEL[tool.hosted] ?? tool.hosted, kind: 'hosted', routes: false };
  if (tool.type === 'computer') return { id, label: `computer: ${tool.environment}`, kind: 'hosted', routes: false };
  return { id, label: `mcp: ${tool.serverLabel}`, kind: 'mcp', routes: false };
}

/**
 * An agent's MCP servers: each listed tool (the runner offers them first, as the SDKs do), or the
 * server itself until its tools are listed. The id is the server's, as run events name it.
 */
function mcpBadges(agent: Agent): ToolBadge[] {
  return (agent.mcpServers ?? []).flatMap((server): ToolBadge[] =>
    server.listedTools && server.listedTools.length > 0
      ? server.listedTools.map((tool) => ({ id: server.id, label: tool.name, kind: 'mcp_listed', routes: false }))
      : [{ id: server.id, label: `mcp: ${server.name}`, kind: 'mcp_listed', routes: false }],
  );
}

export function agentNodeData(
  agent: Agent,
  graph: Graph,
  toolsById: ReadonlyMap<string, Tool>,
  agentNames: ReadonlyMap<string, string>,
  lint: LintMark | null,
): AgentNodeData {
  const own = agent.afterWork;
  const afterWork = own ?? graph.settings.afterWork;
  let chip: AfterWorkChip = null;
  if (afterWork) {
    chip =
      afterWork.type === 'agent'
        ? { type: 'agent', inherited: !own, target: agentNames.get(afterWork.agent) ?? afterWork.agent }
        : { type: afterWork.type, inherited: !own };
  }
  return {
    name: agent.name,
    model: agent.model ?? graph.settings.model,
    modelIsDefault: agent.model === null,
    tools: [...mcpBadges(agent), ...agent.tools.map((id) => toolBadge(id, toolsById.get(id)))],
    guardrails: agent.inputGuardrails.length + agent.outputGuardrails.length,
    isStart: graph.startAgent === agent.id,
    afterWork: chip,
    lint,
    color: agent.color,
  };
}

/** Field-by-field equality of node data (arrays of badges compared element-wise). */
export function sameNodeData(a: AgentNodeData, b: AgentNodeData): boolean {
  return (
    a.name === b.name &&
    a.model === b.model &&
    a.modelIsDefault === b.modelIsDefault &&
    a.guardrails === b.guardrails &&
    a.isStart === b.isStart &&
    a.color === b.color &&
    a.lint === b.lint &&
    sameChip(a.afterWork, b.afterWork) &&
    a.tools.length === b.tools.length &&
    a.tools.every((t, i) => {
      const u = b.tools[i];
      return t.id === u.id && t.label === u.label && t.kind === u.kind && t.routes === u.routes;
    })
  );
}

function sameChip(a: AfterWorkChip, b: AfterWorkChip): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.type === b.type && a.inherited === b.inherited && (a.type !== 'agent' || (b.type === 'agent' && a.target === b.target));
}
