/**
 * Python source → the importer's `Value`s and a module outline (imports, assignments, functions,
 * classes, calls), with @lezer/python. Reads syntax only; nothing is evaluated.
 */
import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/python';
import { LineIndex } from '../sourceFile.ts';
import type { Loc, Value } from '../value.ts';

/** A Python type annotation, read structurally (enough for JSON Schema). */
export type PyType =
  | { kind: 'name'; name: string }
  | { kind: 'generic'; name: string; args: PyType[] }
  | { kind: 'union'; options: PyType[] }
  | { kind: 'literal'; values: (string | number | boolean | null)[] }
  | { kind: 'none' }
  | { kind: 'unknown'; text: string };

export interface PyParam {
  name: string;
  type: PyType | null;
  default: Value | null;
  /** '*' for *args, '**' for **kwargs */
  star: '' | '*' | '**';
}

export interface PyFunction {
  kind: 'def';
  name: string;
  /** the whole definition with its decorators, as written */
  source: string;
  decorators: Value[];
  params: PyParam[];
  returns: PyType | null;
  docstring: string | null;
  isAsync: boolean;
  /** values of the `return` statements in the body (not nested functions) */
  returnValues: Value[];
  /** every call in the body */
  calls: Value[];
  loc: Loc;
}

export interface PyField {
  name: string;
  annotated: boolean;
  type: PyType | null;
  default: Value | null;
  loc: Loc;
}

export interface PyClass {
  kind: 'class';
  name: string;
  bases: string[];
  fields: PyField[];
  docstring: string | null;
  loc: Loc;
  /** the whole class statement (with decorators), as written */
  source?: string;
}

export interface PyAssign {
  kind: 'assign';
  name: string;
  value: Value;
  loc: Loc;
  /** the whole assignment statement, as written */
  source?: string;
}

export interface PyImport {
  /** `pkg.mod` or `.mod` (relative, leading dots kept) */
  module: string;
  /** the imported name, or null for `import pkg.mod [as x]` */
  name: string | null;
  loc: Loc;
}

export type PyBinding = PyFunction | PyClass | PyAssign;

/** A function body's own names (agents built in `main()` or a factory), by line range. */
export interface PyScope {
  name: string;
  /** 1-based, inclusive */
  from: number;
  to: number;
  bindings: Map<string, PyBinding>;
}

export interface PyModule {
  path: string;
  imports: Map<string, PyImport>;
  /** `from x import *`: the modules whose names this one sees */
  starImports: string[];
  bindings: Map<string, PyBinding>;
  /** function bodies' local names, innermost last for nested functions */
  scopes: PyScope[];
  /** module-level statements in order: assignments to attributes and bare calls (incl. inside `if __name__`/functions) */
  statements: { value: Value; target: string | null; loc: Loc }[];
  /** every call expression in the file, in source order (start-agent detection) */
  calls: Value[];
  /** comment text by 1-based line */
  comments: Map<number, string>;
  /** syntax errors: lezer recovers, so the rest of the file is still read */
  errors: Loc[];
  docstring: string | null;
  /** `if __name__ == "__main__":` is there: this module is a program's entry point */
  isEntry: boolean;
  /** `with X:` blocks (AG2 applies an `LLMConfig` used so to the agents made inside) */
  withs: { from: number; to: number; items: Value[] }[];
  /** line ranges of `for`/`while` loops (runs inside them are orchestration in code) */
  loops: { from: number; to: number }[];
  /** defs replaced by a later def of the same name (Switchboard's exports wrap a tool body so) */
  shadowed: Map<string, PyFunction>;
}

class Reader {
  readonly lines: LineIndex;
  readonly path: string;
  readonly text: string;

  constructor(path: string, text: string) {
    this.path = path;
    this.text = text;
    this.lines = new LineIndex(text);
  }

  loc(node: SyntaxNode): Loc {
    return { file: this.path, line: this.lines.line(node.from) };
  }

  src(node: SyntaxNode): string {
    return this.text.slice(node.from, node.to);
  }
}

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

const PUNCTUATION = new Set(['(', ')', '[', ']', '{', '}', ',', ':', '.', 'Comment']);

