/**
 * Every place a graph carries code that the app would run in the sandbox: tool code, guardrails,
 * on-handoff callbacks, code input filters, agent-tool output extractors, every `when` rule (handoff `enabled`, context
 * conditions, tool `enabled` and `needsApproval`), and each of their Python bodies (with an agent's Python
 * instructions), which the Python runtimes run in their place. The trust decision itself belongs to the
 * engine's kernel (src/engine/kernel/trustGate.ts), which asks before any of these runs; this
 * list tells the app whether pasted content brings code the project did not have.
 */
import type { Enabled, Graph } from './schema.ts';

export interface CodeSite {
  /** JSON path of the code, e.g. `tools[0].enabled.when` */
  path: string;
  code: string;
}

export function graphCodeSites(graph: Graph): CodeSite[] {
  const sites: CodeSite[] = [];
  const add = (path: string, code: string | null | undefined) => {
    if (typeof code === 'string' && code.trim() !== '') sites.push({ path, code });
  };
  const rule = (path: string, value: Enabled) => {
    if (typeof value !== 'object') return;
    add(`${path}.when`, value.when);
    add(`${path}.python`, value.python);
  };
  graph.agents.forEach((agent, i) => add(`agents[${i}].instructionsPython`, agent.instructionsPython));
  graph.tools.forEach((tool, i) => {
    if (tool.type !== 'function') return;
    add(`tools[${i}].code`, tool.code);
    add(`tools[${i}].pythonCode`, tool.pythonCode);
    rule(`tools[${i}].enabled`, tool.enabled);
    rule(`tools[${i}].needsApproval`, tool.needsApproval);
  });
  graph.guardrails.forEach((guardrail, i) => {
    add(`guardrails[${i}].code`, guardrail.code);
    add(`guardrails[${i}].pythonCode`, guardrail.pythonCode);
  });
  graph.handoffs.forEach((handoff, i) => {
    add(`handoffs[${i}].onHandoff`, handoff.onHandoff);
    add(`handoffs[${i}].onHandoffPython`, handoff.onHandoffPython);
    if (handoff.inputFilter.type === 'code') {
      add(`handoffs[${i}].inputFilter.code`, handoff.inputFilter.code);
      add(`handoffs[${i}].inputFilter.pythonCode`, handoff.inputFilter.pythonCode);
    }
    rule(`handoffs[${i}].enabled`, handoff.enabled);
    if (handoff.trigger.type === 'context') add(`handoffs[${i}].trigger.when`, handoff.trigger.when);
  });
  (graph.agentTools ?? []).forEach((agentTool, i) => add(`agentTools[${i}].outputExtractor`, agentTool.outputExtractor));
  return sites;
}

/** Code in `incoming` that `existing` does not already hold, word for word. */
export function codeNotIn(existing: Graph, incoming: Graph): CodeSite[] {
  const known = new Set(graphCodeSites(existing).map((s) => s.code));
  return graphCodeSites(incoming).filter((s) => !known.has(s.code));
}

/**
 * Every place a graph makes the project reach out as code would: local MCP servers (a URL it
 * connects to, a command it starts) and hosted MCP tools (a server the provider calls, with the
 * approval policy the graph chose). `code` is the site's identity: its target and settings.
 */
export function reachOutSites(graph: Graph): CodeSite[] {
  const sites: CodeSite[] = [];
  graph.agents.forEach((agent, i) =>
    (agent.mcpServers ?? []).forEach((server, j) => sites.push({ path: `agents[${i}].mcpServers[${j}]`, code: `mcp ${JSON.stringify(server.transport)}` })),
  );
  graph.tools.forEach((tool, i) => {
    if (tool.type === 'mcp') sites.push({ path: `tools[${i}]`, code: `hosted-mcp ${JSON.stringify([tool.serverUrl, tool.requireApproval, tool.allowedTools])}` });
  });
  return sites;
}

/** What pasted content brings that the project must be trusted for again: new code or new reach-out sites. */
export function trustNotIn(existing: Graph, incoming: Graph): CodeSite[] {
  const known = new Set([...graphCodeSites(existing), ...reachOutSites(existing)].map((s) => s.code));
  return [...graphCodeSites(incoming), ...reachOutSites(incoming)].filter((s) => !known.has(s.code));
}
