/**
 * Which body of a piece of graph code runs under a runtime (docs/SEMANTICS.md §8): under the
 * Python runtimes (Agents SDK Python, Swarm, AG2) code with a Python body runs it where that
 * runtime has the construct (tools, on-handoff callbacks, enabled/approval rules everywhere;
 * guardrails (agent and tool) and input filters under the Agents SDK Python; dynamic instructions under the
 * Agents SDK Python and Swarm); otherwise, and always under the Agents SDK JS, the TypeScript
 * body (or `when` expression, or instructions text) runs. The engine, the inspector ("runs:
 * Python") and lint (the fallback warning) all ask here.
 */
import type { Agent, Enabled, FunctionTool, Guardrail, Handoff, InputFilter, Runtime } from './schema.ts';

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
      /**
       * why the TypeScript body runs although the code has a Python body (null: no fallback):
       * the JS runtime, a Python body without a def, or a Python runtime that has no such
       * construct upstream (e.g. guardrails under Swarm: the engine runs the TypeScript)
       */
      fallback: null | 'js-runtime' | 'no-def' | 'not-in-runtime';
    };

function choose(runtime: Runtime, ts: string, python: string | null | undefined, runsPython: (r: PythonRuntime) => boolean = () => true): BodyChoice {
  const hasPython = typeof python === 'string' && python.trim() !== '';
  if (!hasPython) return { language: 'typescript', code: ts, fallback: null };
  if (!isPythonRuntime(runtime)) return { language: 'typescript', code: ts, fallback: 'js-runtime' };
  if (!runsPython(runtime)) return { language: 'typescript', code: ts, fallback: 'not-in-runtime' };
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

const agentsSdkOnly = (r: PythonRuntime) => r === 'agents-sdk-python';

/** Agent input/output and tool input/output guardrails (the Agents SDK Python has all four). */
export function guardrailBody(runtime: Runtime, guardrail: Pick<Guardrail, 'kind' | 'code' | 'pythonCode'>): BodyChoice {
  return choose(runtime, guardrail.code, guardrail.pythonCode, agentsSdkOnly);
}

/** A code input filter (Agents SDK HandoffInputData → HandoffInputData). */
export const inputFilterBody = (runtime: Runtime, filter: Extract<InputFilter, { type: 'code' }>): BodyChoice => choose(runtime, filter.code, filter.pythonCode, agentsSdkOnly);

/** An `enabled` / `needsApproval` rule written as `{ when, python? }`; `code` of a TypeScript choice is the `when` expression. */
export const ruleBody = (runtime: Runtime, rule: Exclude<Enabled, boolean>): BodyChoice => choose(runtime, rule.when, rule.python);

/** Dynamic instructions; a TypeScript choice's `code` is the instructions text (a `{{var}}` template). */
export const instructionsBody = (runtime: Runtime, agent: Pick<Agent, 'instructions' | 'instructionsPython'>): BodyChoice =>
  choose(runtime, agent.instructions, agent.instructionsPython, (r) => r === 'agents-sdk-python' || r === 'swarm');

/** For the inspector: which body runs, in words. */
export function bodyLabel(choice: BodyChoice, runtimeName: string): string {
  if (choice.language === 'python') return `${runtimeName} runs the Python body (in the sandbox, Pyodide)`;
  if (choice.fallback === 'js-runtime') return `${runtimeName} runs the TypeScript body (the Python body is for the Python runtimes)`;
  if (choice.fallback === 'no-def') return `${runtimeName} runs the TypeScript body: the Python body has no top-level def`;
  if (choice.fallback === 'not-in-runtime') return `${runtimeName} runs the TypeScript body (${runtimeName} has no Python hook for this)`;
  return `${runtimeName} runs the TypeScript body`;
}

/** Whether a run of this graph may call Python (so the sandbox can start loading it early). */
export function graphRunsPython(graph: {
  runtime: Runtime;
  tools: readonly ({ type: string } & Partial<Pick<FunctionTool, 'code' | 'pythonCode' | 'enabled' | 'needsApproval'>>)[];
  handoffs: readonly (Pick<Handoff, 'onHandoff' | 'onHandoffPython'> & Partial<Pick<Handoff, 'inputFilter' | 'enabled'>>)[];
  guardrails?: readonly Pick<Guardrail, 'kind' | 'code' | 'pythonCode'>[];
  agents?: readonly Pick<Agent, 'instructions' | 'instructionsPython'>[];
}): boolean {
  const { runtime } = graph;
  if (!isPythonRuntime(runtime)) return false;
  const py = (choice: BodyChoice | null | undefined) => choice?.language === 'python';
  const rule = (r: Enabled | undefined) => typeof r === 'object' && py(ruleBody(runtime, r));
  const tools = graph.tools.some(
    (t) => t.type === 'function' && (py(toolBody(runtime, { code: t.code ?? '', pythonCode: t.pythonCode })) || rule(t.enabled) || rule(t.needsApproval)),
  );
  const handoffs = graph.handoffs.some(
    (h) => py(onHandoffBody(runtime, h)) || rule(h.enabled) || (h.inputFilter?.type === 'code' && py(inputFilterBody(runtime, h.inputFilter))),
  );
  return tools || handoffs || (graph.guardrails ?? []).some((g) => py(guardrailBody(runtime, g))) || (graph.agents ?? []).some((a) => py(instructionsBody(runtime, a)));
}
