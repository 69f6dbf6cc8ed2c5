/**
 * Python conditions → the graph's `when` rules (a JavaScript expression over `ctx` and `args`).
 * Understands the subset people write in `is_enabled` lambdas, approval functions and AG2
 * `ContextExpression`s; the result is checked with the exporters' own `when` parser, so a rule the
 * rest of Switchboard cannot read is never produced (the caller reports it instead).
 */
import { parseWhen } from '../../export/whenExpression.ts';

/** Rewrites context/argument reads of one Python expression; null when something is left over. */
export function pythonToWhen(expr: string, names: { context: string[]; args: string[] }): string | null {
  let out = expr.trim();
  const rootAlt = (roots: string[]) => roots.map((r) => r.replace(/\./g, '\\.')).join('|');
  const read = (roots: string[], to: 'ctx' | 'args') => {
    if (roots.length === 0) return;
    const r = rootAlt(roots);
    out = out
      .replace(new RegExp(`\\b(?:${r})\\.get\\(\\s*(['"])(\\w+)\\1\\s*(?:,\\s*[^)]*)?\\)`, 'g'), `${to}.$2`)
      .replace(new RegExp(`\\b(?:${r})\\[\\s*(['"])(\\w+)\\1\\s*\\]`, 'g'), `${to}.$2`)
      .replace(new RegExp(`\\b(?:${r})\\.(\\w+)\\b(?!\\s*\\()`, 'g'), `${to}.$1`);
  };
  read(names.context, 'ctx');
  read(names.args, 'args');
  out = out.replace(/\blen\(\s*((?:ctx|args)\.\w+)\s*\)/g, '$1.length');
  return finish(out);
}

/** AG2 `ContextExpression("${a} > 1 and not ${b}")` → `ctx.a > 1 && !ctx.b`. */
export function contextExpressionToWhen(expr: string): string | null {
  const out = expr.replace(/len\(\s*\$\{(\w+)\}\s*\)/g, 'ctx.$1.length').replace(/\$\{(\w+)\}/g, 'ctx.$1');
  return finish(out);
}

function finish(expr: string): string | null {
  // operators outside string literals only
  const parts = expr.split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/);
  const js = parts
    .map((part, i) => {
      if (i % 2 === 1) return part.startsWith('"') ? `'${part.slice(1, -1).replace(/'/g, "\\'")}'` : part;
      return part
        // `is not` before `not` (else `x is not None` would read `x is !None`)
        .replace(/\bis\s+not\b/g, '!==')
        .replace(/\bis\b/g, '===')
        // `not x`, and ContextExpression's `not(${x})` and `!`, `&`, `|`
        .replace(/\bnot\b\s*/g, '!')
        .replace(/\band\b/g, '&&')
        .replace(/\bor\b/g, '||')
        .replace(/(?<![&])&(?!&)/g, '&&')
        .replace(/(?<![|])\|(?![|])/g, '||')
        .replace(/\bTrue\b/g, 'true')
        .replace(/\bFalse\b/g, 'false')
        .replace(/\bNone\b/g, 'null')
        .replace(/!=(?!=)/g, '!==')
        .replace(/([^=!<>])==(?!=)/g, '$1===');
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return parseWhen(js) ? js : null;
}
