/**
 * TypeScript/JavaScript source → the importer's `Value`s and a module outline, with
 * @lezer/javascript (TypeScript dialect). Reads syntax only; nothing is evaluated.
 */
import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/javascript';
import { LineIndex } from '../sourceFile.ts';
import type { Loc, Value } from '../value.ts';
import { blankTypes } from './typeBlanker.ts';

export const tsParser = parser.configure({ dialect: 'ts' });

export interface TsImport {
  module: string;
  /** imported name; '*' for a namespace import, 'default' for a default import */
  name: string;
  loc: Loc;
}

export interface TsBinding {
  name: string;
  value: Value;
  /** the declaration's source (for helpers a tool body needs) */
  source: string;
  loc: Loc;
}

/** A function body's own names (agents built in `main()`, a factory or a `withTrace` callback), by line range. */
export interface TsScope {
  name: string;
  /** 1-based, inclusive */
  from: number;
  to: number;
  bindings: Map<string, TsBinding>;
}

export interface TsModule {
  path: string;
  imports: Map<string, TsImport>;
  bindings: Map<string, TsBinding>;
  scopes: TsScope[];
  /** a function's `return` values, by the function's source text (factories that return agents) */
  returns: Map<string, Value[]>;
  /** calls its own function at top level (`main()`, `main().catch(...)`): a program's entry point */
  isEntry: boolean;
  /** line ranges of loops (runs inside them are orchestration in code) */
  loops: { from: number; to: number }[];
  /** statements (top level and in functions): assignments and bare calls */
  statements: { value: Value; target: string | null; loc: Loc }[];
  calls: Value[];
  comments: Map<number, string>;
  errors: Loc[];
  text: string;
  /** read with its type annotations blanked (TypeScript the Lezer grammar does not know; typeBlanker.ts) */
  blanked: boolean;
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

const PUNCTUATION = new Set(['(', ')', '[', ']', '{', '}', ',', ':', '.', ';', 'LineComment', 'BlockComment', '?.']);

export function jsStringLiteral(raw: string): string {
  const body = raw.slice(1, -1);
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\n|.)/g, (_, e: string) => {
    switch (e[0]) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case '\n':
        return '';
      case 'u':
        return String.fromCodePoint(parseInt(e.replace(/[u{}]/g, ''), 16));
      case 'x':
        return String.fromCodePoint(parseInt(e.slice(1), 16));
      default:
        return e;
    }
  });
}

function dotted(reader: Reader, node: SyntaxNode): string | null {
  if (node.name === 'VariableName' || node.name === 'this') return reader.src(node);
  if (node.name === 'MemberExpression') {
    const parts = children(node);
    const object = parts[0] && dotted(reader, parts[0]);
    const property = parts.find((p) => p.name === 'PropertyName');
    if (object && property) return `${object}.${reader.src(property)}`;
  }
  if (node.name === 'InstantiationExpression' && node.firstChild) return dotted(reader, node.firstChild);
  return null;
}

function namesIn(reader: Reader, node: SyntaxNode): string[] {
  const names = new Set<string>();
  node.toTree().iterate({
    enter: (ref) => {
      if (ref.name === 'VariableName') names.add(reader.text.slice(node.from + ref.from, node.from + ref.to));
    },
  });
  return [...names];
}

