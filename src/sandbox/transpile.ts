/**
 * User code (TypeScript module source, or a `when` expression) to the script runUserCode
 * evaluates. Sucrase with ['typescript', 'imports'] because it strips types without type-checking
 * (fast: well under a millisecond for a tool), keeps line numbers (so runtime stack lines match
 * the editor) and turns `export default` into `exports.default = …`, which a plain Function body
 * can run with no module loader. User code gets no modules, so any `import` is rejected up front
 * with a clear message. That is a courtesy, not the defence: both sandboxes refuse imports by
 * construction (docs/SECURITY.md).
 */
import { transform } from 'sucrase';
import { parse } from 'sucrase/dist/parser/index.js';

export type TranspileResult =
  | { ok: true; js: string }
  | { ok: false; error: { name: string; message: string; line?: number; column?: number } };

// Sucrase's token type numbers are internal; learn the one for the `import` keyword from sucrase itself.
const IMPORT_TOKEN = parse("import('x')", false, true, false).tokens[0].type;

/** A TypeScript module whose default export is the function to call. */
export function transpileModule(source: string): TranspileResult {
  try {
    const imported = findImport(source);
    if (imported) {
      return {
        ok: false,
        error: {
          name: 'SyntaxError',
          message: `Imports are not available in sandboxed code (line ${imported.line}, column ${imported.column}): remove the import`,
          ...imported,
        },
      };
    }
    const { code } = transform(source, {
      transforms: ['typescript', 'imports'],
      disableESTransforms: true,
      production: true,
    });
    return { ok: true, js: code };
  } catch (error) {
    return { ok: false, error: describeSyntaxError(error, 0) };
  }
}

/**
 * A `when` expression over `ctx` (and `args`). It becomes the default export
 * `function (ctx, args) { return (expression) }`; the wrapper's opening sits on the expression's
 * first line so reported lines match the user's. (A function body, not an arrow: sucrase
 * reports errors inside an arrow's parenthesised body at the arrow.)
 */
export function transpileWhen(expression: string): TranspileResult {
  if (expression.trim() === '') {
    return { ok: false, error: { name: 'SyntaxError', message: 'The condition is empty' } };
  }
  const prefix = 'export default function (ctx, args) { return (';
  const wrapped = `${prefix}${expression}\n); }`;
  try {
    const imported = findImport(wrapped);
    if (imported) {
      return { ok: false, error: { name: 'SyntaxError', message: 'Imports are not available in sandboxed code' } };
    }
    const { code } = transform(wrapped, { transforms: ['typescript', 'imports'], disableESTransforms: true });
    return { ok: true, js: code };
  } catch (error) {
    return { ok: false, error: describeSyntaxError(error, prefix.length) };
  }
}

function findImport(source: string): { line: number; column: number } | undefined {
  const { tokens } = parse(source, false, true, false);
  const token = tokens.find((t) => t.type === IMPORT_TOKEN);
  return token ? lineAndColumn(source, token.start) : undefined;
}

function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Sucrase reports `Unexpected token (2:13)`, its column already 1-based (13 is the 13th character). */
function describeSyntaxError(
  error: unknown,
  firstLineShift: number,
): { name: string; message: string; line?: number; column?: number } {
  const { message, loc } = error as { message?: unknown; loc?: { line?: unknown; column?: unknown } };
  const text = typeof message === 'string' ? message.replace(/\s*\(\d+:\d+\)\s*$/, '') : String(error);
  if (loc && typeof loc.line === 'number' && typeof loc.column === 'number') {
    const line = loc.line;
    const column = line === 1 ? Math.max(1, loc.column - firstLineShift) : loc.column;
    return { name: 'SyntaxError', message: `${text} (line ${line}, column ${column})`, line, column };
  }
  return { name: 'SyntaxError', message: text };
}
