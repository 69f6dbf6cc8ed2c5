/**
 * Which body of a piece of graph code runs under a runtime (docs/SANDBOX.md §Python): under the
 * Python runtimes (Agents SDK Python, Swarm, AG2) a tool or on-handoff callback with a Python
 * body runs it; otherwise, and always under the Agents SDK JS, the TypeScript body runs. The
 * engine, the inspector ("runs: Python") and lint (the fallback warning) all ask here.
 */
import type { FunctionTool, Handoff, Runtime } from './schema.ts';

export type PythonRuntime = 'agents-sdk-python' | 'swarm' | 'ag2';

export const isPythonRuntime = (runtime: Runtime): runtime is PythonRuntime => runtime !== 'agents-sdk-js';

const DEF = /^(async\s+)?def\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(/m;

/** The name of a Python body's first top-level def, or null when it has none. */
export function pythonDefName(source: string | null | undefined): string | null {
  if (!source) return null;
  return DEF.exec(source)?.[2] ?? null;
}

export type BodyChoice =
  | { language: 'python'; code: string; defName: string; runtime: PythonRuntime }
  | {
      language: 'typescript';
      code: string;
      /** why the TypeScript body runs although the code has a Python body (null: no fallback) */
      fallback: null | 'js-runtime' | 'no-def';
    };

function choose(runtime: Runtime, ts: string, python: string | null | undefined): BodyChoice {
  const hasPython = typeof python === 'string' && python.trim() !== '';
  if (!hasPython) return { language: 'typescript', code: ts, fallback: null };
  if (!isPythonRuntime(runtime)) return { language: 'typescript', code: ts, fallback: 'js-runtime' };
  const defName = pythonDefName(python);
  if (!defName) return { language: 'typescript', code: ts, fallback: 'no-def' };
  return { language: 'python', code: python, defName, runtime };
}

export const toolBody = (runtime: Runtime, tool: Pick<FunctionTool, 'code' | 'pythonCode'>): BodyChoice => choose(runtime, tool.code, tool.pythonCode);

/** null when the handoff has no callback the runtime can run. */
export function onHandoffBody(runtime: Runtime, handoff: Pick<Handoff, 'onHandoff' | 'onHandoffPython'>): BodyChoice | null {
  const choice = choose(runtime, handoff.onHandoff ?? '', handoff.onHandoffPython);
  return choice.language === 'typescript' && handoff.onHandoff === null ? null : choice;
}

/** For the inspector: which body runs, in words. */
export function bodyLabel(choice: BodyChoice, runtimeName: string): string {
  if (choice.language === 'python') return `${runtimeName} runs the Python body (in the sandbox, Pyodide)`;
  if (choice.fallback === 'js-runtime') return `${runtimeName} runs the TypeScript body (the Python body is for the Python runtimes)`;
  if (choice.fallback === 'no-def') return `${runtimeName} runs the TypeScript body: the Python body has no top-level def`;
  return `${runtimeName} runs the TypeScript body`;
}

/** Whether a run of this graph may call Python (so the sandbox can start loading it early). */
export function graphRunsPython(graph: { runtime: Runtime; tools: readonly ({ type: string } & Partial<Pick<FunctionTool, 'code' | 'pythonCode'>>)[]; handoffs: readonly Pick<Handoff, 'onHandoff' | 'onHandoffPython'>[] }): boolean {
  if (!isPythonRuntime(graph.runtime)) return false;
  const tools = graph.tools.some((t) => t.type === 'function' && toolBody(graph.runtime, { code: t.code ?? '', pythonCode: t.pythonCode }).language === 'python');
  return tools || graph.handoffs.some((h) => onHandoffBody(graph.runtime, h)?.language === 'python');
}