/** Decodes one Python string literal (prefixes, triple quotes, common escapes). */
export function pyStringLiteral(raw: string): { value: string; fString: boolean } {
  const prefix = /^[A-Za-z]*/.exec(raw)![0].toLowerCase();
  let body = raw.slice(prefix.length);
  const quote = body.startsWith('"""') || body.startsWith("'''") ? body.slice(0, 3) : body[0];
  body = body.slice(quote.length, body.length >= quote.length * 2 ? body.length - quote.length : body.length);
  const fString = prefix.includes('f');
  if (prefix.includes('r')) return { value: body, fString };
  const value = body.replace(/\\(\n|\\|'|"|n|t|r|0|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})/g, (_, e: string) => {
    switch (e[0]) {
      case '\n':
        return '';
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case '0':
        return '\0';
      case 'x':
      case 'u':
      case 'U':
        return String.fromCodePoint(parseInt(e.slice(1), 16));
      default:
        return e;
    }
  });
  return { value, fString };
}

/** inspect.cleandoc: strip the common indentation of lines after the first, and blank edges. */
export function cleandoc(doc: string): string {
  const lines = doc.replace(/\t/g, '        ').split('\n');
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const stripped = line.trimStart();
    if (stripped) margin = Math.min(margin, line.length - stripped.length);
  }
  const out = [lines[0].trim(), ...lines.slice(1).map((line) => (margin === Infinity ? line : line.slice(margin)).trimEnd())];
  while (out.length && !out[0]) out.shift();
  while (out.length && !out[out.length - 1]) out.pop();
  return out.join('\n');
}

function dotted(reader: Reader, node: SyntaxNode): string | null {
  if (node.name === 'VariableName') return reader.src(node);
  if (node.name === 'MemberExpression') {
    const parts = children(node);
    const object = parts[0] && dotted(reader, parts[0]);
    if (!object) return null;
    const property = parts.find((p) => p.name === 'PropertyName');
    if (property) return `${object}.${reader.src(property)}`;
    // `Agent[Ctx]`: a generic alias; the call is still `Agent`
    if (parts.some((p) => p.name === '[')) return object;
  }
  return null;
}

