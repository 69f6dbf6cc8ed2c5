/**
 * Names are one line of text: they become labels, tool names the model sees, and text in the
 * exported code's comments. The importer refuses control characters in them (line breaks of any
 * language, tabs, NUL, the C1 block, U+2028/U+2029) with the path, so a crafted file cannot carry
 * a name that reads as one thing and breaks lines somewhere else. Ids are restricted by IdSchema.
 */
import type { ImportProblem } from './importGraph.ts';
import type { Graph } from './schema.ts';

// oxlint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\0-\x1f\x7f-\x9f\u2028\u2029]/;

function problem(path: string, text: string | null | undefined): ImportProblem[] {
  if (typeof text !== 'string') return [];
  const found = CONTROL.exec(text);
  if (!found) return [];
  const code = `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return [{ path, message: `A name must be one line of text: control character ${code} at position ${found.index + 1} (line breaks, tabs and other control characters are not allowed here).` }];
}

/** Every single-line field (names, tool names, labels) that holds a control character, with its path. */
export function singleLineProblems(graph: Graph): ImportProblem[] {
  const out: ImportProblem[] = [...problem('name', graph.name)];
  graph.agents.forEach((agent, i) => {
    out.push(...problem(`agents[${i}].name`, agent.name));
    (agent.mcpServers ?? []).forEach((server, j) => out.push(...problem(`agents[${i}].mcpServers[${j}].name`, server.name)));
  });
  graph.tools.forEach((tool, i) => {
    if ('name' in tool) out.push(...problem(`tools[${i}].name`, tool.name as string));
    if (tool.type === 'mcp') out.push(...problem(`tools[${i}].serverLabel`, tool.serverLabel));
  });
  graph.handoffs.forEach((h, i) => {
    if (h.trigger.type === 'llm') out.push(...problem(`handoffs[${i}].trigger.toolName`, h.trigger.toolName));
  });
  graph.guardrails.forEach((g, i) => out.push(...problem(`guardrails[${i}].name`, g.name)));
  (graph.agentTools ?? []).forEach((t, i) => out.push(...problem(`agentTools[${i}].toolName`, t.toolName)));
  (graph.groups ?? []).forEach((g, i) => out.push(...problem(`groups[${i}].name`, g.name)));
  (graph.documents ?? []).forEach((d, i) => out.push(...problem(`documents[${i}].name`, d.name)));
  if (graph.evals) {
    out.push(...problem('evals.name', graph.evals.name));
    graph.evals.scenarios.forEach((s, i) => out.push(...problem(`evals.scenarios[${i}].name`, s.name)));
  }
  return out;
}
