/**
 * What the importer reads code into: a small, language-neutral picture of an expression. The
 * importer never executes code; names stay names (resolved later through the module scope), and
 * whatever is not a literal, a collection, a call or a name is kept as source text (`other`).
 */
export interface Loc {
  file: string;
  /** 1-based */
  line: number;
}

interface Base {
  /** the expression's source text */
  text: string;
  loc: Loc;
}

export type Value =
  | (Base & { kind: 'string'; value: string; /** f-string / template literal: `value` keeps the `{...}` holes as written */ template: boolean })
  | (Base & { kind: 'number'; value: number })
  | (Base & { kind: 'bool'; value: boolean })
  | (Base & { kind: 'null' })
  | (Base & { kind: 'list'; items: Value[] })
  | (Base & { kind: 'dict'; entries: { key: string | null; value: Value }[] })
  | (Base & { kind: 'call'; callee: string; args: Value[]; kwargs: Map<string, Value>; isNew?: boolean; /** method calls on a non-name (chains: `z.string().optional()`) */ target?: Value; method?: string })
  | (Base & { kind: 'name'; name: string })
  | (Base & { kind: 'function'; params: string[]; /** expression body (lambda / arrow `=> expr`), else null */ body: Value | null; bodyText: string; /** TypeScript: the parameter list as written, and whether it is async */ paramsText?: string; isAsync?: boolean; /** names read in the body (to find helpers it needs) */ names?: string[] })
  | (Base & { kind: 'other' });

export function kwarg(call: Value, name: string): Value | undefined {
  return call.kind === 'call' ? call.kwargs.get(name) : undefined;
}

/** The last segment of a dotted callee: `agents.Agent` → `Agent`. */
export function calleeTail(callee: string): string {
  const dot = callee.lastIndexOf('.');
  return dot < 0 ? callee : callee.slice(dot + 1);
}

export function stringOf(value: Value | undefined): string | null {
  return value?.kind === 'string' ? value.value : null;
}
