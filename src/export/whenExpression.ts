/**
 * `when` rules are JavaScript expressions over `ctx` (and `args` for tools). The TypeScript export
 * keeps them as they are; the Python targets need them translated. This module understands the
 * simple subset people write (`ctx.tier === 'vip' && ctx.n_attempts >= 3`, `!ctx.verified`,
 * `ctx.items.length > 0`) and renders it as Python or as an AG2 `ContextExpression`. Anything
 * outside the subset is reported as untranslatable, and the exporters fall back to a TODO stub.
 */

export type WhenNode =
  | { kind: 'variable'; root: 'ctx' | 'args'; name: string; length: boolean }
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'not'; operand: WhenNode }
  | { kind: 'binary'; op: BinaryOp; left: WhenNode; right: WhenNode };

type BinaryOp = '===' | '!==' | '<' | '<=' | '>' | '>=' | '&&' | '||';

type Token =
  | { type: 'ident'; value: string }
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'punct'; value: string };

const PUNCTUATION = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '.', '[', ']'];

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const ident = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(rest);
    if (ident) {
      tokens.push({ type: 'ident', value: ident[0] });
      i += ident[0].length;
      continue;
    }
    const number = /^-?\d+(\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    if (rest[0] === "'" || rest[0] === '"') {
      const quote = rest[0];
      let value = '';
      let j = 1;
      for (; j < rest.length && rest[j] !== quote; j++) {
        if (rest[j] === '\\') j++;
        value += rest[j] ?? '';
      }
      if (j >= rest.length) return null;
      tokens.push({ type: 'string', value });
      i += j + 1;
      continue;
    }
    const punct = PUNCTUATION.find((p) => rest.startsWith(p));
    if (!punct) return null;
    tokens.push({ type: 'punct', value: punct });
    i += punct.length;
  }
  return tokens;
}

const PRECEDENCE: Record<BinaryOp, number> = { '||': 1, '&&': 2, '===': 3, '!==': 3, '<': 4, '<=': 4, '>': 4, '>=': 4 };

/** Parses a `when` expression, or returns null when it is outside the translatable subset. */
export function parseWhen(source: string): WhenNode | null {
  const scanned = tokenize(source);
  if (!scanned || scanned.length === 0) return null;
  const tokens: Token[] = scanned;
  let pos = 0;
  const peek = () => tokens[pos];
  const isPunct = (value: string) => peek()?.type === 'punct' && peek()?.value === value;

  function binaryOp(): BinaryOp | null {
    const token = peek();
    if (token?.type !== 'punct') return null;
    if (token.value === '==') return '===';
    if (token.value === '!=') return '!==';
    return token.value in PRECEDENCE ? (token.value as BinaryOp) : null;
  }

  function expression(minPrecedence: number): WhenNode | null {
    let left = unary();
    if (!left) return null;
    for (let op = binaryOp(); op && PRECEDENCE[op] >= minPrecedence; op = binaryOp()) {
      pos++;
      const right = expression(PRECEDENCE[op] + 1);
      if (!right) return null;
      left = { kind: 'binary', op, left, right };
    }
    return left;
  }

  function unary(): WhenNode | null {
    if (isPunct('!')) {
      pos++;
      const operand = unary();
      return operand && { kind: 'not', operand };
    }
    if (isPunct('(')) {
      pos++;
      const inner = expression(1);
      if (!inner || !isPunct(')')) return null;
      pos++;
      return inner;
    }
    const token = peek();
    pos++;
    if (!token) return null;
    if (token.type === 'string' || token.type === 'number') return { kind: 'literal', value: token.value };
    if (token.type !== 'ident') return null;
    if (token.value === 'true' || token.value === 'false') return { kind: 'literal', value: token.value === 'true' };
    if (token.value === 'null' || token.value === 'undefined') return { kind: 'literal', value: null };
    if (token.value !== 'ctx' && token.value !== 'args') return null;
    const name = member();
    if (name === null) return null;
    let length = false;
    if (isPunct('.') && tokens[pos + 1]?.type === 'ident' && tokens[pos + 1].value === 'length') {
      pos += 2;
      length = true;
    }
    return { kind: 'variable', root: token.value, name, length };
  }

  function member(): string | null {
    if (isPunct('.')) {
      pos++;
      const token = peek();
      pos++;
      return token?.type === 'ident' ? token.value : null;
    }
    if (isPunct('[')) {
      pos++;
      const token = peek();
      pos++;
      if (token?.type !== 'string' || !isPunct(']')) return null;
      pos++;
      return token.value;
    }
    return null;
  }

  const tree = expression(1);
  return tree && pos === tokens.length ? tree : null;
}