export function pyValue(reader: Reader, node: SyntaxNode): Value {
  const base = { text: reader.src(node), loc: reader.loc(node) };
  switch (node.name) {
    case 'String': {
      const { value, fString } = pyStringLiteral(base.text);
      return { kind: 'string', value, template: fString, ...base };
    }
    case 'FormatString': {
      const { value } = pyStringLiteral(base.text);
      return { kind: 'string', value, template: true, ...base };
    }
    case 'ContinuedString': {
      const parts = children(node).map((c) => pyValue(reader, c));
      const value = parts.map((p) => (p.kind === 'string' ? p.value : '')).join('');
      return { kind: 'string', value, template: parts.some((p) => p.kind === 'string' && p.template), ...base };
    }
    case 'Number':
      return { kind: 'number', value: Number(base.text.replace(/_/g, '')), ...base };
    case 'Boolean':
      return { kind: 'bool', value: base.text === 'True', ...base };
    case 'None':
      return { kind: 'null', ...base };
    case 'ParenthesizedExpression': {
      const inner = children(node).filter((c) => !PUNCTUATION.has(c.name));
      return inner.length === 1 ? pyValue(reader, inner[0]) : { kind: 'other', ...base };
    }
    case 'UnaryExpression': {
      const parts = children(node);
      if (parts.length === 2 && reader.src(parts[0]) === '-' && parts[1].name === 'Number') return { kind: 'number', value: -Number(reader.src(parts[1])), ...base };
      return { kind: 'other', ...base };
    }
    case 'BinaryExpression': {
      // "a" + "b" (prompts built from pieces): kept when every piece is a string
      const parts = children(node);
      if (parts.length === 3 && reader.src(parts[1]) === '+') {
        const left = pyValue(reader, parts[0]);
        const right = pyValue(reader, parts[2]);
        if (left.kind === 'string' && right.kind === 'string') return { kind: 'string', value: left.value + right.value, template: left.template || right.template, ...base };
        // PROMPT + "more": names are resolved later, so keep it as a concatenation
        return { kind: 'call', callee: '+', args: [left, right], kwargs: new Map(), ...base };
      }
      return { kind: 'other', ...base };
    }
    case 'ArrayExpression':
    case 'TupleExpression':
      return { kind: 'list', items: children(node).filter((c) => !PUNCTUATION.has(c.name)).map((c) => pyValue(reader, c)), ...base };
    case 'DictionaryExpression': {
      const entries: { key: string | null; value: Value }[] = [];
      const parts = children(node).filter((c) => !PUNCTUATION.has(c.name) || c.name === ':');
      for (let i = 0; i < parts.length; i++) {
        if (parts[i].name === '**') {
          entries.push({ key: null, value: pyValue(reader, parts[i + 1]) });
          i++;
        } else if (parts[i + 1]?.name === ':') {
          const key = pyValue(reader, parts[i]);
          entries.push({ key: key.kind === 'string' ? key.value : key.text, value: pyValue(reader, parts[i + 2]) });
          i += 2;
        }
      }
      return { kind: 'dict', entries, ...base };
    }
    case 'VariableName':
      return { kind: 'name', name: base.text, ...base };
    case 'MemberExpression': {
      const name = dotted(reader, node);
      return name && !base.text.includes('[') ? { kind: 'name', name, ...base } : { kind: 'other', ...base };
    }
    case 'CallExpression': {
      const parts = children(node);
      const callee = dotted(reader, parts[0]) ?? reader.src(parts[0]);
      const argList = parts.find((p) => p.name === 'ArgList');
      const args: Value[] = [];
      const kwargs = new Map<string, Value>();
      if (argList) {
        const items = children(argList).filter((c) => !PUNCTUATION.has(c.name));
        for (let i = 0; i < items.length; i++) {
          if (items[i].name === 'VariableName' && items[i + 1]?.name === 'AssignOp') {
            kwargs.set(reader.src(items[i]), pyValue(reader, items[i + 2]));
            i += 2;
          } else if (items[i].name === '*' || items[i].name === '**') {
            i++; // splats cannot be read statically
          } else {
            args.push(pyValue(reader, items[i]));
          }
        }
      }
      return { kind: 'call', callee, args, kwargs, ...base };
    }
    case 'AwaitExpression':
      return node.lastChild ? pyValue(reader, node.lastChild) : { kind: 'other', ...base };
    case 'LambdaExpression': {
      const parts = children(node);
      const paramList = parts.find((p) => p.name === 'ParamList');
      const params = paramList ? children(paramList).filter((c) => c.name === 'VariableName').map((c) => reader.src(c)) : [];
      const body = parts[parts.length - 1];
      return { kind: 'function', params, body: pyValue(reader, body), bodyText: reader.src(body), ...base };
    }
    default:
      return { kind: 'other', ...base };
  }
}

export function pyType(reader: Reader, node: SyntaxNode): PyType {
  const text = reader.src(node);
  switch (node.name) {
    case 'VariableName':
      return { kind: 'name', name: text };
    case 'None':
      return { kind: 'none' };
    case 'String': {
      // forward reference "Model"
      const { value } = pyStringLiteral(text);
      return { kind: 'name', name: value };
    }
    case 'BinaryExpression': {
      const parts = children(node);
      if (parts.length === 3 && reader.src(parts[1]) === '|') {
        const flat = (t: PyType): PyType[] => (t.kind === 'union' ? t.options : [t]);
        return { kind: 'union', options: [...flat(pyType(reader, parts[0])), ...flat(pyType(reader, parts[2]))] };
      }
      return { kind: 'unknown', text };
    }
    case 'MemberExpression': {
      const parts = children(node);
      const head = dotted(reader, parts[0]);
      if (!parts.some((p) => p.name === '[')) return head ? { kind: 'name', name: dotted(reader, node) ?? text } : { kind: 'unknown', text };
      const args = parts.slice(1).filter((p) => !PUNCTUATION.has(p.name));
      const flatArgs = args.length === 1 && args[0].name === 'TupleExpression' ? children(args[0]).filter((p) => !PUNCTUATION.has(p.name)) : args;
      const name = (head ?? '').replace(/^(typing|typing_extensions)\./, '');
      if (name === 'Literal') {
        return {
          kind: 'literal',
          values: flatArgs.map((a) => {
            const v = pyValue(reader, a);
            return v.kind === 'string' || v.kind === 'number' || v.kind === 'bool' ? v.value : null;
          }),
        };
      }
      const typeArgs = flatArgs.map((a) => pyType(reader, a));
      if (name === 'Optional') return { kind: 'union', options: [...typeArgs, { kind: 'none' }] };
      if (name === 'Union') return { kind: 'union', options: typeArgs };
      return { kind: 'generic', name, args: typeArgs };
    }
    default:
      return { kind: 'unknown', text };
  }
}

