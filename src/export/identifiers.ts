/**
 * Identifiers for generated code: agent, tool and guardrail names become variables and functions
 * that read like hand-written ones, unique within one file and never a reserved word.
 */

const JS_RESERVED = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await async of undefined arguments eval ' +
    // names the generated TypeScript itself uses
    'Agent Runner run tool handoff z main agents startAgent runGraph initialContext AppContext')
    .split(' '),
);

export { camelCase, pascalCase, pythonName, snakeCase } from '../graph/pythonIdentifiers.ts';

const PY_RESERVED = new Set(
  ('False None True and as assert async await break class continue def del elif else except finally for from global ' +
    'if import in is lambda nonlocal not or pass raise return try while with yield match case type ' +
    // names the generated Python itself uses
    'Agent Runner main asyncio json handoff function_tool client context_variables')
    .split(' '),
);

/** True when `name` can be used as-is for a Python function (e.g. a tool name the model sees). */
export function isPythonIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !PY_RESERVED.has(name);
}

/**
 * Hands out identifiers unique within one generated file: a clash gets a numeric suffix,
 * a reserved word a trailing underscore.
 */
export class Namer {
  private readonly taken = new Set<string>();
  private readonly reserved: Set<string>;

  constructor(language: 'ts' | 'py') {
    this.reserved = language === 'ts' ? JS_RESERVED : PY_RESERVED;
  }

  take(wanted: string): string {
    let base = wanted;
    if (this.reserved.has(base)) base = `${base}_`;
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }
}
