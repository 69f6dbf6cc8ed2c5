/**
 * A function tool's Python body (`pythonCode`, docs/GRAPH-FORMAT.md §tools) in the Python exports.
 *
 * The body is a complete, undecorated `def` (or `async def`) written against a small portable
 * API, so that one body serves the Agents SDK, Swarm and AG2 exports alike:
 *   - its parameters are the tool's JSON parameter names, plus an optional `context_variables`
 *     (the run's context: a dict, or AG2's ContextVariables, which reads and writes the same way);
 *   - it routes with `return handoff("agent_id", "message")`, a helper each export defines in
 *     its own terms (Swarm `Result`, AG2 `ReplyResult`; the Agents SDK has no tool-driven
 *     routing, so there it returns the message only).
 *
 * The exporter copies the body verbatim and keeps a reference to it (`_impl_<name>`), then writes
 * the model-facing function itself: its name, signature, docstring and context parameter are the
 * ones the engine's profile sends for that runtime, so the model sees exactly what the engine
 * showed, whatever the body's own name or docstring. That function calls the body by keyword.
 */
import type { FunctionTool } from '../graph/schema.ts';
import { isPythonIdentifier } from './identifiers.ts';

/** What the fidelity report and the stubs say about a tool with no Python body. */
export const PORT_NEEDED = 'stub: port needed';

export interface PythonToolBody {
  /** the name of the first top-level def */
  defName: string;
  /** the def takes `context_variables` */
  takesContext: boolean;
  /** the def is `async def` */
  isAsync: boolean;
  /** the code, trimmed, as written */
  source: string;
}

const DEF = /^(async\s+)?def\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(([^)]*)\)/m;

/** The tool's Python body, or null when it has none (or no top-level def, which lint reports). */
export function pythonToolBody(tool: Pick<FunctionTool, 'pythonCode'>): PythonToolBody | null {
  const source = tool.pythonCode?.replace(/\s+$/, '').replace(/^\s*\n/, '');
  if (!source) return null;
  const match = DEF.exec(source);
  if (!match) return null;
  return { defName: match[2], takesContext: /\bcontext_variables\b/.test(match[3]), isAsync: Boolean(match[1]), source };
}

/** Why a `pythonCode` cannot be used, or null when it can (lint: python-code rule). */
export function pythonCodeProblem(tool: Pick<FunctionTool, 'pythonCode'>): string | null {
  if (tool.pythonCode === undefined || tool.pythonCode.trim() === '') return null;
  if (!DEF.test(tool.pythonCode)) return 'The Python body must be a complete top-level `def name(...):` (no indentation before `def`).';
  return null;
}

/** Whether the body routes with handoff(...). */
export function pythonRoutes(body: PythonToolBody): boolean {
  return /\bhandoff\s*\(/.test(body.source);
}

/**
 * The verbatim body and the reference the model-facing function calls (its own name may be the
 * same as the tool's, which the model-facing function then takes over).
 */
export function pythonBodySource(body: PythonToolBody, implName: string): string {
  return `# The tool's Python body, as written in Switchboard:\n${body.source}\n\n\n${implName} = ${body.defName}`;
}

/** The body of the model-facing function: call the Python body by keyword. */
export function pythonCallLine(
  body: PythonToolBody,
  implName: string,
  args: Array<{ name: string; jsonName: string }>,
  contextExpression: string,
  options: { awaitable: boolean },
): string {
  const kwargs = [...args.map((a) => `${isPythonIdentifier(a.jsonName) ? a.jsonName : a.name}=${a.name}`), ...(body.takesContext ? [`context_variables=${contextExpression}`] : [])];
  const call = `${implName}(${kwargs.join(', ')})`;
  if (!body.isAsync) return `    return ${call}`;
  // Swarm calls tools synchronously: an async body runs to completion here
  return options.awaitable ? `    return await ${call}` : `    return asyncio.run(${call})`;
}