export function tsValue(reader: Reader, node: SyntaxNode): Value {
  const base = { text: reader.src(node), loc: reader.loc(node) };
  switch (node.name) {
    case 'String':
      return { kind: 'string', value: jsStringLiteral(base.text), template: false, ...base };
    case 'TemplateString': {
      const hasHoles = children(node).some((c) => c.name === 'Interpolation');
      const raw = base.text.slice(1, -1);
      return { kind: 'string', value: hasHoles ? raw : jsStringLiteral(`"${raw.replace(/"/g, '\\"')}"`), template: hasHoles, ...base };
    }
    case 'Number':
      return { kind: 'number', value: Number(base.text.replace(/_/g, '')), ...base };
    case 'BooleanLiteral':
      return { kind: 'bool', value: base.text === 'true', ...base };
    case 'null':
      return { kind: 'null', ...base };
    case 'VariableName':
      return base.text === 'undefined' ? { kind: 'null', ...base } : { kind: 'name', name: base.text, ...base };
    case 'ParenthesizedExpression':
    case 'AwaitExpression':
    case 'NonNullExpression': {
      const inner = children(node).filter((c) => !PUNCTUATION.has(c.name) && c.name !== 'await' && c.name !== 'LogicOp');
      return inner.length >= 1 ? tsValue(reader, inner[0]) : { kind: 'other', ...base };
    }
    case 'UnaryExpression': {
      const parts = children(node);
      if (parts.length === 2 && reader.src(parts[0]) === '-' && parts[1].name === 'Number') return { kind: 'number', value: -Number(reader.src(parts[1])), ...base };
      return { kind: 'other', ...base };
    }
    case 'BinaryExpression': {
      const parts = children(node);
      // `x as const`, `x satisfies T`
      if (parts.length === 3 && (parts[1].name === 'as' || parts[1].name === 'satisfies')) return tsValue(reader, parts[0]);
      if (parts.length === 3 && ['+', '??', '||'].includes(reader.src(parts[1]))) {
        return { kind: 'call', callee: reader.src(parts[1]), args: [tsValue(reader, parts[0]), tsValue(reader, parts[2])], kwargs: new Map(), ...base };
      }
      return { kind: 'other', ...base };
    }
    case 'ArrayExpression':
      return { kind: 'list', items: children(node).filter((c) => !PUNCTUATION.has(c.name)).map((c) => tsValue(reader, c)), ...base };
    case 'ObjectExpression': {
      const entries: { key: string | null; value: Value }[] = [];
      for (const prop of children(node).filter((c) => c.name === 'Property')) {
        const parts = children(prop);
        if (parts[0]?.name === 'Spread') {
          entries.push({ key: null, value: tsValue(reader, parts[1]) });
          continue;
        }
        const keyNode = parts.find((p) => p.name === 'PropertyDefinition' || p.name === 'String' || p.name === 'Number') ?? parts[0];
        const key = keyNode.name === 'String' ? jsStringLiteral(reader.src(keyNode)) : reader.src(keyNode);
        const colon = parts.findIndex((p) => p.name === ':');
        if (colon >= 0 && parts[colon + 1]) entries.push({ key, value: tsValue(reader, parts[colon + 1]) });
        else if (parts.some((p) => p.name === 'ParamList')) {
          // method shorthand: execute(args) { ... }
          entries.push({ key, value: fn(reader, prop, base) });
        } else entries.push({ key, value: { kind: 'name', name: key, text: key, loc: reader.loc(prop) } });
      }
      return { kind: 'dict', entries, ...base };
    }
    case 'MemberExpression': {
      const name = dotted(reader, node);
      return name ? { kind: 'name', name, ...base } : { kind: 'other', ...base };
    }
    case 'CallExpression':
    case 'NewExpression': {
      const parts = children(node).filter((c) => c.name !== 'new' && c.name !== 'TypeArgList');
      const calleeNode = parts[0];
      const argList = parts.find((p) => p.name === 'ArgList');
      const args = argList ? children(argList).filter((c) => !PUNCTUATION.has(c.name)).map((c) => tsValue(reader, c)) : [];
      const callee = dotted(reader, calleeNode);
      if (callee) return { kind: 'call', callee, args, kwargs: new Map(), isNew: node.name === 'NewExpression', ...base };
      if (calleeNode.name === 'MemberExpression') {
        const m = children(calleeNode);
        const property = m.find((p) => p.name === 'PropertyName');
        return { kind: 'call', callee: reader.src(calleeNode), args, kwargs: new Map(), target: tsValue(reader, m[0]), method: property ? reader.src(property) : undefined, ...base };
      }
      return { kind: 'call', callee: reader.src(calleeNode), args, kwargs: new Map(), target: tsValue(reader, calleeNode), ...base };
    }
    case 'ArrowFunction':
    case 'FunctionExpression':
      return fn(reader, node, base);
    default:
      return { kind: 'other', ...base };
  }
}