/** Context variable names a `when` expression reads (for reports and comments). */
export function whenVariables(node: WhenNode): string[] {
  switch (node.kind) {
    case 'variable':
      return node.root === 'ctx' ? [node.name] : [];
    case 'literal':
      return [];
    case 'not':
      return whenVariables(node.operand);
    case 'binary':
      return [...new Set([...whenVariables(node.left), ...whenVariables(node.right)])];
  }
}

interface PythonDialect {
  variable(node: Extract<WhenNode, { kind: 'variable' }>): string | null;
  string(value: string): string;
  allowNull: boolean;
}

/** Python operator levels: or < and < not < comparisons (which chain, so they are always parenthesised). */
const PY_LEVEL = { '||': 1, '&&': 2, not: 3, compare: 4, atom: 5 } as const;

function pyLevel(node: WhenNode): number {
  if (node.kind === 'not') return PY_LEVEL.not;
  if (node.kind !== 'binary') return PY_LEVEL.atom;
  return node.op === '||' || node.op === '&&' ? PY_LEVEL[node.op] : PY_LEVEL.compare;
}

function renderPython(node: WhenNode, dialect: PythonDialect): string | null {
  const child = (sub: WhenNode, minLevel: number) => {
    const text = renderPython(sub, dialect);
    if (text === null) return null;
    return pyLevel(sub) < minLevel || (minLevel === PY_LEVEL.compare && pyLevel(sub) === PY_LEVEL.compare)
      ? `(${text})`
      : text;
  };
  switch (node.kind) {
    case 'variable':
      return dialect.variable(node);
    case 'literal':
      if (node.value === null) return dialect.allowNull ? 'None' : null;
      if (typeof node.value === 'boolean') return node.value ? 'True' : 'False';
      return typeof node.value === 'string' ? dialect.string(node.value) : String(node.value);
    case 'not': {
      const operand = child(node.operand, PY_LEVEL.not);
      return operand && `not ${operand}`;
    }
    case 'binary': {
      if (node.op === '||' || node.op === '&&') {
        const level = PY_LEVEL[node.op];
        const left = child(node.left, level);
        const right = child(node.right, level + 1);
        return left && right && `${left} ${node.op === '||' ? 'or' : 'and'} ${right}`;
      }
      const left = child(node.left, PY_LEVEL.compare);
      const right = child(node.right, PY_LEVEL.compare);
      if (left === null || right === null) return null;
      const isNull = (n: WhenNode) => n.kind === 'literal' && n.value === null;
      if (dialect.allowNull && (isNull(node.left) || isNull(node.right)) && (node.op === '===' || node.op === '!==')) {
        return `${left} ${node.op === '===' ? 'is' : 'is not'} ${right}`;
      }
      const op = node.op === '===' ? '==' : node.op === '!==' ? '!=' : node.op;
      return `${left} ${op} ${right}`;
    }
  }
}

/**
 * The expression as Python over a context mapping (`ctxExpr`, e.g. `ctx.context`) and an
 * arguments mapping (`argsExpr`, e.g. `params`); missing keys read as None, as JS reads undefined.
 */
export function whenToPython(source: string, ctxExpr: string, argsExpr: string | null): string | null {
  const tree = parseWhen(source);
  if (!tree) return null;
  return renderPython(tree, {
    allowNull: true,
    string: (value) => JSON.stringify(value),
    variable: (v) => {
      if (v.root === 'args' && argsExpr === null) return null;
      const read = `${v.root === 'ctx' ? ctxExpr : argsExpr}.get(${JSON.stringify(v.name)})`;
      return v.length ? `len(${read} or [])` : read;
    },
  });
}

/**
 * The expression as AG2 `ContextExpression` syntax (`${var} >= 3 and not ${flag}`), or null when it
 * uses something AG2 cannot say (tool arguments, null).
 */
export function whenToContextExpression(source: string): string | null {
  const tree = parseWhen(source);
  if (!tree) return null;
  return renderPython(tree, {
    allowNull: false,
    string: (value) => (value.includes("'") ? null : `'${value}'`) ?? JSON.stringify(value),
    variable: (v) => (v.root !== 'ctx' ? null : v.length ? `len(\${${v.name}})` : `\${${v.name}}`),
  });
}