function docstringOf(reader: Reader, body: SyntaxNode | undefined): string | null {
  const first = body && children(body).find((c) => c.name !== ':' && c.name !== 'Comment');
  if (first?.name !== 'ExpressionStatement') return null;
  const expr = first.firstChild;
  if (expr?.name !== 'String') return null;
  return cleandoc(pyStringLiteral(reader.src(expr)).value);
}

function params(reader: Reader, list: SyntaxNode | undefined): PyParam[] {
  if (!list) return [];
  const out: PyParam[] = [];
  let star: PyParam['star'] = '';
  const items = children(list).filter((c) => c.name !== '(' && c.name !== ')');
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item.name === '*' || item.name === '**') {
      star = item.name;
      continue;
    }
    if (item.name === ',') {
      star = '';
      continue;
    }
    if (item.name !== 'VariableName') continue;
    const param: PyParam = { name: reader.src(item), type: null, default: null, star };
    if (items[i + 1]?.name === 'TypeDef') {
      const typeNode = children(items[i + 1]).find((c) => c.name !== ':');
      if (typeNode) param.type = pyType(reader, typeNode);
      i++;
    }
    if (items[i + 1]?.name === 'AssignOp') {
      param.default = pyValue(reader, items[i + 2]);
      i += 2;
    }
    out.push(param);
  }
  return out;
}

/** Walks a subtree, not entering nested function or class definitions when `shallow`. */
function walk(node: SyntaxNode, visit: (n: SyntaxNode) => void, shallow: boolean): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (shallow && (child.name === 'FunctionDefinition' || child.name === 'ClassDefinition' || child.name === 'LambdaExpression')) continue;
    visit(child);
    walk(child, visit, shallow);
  }
}

function functionDef(reader: Reader, node: SyntaxNode, decoratorNodes: SyntaxNode[], whole: SyntaxNode): PyFunction {
  const parts = children(node);
  const body = parts.find((p) => p.name === 'Body');
  const returnType = parts.find((p) => p.name === 'TypeDef');
  const returnTypeNode = returnType && children(returnType).find((c) => c.name !== '->' && c.name !== ':');
  const returnValues: Value[] = [];
  const calls: Value[] = [];
  if (body) {
    walk(body, (n) => {
      if (n.name === 'ReturnStatement') {
        const expr = children(n).find((c) => c.name !== 'return');
        if (expr) returnValues.push(pyValue(reader, expr));
      }
      if (n.name === 'CallExpression') calls.push(pyValue(reader, n));
    }, true);
  }
  return {
    kind: 'def',
    name: reader.src(parts.find((p) => p.name === 'VariableName')!),
    source: reader.src(whole),
    decorators: decoratorNodes.map((d) => decorator(reader, d)),
    params: params(reader, parts.find((p) => p.name === 'ParamList')),
    returns: returnTypeNode ? pyType(reader, returnTypeNode) : null,
    docstring: docstringOf(reader, body),
    isAsync: parts.some((p) => p.name === 'async'),
    returnValues,
    calls,
    loc: reader.loc(whole),
  };
}

/** A decorator: lezer lays it out flat (`@`, names and dots, then an optional ArgList). */
function decorator(reader: Reader, node: SyntaxNode): Value {
  const parts = children(node);
  const callee = parts.filter((c) => c.name === 'VariableName' || c.name === '.').map((c) => reader.src(c)).join('');
  const argList = parts.find((c) => c.name === 'ArgList');
  const base = { text: reader.src(node).trim(), loc: reader.loc(node) };
  if (!argList) return { kind: 'name', name: callee, ...base };
  const kwargs = new Map<string, Value>();
  const args: Value[] = [];
  const items = children(argList).filter((c) => !PUNCTUATION.has(c.name));
  for (let i = 0; i < items.length; i++) {
    if (items[i].name === 'VariableName' && items[i + 1]?.name === 'AssignOp') {
      kwargs.set(reader.src(items[i]), pyValue(reader, items[i + 2]));
      i += 2;
    } else args.push(pyValue(reader, items[i]));
  }
  return { kind: 'call', callee, args, kwargs, ...base };
}

