/**
 * Graph code is TypeScript; the Python targets cannot run it. Each place that would call it becomes
 * a stub with the original code in a comment and a clear TODO, so the port is an obvious next step
 * and never a silent no-op.
 */

import type { FunctionTool, Graph } from '../graph/schema.ts';
import { PY_LINE_BREAK, pyCommentLines, pyCommentText } from './literals.ts';
import { pythonToolBody } from './pythonTool.ts';

export const PORT_TODO = 'TODO: port from TypeScript';

/** Body lines of a Python stub (indented by `indent`) keeping `code` as a comment. */
export function pythonStubBody(code: string, indent: string, extra: string[] = []): string {
  const original = code.trim()
    ? [`${indent}# ${PORT_TODO}. The original code:`, ...pyCommentLines(code.trim()).map((line) => `${indent}#   ${line}`.trimEnd())]
    : [`${indent}# TODO: the graph has no code here; write it.`];
  return [...original, ...extra.flatMap(pyCommentLines).map((line) => `${indent}# ${line}`), `${indent}raise NotImplementedError("${PORT_TODO}")`].join('\n');
}

/** Comment lines (`# ...`) for text that has no home in the target. */
export function pythonComment(text: string, indent = ''): string {
  return text
    .replace(/^\s*\n|\s+$/g, '')
    .split(PY_LINE_BREAK)
    .map(pyCommentText)
    .map((line) => `${indent}# ${line}`.trimEnd())
    .join('\n');
}

/**
 * The Python twin of the engine's instruction substitution (src/engine/kernel/instructions.ts):
 * a missing variable reads as "", strings as they are, other values as compact JSON.
 */
export const PY_CONTEXT_TEXT = `def context_text(value: Any) -> str:
    """A context variable inside instructions: missing reads as "", strings as they are, other values as JSON."""
    if value is None:
        return ""
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))`;

/**
 * The module docstring's line about tool bodies: which ones come from the graph's Python bodies
 * and which are stubs ("stub: port needed"), so the reader knows before running it.
 */
export function pythonBodiesNote(graph: Graph, extra?: string): string[] {
  const tools = graph.tools.filter((t): t is FunctionTool => t.type === 'function');
  const stubs = tools.filter((t) => pythonToolBody(t) === null);
  const lines: string[] = [];
  if (tools.length > 0 && stubs.length === 0) lines.push("Tool bodies are the graph's Python bodies (pythonCode), as written.");
  else if (stubs.length > 0) lines.push(`Tools without a Python body are stubs (stub: port needed) with their TypeScript code in a comment: ${stubs.map((t) => t.name).join(', ')}.`);
  if (extra) lines.push(extra);
  return lines;
}