function fn(reader: Reader, node: SyntaxNode, base: { text: string; loc: Loc }): Value {
  const parts = children(node);
  const paramList = parts.find((p) => p.name === 'ParamList');
  const params = paramList ? children(paramList).filter((c) => !PUNCTUATION.has(c.name) && c.name !== 'TypeAnnotation').map((c) => reader.src(c)) : [];
  // `x => ...` has a bare VariableDefinition instead of a ParamList
  if (!paramList && parts.find((p) => p.name === 'VariableDefinition') && node.name === 'ArrowFunction') params.push(reader.src(parts.find((p) => p.name === 'VariableDefinition')!));
  const body = parts[parts.length - 1];
  const isBlock = body.name === 'Block';
  return {
    kind: 'function',
    params,
    body: isBlock ? null : tsValue(reader, body),
    bodyText: reader.src(body),
    paramsText: paramList ? reader.src(paramList) : `(${params.join(', ')})`,
    isAsync: parts.some((p) => p.name === 'async'),
    names: namesIn(reader, body),
    text: base.text,
    loc: base.loc,
  };
}

function hasErrors(tree: ReturnType<typeof tsParser.parse>): boolean {
  let found = false;
  tree.iterate({
    enter: (ref) => {
      if (ref.type.isError) found = true;
      return !found;
    },
  });
  return found;
}