function classDef(reader: Reader, node: SyntaxNode): PyClass {
  const parts = children(node);
  const argList = parts.find((p) => p.name === 'ArgList');
  const bases = argList ? children(argList).filter((c) => !PUNCTUATION.has(c.name)).map((c) => reader.src(c)) : [];
  const body = parts.find((p) => p.name === 'Body');
  const fields: PyField[] = [];
  if (body) {
    for (const stmt of children(body)) {
      if (stmt.name !== 'AssignStatement') continue;
      const s = children(stmt);
      // annotated fields (models) and plain `NAME = value` members (enums)
      if (s[0]?.name !== 'VariableName' || (s[1]?.name !== 'TypeDef' && s[1]?.name !== 'AssignOp')) continue;
      const typeNode = s[1].name === 'TypeDef' ? children(s[1]).find((c) => c.name !== ':') : undefined;
      const assign = s.findIndex((c) => c.name === 'AssignOp');
      fields.push({
        name: reader.src(s[0]),
        type: typeNode ? pyType(reader, typeNode) : null,
        annotated: s[1].name === 'TypeDef',
        default: assign > 0 && s[assign + 1] ? pyValue(reader, s[assign + 1]) : null,
        loc: reader.loc(stmt),
      });
    }
  }
  return { kind: 'class', name: reader.src(parts.find((p) => p.name === 'VariableName')!), bases, fields, docstring: docstringOf(reader, body), loc: reader.loc(node) };
}

