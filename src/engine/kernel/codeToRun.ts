/**
 * The code a profile hands the sandbox for a tool or an on-handoff callback: the body the graph's
 * runtime runs (graph/codeBody.ts), and for a Python body what the sandbox needs to call it the
 * runtime's way. The only place profiles learn whether Python or TypeScript runs.
 */
import { onHandoffBody, toolBody, type BodyChoice } from '../../graph/codeBody.ts';
import type { FunctionTool, Graph, Handoff } from '../../graph/schema.ts';
import type { PythonBody } from '../sandbox.ts';

export interface CodeToRun {
  code: string;
  python?: PythonBody;
}

function toRun(graph: Graph, choice: BodyChoice, toolName?: string): CodeToRun {
  if (choice.language === 'typescript') return { code: choice.code };
  const agents = graph.agents.map((a) => ({ id: a.id, name: a.name }));
  return { code: choice.code, python: { runtime: choice.runtime, defName: choice.defName, agents, ...(toolName ? { toolName } : {}) } };
}

export const toolCodeToRun = (graph: Graph, tool: FunctionTool, toolName?: string): CodeToRun => toRun(graph, toolBody(graph.runtime, tool), toolName);

export function onHandoffCodeToRun(graph: Graph, handoff: Handoff): CodeToRun | null {
  const choice = onHandoffBody(graph.runtime, handoff);
  return choice ? toRun(graph, choice) : null;
}