export function parseTypeScript(path: string, original: string): TsModule {
  let text = original;
  let tree = tsParser.parse(text);
  // TypeScript Lezer does not know: read again with its types blanked by Babel's complete parser
  let blanked = false;
  for (const only of ['known', 'all'] as const) {
    if (!hasErrors(tree)) break;
    const plain = blankTypes(original, /\.[jt]sx$/i.test(path), only);
    const retry = plain !== null ? tsParser.parse(plain) : null;
    if (plain !== null && retry && !hasErrors(retry)) {
      text = plain;
      tree = retry;
      blanked = true;
    }
  }
  const reader = new Reader(path, text);
  const mod: TsModule = { path, imports: new Map(), bindings: new Map(), scopes: [], returns: new Map(), isEntry: false, loops: [], statements: [], calls: [], comments: new Map(), errors: [], text, blanked };
  tree.iterate({
    enter: (ref) => {
      if (ref.type.isError) mod.errors.push(reader.loc(ref.node));
      if (ref.name === 'LineComment') mod.comments.set(reader.lines.line(ref.from), text.slice(ref.from + 2, ref.to).trim());
      if (ref.name === 'CallExpression' || ref.name === 'NewExpression') mod.calls.push(tsValue(reader, ref.node));
      if (/^(For|While|Do)Statement$/.test(ref.name)) mod.loops.push({ from: reader.lines.line(ref.from), to: reader.lines.line(ref.to) });
    },
  });

  const declare = (node: SyntaxNode, topLevel: boolean, whole: SyntaxNode, scope: TsScope | null) => {
    const parts = children(node);
    for (let i = 0; i < parts.length; i++) {
      if (parts[i].name !== 'VariableDefinition') continue;
      const name = reader.src(parts[i]);
      let j = i + 1;
      while (parts[j] && parts[j].name === 'TypeAnnotation') j++;
      if (parts[j]?.name !== 'Equals' || !parts[j + 1]) continue;
      const value = tsValue(reader, parts[j + 1]);
      if (topLevel) mod.bindings.set(name, { name, value, source: reader.src(whole), loc: reader.loc(node) });
      else {
        scope?.bindings.set(name, { name, value, source: reader.src(whole), loc: reader.loc(node) });
        mod.statements.push({ value, target: name, loc: reader.loc(node) });
      }
    }
  };

  const statement = (node: SyntaxNode, topLevel: boolean, scope: TsScope | null = null): void => {
    switch (node.name) {
      case 'ImportDeclaration': {
        const parts = children(node);
        const from = parts.find((p) => p.name === 'String');
        if (!from) return;
        const module = jsStringLiteral(reader.src(from));
        const group = parts.find((p) => p.name === 'ImportGroup');
        if (group) {
          const items = children(group).filter((c) => c.name === 'VariableDefinition' || c.name === 'VariableName' || c.name === 'as' || c.name === 'type');
          for (let i = 0; i < items.length; i++) {
            if (items[i].name === 'type') continue;
            const name = reader.src(items[i]);
            let local = name;
            if (items[i + 1]?.name === 'as') {
              local = reader.src(items[i + 2]);
              i += 2;
            }
            mod.imports.set(local, { module, name, loc: reader.loc(node) });
          }
        }
        const star = parts.findIndex((p) => p.name === 'Star');
        if (star >= 0 && parts[star + 2]) mod.imports.set(reader.src(parts[star + 2]), { module, name: '*', loc: reader.loc(node) });
        const def = parts.find((p, i) => p.name === 'VariableDefinition' && parts[i - 1]?.name === 'import');
        if (def) mod.imports.set(reader.src(def), { module, name: 'default', loc: reader.loc(node) });
        return;
      }
      case 'ExportDeclaration': {
        for (const child of children(node)) statement(child, topLevel, scope);
        return;
      }
      case 'VariableDeclaration':
        declare(node, topLevel, node, scope);
        return;
      case 'FunctionDeclaration': {
        const name = children(node).find((p) => p.name === 'VariableDefinition');
        const value = fn(reader, node, { text: reader.src(node), loc: reader.loc(node) });
        const binding = name && { name: reader.src(name), value, source: reader.src(node), loc: reader.loc(node) };
        if (binding && topLevel) mod.bindings.set(binding.name, binding);
        else if (binding) scope?.bindings.set(binding.name, binding);
        functionBody(node, binding ? binding.name : '');
        return;
      }
      case 'ReturnStatement': {
        const expr = children(node).find((c) => c.name !== 'return' && !PUNCTUATION.has(c.name));
        if (expr && scope) returnsOf(scope).push(tsValue(reader, expr));
        return;
      }
      case 'ExpressionStatement': {
        const expr = node.firstChild;
        if (!expr) return;
        if (expr.name === 'AssignmentExpression') {
          const parts = children(expr);
          mod.statements.push({ value: tsValue(reader, parts[parts.length - 1]), target: reader.src(parts[0]), loc: reader.loc(node) });
        } else {
          const value = tsValue(reader, expr);
          mod.statements.push({ value, target: null, loc: reader.loc(node) });
          // `main();` / `main().catch(...)` / `void main()` at top level: this file is the program's entry
          const called = value.kind === 'call' ? (value.target?.kind === 'call' ? value.target.callee : value.callee) : '';
          if (topLevel && mod.bindings.get(called)?.value.kind === 'function') mod.isEntry = true;
        }
        return;
      }
      case 'IfStatement':
      case 'TryStatement':
      case 'ForStatement':
      case 'WhileStatement':
      case 'Block':
        for (const child of children(node)) statement(child, false, scope);
        return;
      default:
        return;
    }
  };
  const scopeText = new Map<TsScope, string>();
  const returnsOf = (scope: TsScope): Value[] => {
    const key = scopeText.get(scope)!;
    if (!mod.returns.has(key)) mod.returns.set(key, []);
    return mod.returns.get(key)!;
  };
  // each function body once: declarations, functions and arrow callbacks (withTrace(async () => {...}))
  const done = new Set<number>();
  const functionBody = (node: SyntaxNode, name: string): void => {
    if (done.has(node.from)) return;
    done.add(node.from);
    const body = children(node).find((p) => p.name === 'Block');
    if (!body) return;
    const scope: TsScope = { name, from: reader.lines.line(node.from), to: reader.lines.line(node.to), bindings: new Map() };
    mod.scopes.push(scope);
    scopeText.set(scope, reader.src(node));
    for (const child of children(body)) statement(child, false, scope);
  };
  for (const node of children(tree.topNode)) statement(node, true);
  tree.iterate({
    enter: (ref) => {
      if (ref.name === 'ArrowFunction' || ref.name === 'FunctionExpression' || ref.name === 'MethodDeclaration' || ref.name === 'FunctionDeclaration') {
        const name = children(ref.node).find((p) => p.name === 'VariableDefinition' || p.name === 'PropertyDefinition');
        functionBody(ref.node, name ? reader.src(name) : '');
      }
    },
  });
  return mod;
}