export function parsePython(path: string, text: string): PyModule {
  const reader = new Reader(path, text);
  const tree = parser.parse(text);
  const mod: PyModule = { path, imports: new Map(), starImports: [], bindings: new Map(), scopes: [], statements: [], calls: [], comments: new Map(), errors: [], docstring: docstringOf(reader, tree.topNode), shadowed: new Map(), withs: [], isEntry: /^if\s+__name__\s*==\s*['"]__main__['"]\s*:/m.test(text), loops: [] };

  tree.iterate({
    enter: (ref) => {
      if (ref.type.isError) mod.errors.push(reader.loc(ref.node));
      if (ref.name === 'Comment') mod.comments.set(reader.lines.line(ref.from), text.slice(ref.from + 1, ref.to).trim());
      if (ref.name === 'CallExpression') mod.calls.push(pyValue(reader, ref.node));
      if (ref.name === 'ForStatement' || ref.name === 'WhileStatement') mod.loops.push({ from: reader.lines.line(ref.from), to: reader.lines.line(ref.to) });
      if (ref.name === 'WithStatement') {
        const items = children(ref.node).filter((c) => c.name !== 'with' && c.name !== 'Body' && c.name !== 'as' && !PUNCTUATION.has(c.name));
        mod.withs.push({ from: reader.lines.line(ref.from), to: reader.lines.line(ref.to), items: items.map((c) => pyValue(reader, c)) });
      }
    },
  });

  const openScope = (node: SyntaxNode, name: string): PyScope => {
    const scope: PyScope = { name, from: reader.lines.line(node.from), to: reader.lines.line(node.to), bindings: new Map() };
    mod.scopes.push(scope);
    return scope;
  };
  const statement = (node: SyntaxNode, topLevel: boolean, scope: PyScope | null = null): void => {
    switch (node.name) {
      case 'ImportStatement': {
        const parts = children(node);
        if (parts[0]?.name === 'from') {
          const importAt = parts.findIndex((p) => p.name === 'import');
          const module = parts.slice(1, importAt).map((p) => reader.src(p)).join('');
          if (parts.slice(importAt + 1).some((p) => p.name === '*')) mod.starImports.push(module);
          const names = parts.slice(importAt + 1).filter((p) => p.name === 'VariableName' || p.name === 'as');
          for (let i = 0; i < names.length; i++) {
            const name = reader.src(names[i]);
            let local = name;
            if (names[i + 1]?.name === 'as') {
              local = reader.src(names[i + 2]);
              i += 2;
            }
            // imports inside a function count too, unless they shadow a module-level one
            if (topLevel || !mod.imports.has(local)) mod.imports.set(local, { module, name, loc: reader.loc(node) });
          }
        } else {
          // import a.b.c [as x]
          const rest = parts.slice(1).filter((p) => p.name !== ',');
          for (let i = 0; i < rest.length; ) {
            let module = '';
            while (i < rest.length && rest[i].name !== 'as' && (rest[i].name === 'VariableName' || rest[i].name === '.')) module += reader.src(rest[i++]);
            let local = module.split('.')[0];
            if (rest[i]?.name === 'as') {
              local = reader.src(rest[i + 1]);
              i += 2;
            }
            if (!module) i++;
            else if (topLevel || !mod.imports.has(local)) mod.imports.set(local, { module, name: null, loc: reader.loc(node) });
          }
        }
        return;
      }
      case 'AssignStatement': {
        const parts = children(node);
        const assign = parts.findIndex((p) => p.name === 'AssignOp');
        if (assign < 0 || !parts[assign + 1]) return;
        const value = pyValue(reader, parts[parts.length - 1]);
        const target = parts[0];
        if (topLevel && target.name === 'VariableName') {
          mod.bindings.set(reader.src(target), { kind: 'assign', name: reader.src(target), value, loc: reader.loc(node), source: reader.src(node) });
        } else {
          if (scope && target.name === 'VariableName') scope.bindings.set(reader.src(target), { kind: 'assign', name: reader.src(target), value, loc: reader.loc(node) });
          mod.statements.push({ value, target: reader.src(target), loc: reader.loc(node) });
        }
        return;
      }
      case 'ExpressionStatement': {
        const expr = node.firstChild;
        if (expr?.name === 'CallExpression' || expr?.name === 'AwaitExpression') {
          const call = expr.name === 'AwaitExpression' ? expr.lastChild : expr;
          if (call) mod.statements.push({ value: pyValue(reader, call), target: null, loc: reader.loc(node) });
        }
        return;
      }
      case 'DecoratedStatement': {
        const parts = children(node);
        const decorators = parts.filter((p) => p.name === 'Decorator');
        const def = parts.find((p) => p.name === 'FunctionDefinition');
        const cls = parts.find((p) => p.name === 'ClassDefinition');
        if (def) {
          const fn = functionDef(reader, def, decorators, node);
          if (topLevel) {
            const before = mod.bindings.get(fn.name);
            if (before?.kind === 'def') mod.shadowed.set(fn.name, before);
            mod.bindings.set(fn.name, fn);
          } else scope?.bindings.set(fn.name, fn);
          functionBody(def, fn.name);
        } else if (cls) {
          if (topLevel) {
            const c = classDef(reader, cls);
            mod.bindings.set(c.name, { ...c, source: reader.src(node) });
          }
          classMethods(cls);
        }
        return;
      }
      case 'FunctionDefinition': {
        const fn = functionDef(reader, node, [], node);
        if (topLevel) {
          const before = mod.bindings.get(fn.name);
          if (before?.kind === 'def') mod.shadowed.set(fn.name, before);
          mod.bindings.set(fn.name, fn);
        } else scope?.bindings.set(fn.name, fn);
        functionBody(node, fn.name);
        return;
      }
      case 'ClassDefinition':
        if (topLevel) {
          const c = classDef(reader, node);
          mod.bindings.set(c.name, { ...c, source: reader.src(node) });
        }
        classMethods(node);
        return;
      case 'IfStatement':
      case 'WhileStatement':
      case 'ForStatement':
      case 'TryStatement':
      case 'WithStatement':
        // blocks do not open a scope in Python: at module level they still bind module names
        for (const child of children(node)) {
          if (child.name === 'Body') for (const inner of children(child)) statement(inner, topLevel, scope);
        }
        return;
      default:
        return;
    }
  };
  // statements inside functions (main(), factories, setup helpers) build and wire agents too; their
  // names live in the function's scope
  // methods (a manager class's `run`) get scopes of their own; they bind no module names
  const classMethods = (cls: SyntaxNode): void => {
    const body = children(cls).find((p) => p.name === 'Body');
    for (const member of body ? children(body) : []) {
      const def = member.name === 'DecoratedStatement' ? children(member).find((p) => p.name === 'FunctionDefinition') : member.name === 'FunctionDefinition' ? member : undefined;
      const name = def && children(def).find((p) => p.name === 'VariableName');
      if (def && name) functionBody(def, reader.src(name));
    }
  };
  const functionBody = (def: SyntaxNode, name: string): void => {
    const body = children(def).find((p) => p.name === 'Body');
    if (!body) return;
    const scope = openScope(def, name);
    for (const child of children(body)) statement(child, false, scope);
  };
  for (const node of children(tree.topNode)) statement(node, true);
  return mod;
}
