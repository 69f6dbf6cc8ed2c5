/**
 * The tool names a model is shown by the Swarm and AG2 exports, read back from the generated
 * Python: per agent (by its graph name), its function tools and transfer tools.
 * Swarm: every entry of `functions=[...]` is offered under its function's `__name__` (the `def`
 * name; swarm/util.py function_to_json). AG2: `functions=[...]` likewise, plus one tool per
 * `OnCondition` of `add_llm_conditions`, named `llm_function_name` or
 * `transfer_to_{target name}_{i + 1}` (docs/SEMANTICS.md §5.2, `Handoffs.set_llm_function_names`).
 */
import type { Graph } from '../../graph/schema.ts';

interface AgentBlock {
  variable: string;
  name: string;
  functions: string[];
}

function pyName(body: string): string {
  const m = /^ {4}name=("(?:[^"\\]|\\.)*")/m.exec(body);
  if (!m) throw new Error(`no name= in ${body.slice(0, 80)}`);
  return JSON.parse(m[1]) as string;
}

function functionsOf(body: string): string[] {
  const m = /^ {4}functions=\[([^\]]*)\]/m.exec(body);
  return m ? m[1].split(',').map((s) => s.trim()).filter(Boolean) : [];
}

/** `x = Agent(` … `)` blocks (a call spread over lines, closed by `)` in column 0). */
function agentBlocks(code: string, constructor: 'Agent' | 'ConversableAgent'): AgentBlock[] {
  const blocks: AgentBlock[] = [];
  const lines = code.split('\n');
  const opening = new RegExp(`^(\\w+) = ${constructor}\\($`);
  lines.forEach((line, i) => {
    const m = opening.exec(line);
    if (!m) return;
    const end = lines.indexOf(')', i);
    const body = lines.slice(i + 1, end).join('\n');
    blocks.push({ variable: m[1], name: pyName(body), functions: functionsOf(body) });
  });
  return blocks;
}

/** Agent name → the tool names its model sees, in the order they are offered. */
export function swarmToolNames(code: string): Map<string, string[]> {
  // `fn.__name__ = "name"` lines give a function the name the model sees
  const renamed = new Map([...code.matchAll(/^(\w+)\.__name__ = ("(?:[^"\\]|\\.)*")$/gm)].map((m) => [m[1], JSON.parse(m[2]) as string]));
  return new Map(agentBlocks(code, 'Agent').map((b) => [b.name, b.functions.map((f) => renamed.get(f) ?? f)]));
}

/**
 * Graph agent name → the tool names its model sees (function tools, then transfer tools). AG2
 * agents may be renamed (no whitespace), so blocks are matched to the graph's agents in order.
 */
export function ag2ToolNames(code: string, graph: Graph): Map<string, string[]> {
  const blocks = agentBlocks(code, 'ConversableAgent');
  if (blocks.length !== graph.agents.length) throw new Error(`${blocks.length} ConversableAgents for ${graph.agents.length} agents`);
  const ag2Name = new Map(blocks.map((b) => [b.variable, b.name]));
  const result = new Map<string, string[]>();
  blocks.forEach((block, i) => {
    const names = [...block.functions];
    const list = new RegExp(`^${block.variable}\\.handoffs\\.add_llm_conditions\\(\\[\\n([\\s\\S]*?)\\n\\]\\)$`, 'm').exec(code);
    const conditions = list ? list[1].split(/^ {4}OnCondition\(/m).slice(1) : [];
    conditions.forEach((condition, index) => {
      const override = /llm_function_name=("(?:[^"\\]|\\.)*")/.exec(condition);
      const target = /target=AgentTarget\((\w+)\)/.exec(condition);
      names.push(override ? (JSON.parse(override[1]) as string) : `transfer_to_${target ? ag2Name.get(target[1]) : 'unknown'}_${index + 1}`);
    });
    result.set(graph.agents[i].name, names);
  });
  return result;
}
