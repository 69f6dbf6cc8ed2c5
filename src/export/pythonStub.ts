/**
 * Graph code is TypeScript; the Python targets cannot run it. Each place that would call it becomes
 * a stub with the original code in a comment and a clear TODO, so the port is an obvious next step
 * and never a silent no-op.
 */

export const PORT_TODO = 'TODO: port from TypeScript';

/** Body lines of a Python stub (indented by `indent`) keeping `code` as a comment. */
export function pythonStubBody(code: string, indent: string, extra: string[] = []): string {
  const original = code.trim()
    ? [`${indent}# ${PORT_TODO}. The original code:`, ...code.trim().split('\n').map((line) => `${indent}#   ${line}`.trimEnd())]
    : [`${indent}# TODO: the graph has no code here; write it.`];
  return [...original, ...extra.map((line) => `${indent}# ${line}`), `${indent}raise NotImplementedError("${PORT_TODO}")`].join('\n');
}

/** Comment lines (`# ...`) for text that has no home in the target. */
export function pythonComment(text: string, indent = ''): string {
  return text
    .replace(/^\s*\n|\s+$/g, '')
    .split('\n')
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
