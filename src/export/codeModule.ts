/**
 * Code fields hold a small TypeScript module whose default export is the function Switchboard
 * calls. The TypeScript export inlines each module as one typed constant, so that a tool body reads
 * as if it had been written in place; helper statements around the default export are kept in a
 * local scope so that two modules never clash.
 */
import { tsCommentLines, tsCommentText, tsString } from './literals.ts';

export interface ModuleParts {
  /** import declarations, verbatim (the exporter hoists them to the top of the file) */
  imports: string[];
  /** statements before and after the default export, imports removed */
  helpers: string;
  /** the default export as an expression: a function expression, an arrow or any expression */
  expression: string;
}

/** `code` with string, template and comment contents blanked out, so that braces can be counted. */
function maskLiterals(code: string): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const c = code[i];
    const next = code[i + 1];
    let end = i + 1;
    if (c === '/' && next === '/') {
      end = code.indexOf('\n', i);
      if (end === -1) end = code.length;
    } else if (c === '/' && next === '*') {
      end = code.indexOf('*/', i + 2);
      end = end === -1 ? code.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      end = i + 1;
      while (end < code.length && code[end] !== c) end += code[end] === '\\' ? 2 : 1;
      end = Math.min(end + 1, code.length);
      out += c + code.slice(i + 1, end - 1).replace(/[^\n]/g, ' ') + (end - 1 > i ? code[end - 1] : '');
      i = end;
      continue;
    } else {
      out += c;
      i++;
      continue;
    }
    out += code.slice(i, end).replace(/[^\n]/g, ' ');
    i = end;
  }
  return out;
}

/** Index just past the bracket matching the one at `open`, in masked text. */
function matchingBracket(masked: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = open; i < masked.length; i++) {
    const c = masked[i];
    if (c in pairs) stack.push(pairs[c]);
    else if (c === ')' || c === '}' || c === ']') {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return masked.length;
}

function depthAt(masked: string, index: number): number {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    if ('({['.includes(masked[i])) depth++;
    else if (')}]'.includes(masked[i])) depth--;
  }
  return depth;
}

/** Splits a code module; null when it has no top-level default export. */
export function splitModule(code: string): ModuleParts | null {
  const masked = maskLiterals(code);
  const exportMatch = [...masked.matchAll(/\bexport\s+default\s+/g)].find((m) => depthAt(masked, m.index) === 0);
  if (!exportMatch) return null;
  const start = exportMatch.index + exportMatch[0].length;

  let end: number;
  const rest = masked.slice(start);
  const fn = /^(async\s+)?function\b[^(]*/.exec(rest);
  if (fn) {
    const paramsEnd = matchingBracket(masked, start + fn[0].length);
    const bodyOpen = masked.indexOf('{', paramsEnd);
    end = bodyOpen === -1 ? masked.length : matchingBracket(masked, bodyOpen);
  } else {
    end = masked.length;
    for (let i = start, depth = 0; i < masked.length; i++) {
      if ('({['.includes(masked[i])) depth++;
      else if (')}]'.includes(masked[i])) depth--;
      else if (masked[i] === ';' && depth === 0) {
        end = i;
        break;
      }
    }
  }

  const imports: string[] = [];
  const before = code.slice(0, exportMatch.index).replace(/^import\s[^;]*?['"][^'"\n]+['"];?[ \t]*$/gm, (decl) => {
    imports.push(decl.trim());
    return '';
  });
  const after = code.slice(end).replace(/^\s*;/, '');
  const helpers = [before.trim(), after.trim()].filter(Boolean).join('\n\n');
  return { imports, helpers, expression: code.slice(start, end).trim() };
}

function indent(text: string, by = '  '): string {
  return text
    .split('\n')
    .map((line) => (line.trim() ? by + line : ''))
    .join('\n');
}

/**
 * `const name: type = <the module's default export>;`, with helper statements in a local scope.
 * A module without a default export becomes a function that throws, so the gap is visible.
 */
export function inlineModule(code: string, name: string, type: string, what: string): { imports: string[]; source: string } {
  const parts = splitModule(code);
  if (!parts) {
    const original = code.trim() ? `${indent(tsCommentLines(code.trim()).map((l) => `// ${l}`).join('\n'))}\n` : '';
    return {
      imports: [],
      source:
        `// TODO: ${tsCommentText(what)} has no default export in the graph, so there is nothing to run.\n` +
        `const ${name}: ${type} = () => {\n${original}  throw new Error(${tsString(`${what} is not implemented`)});\n};`,
    };
  }
  const onlyComments = maskLiterals(parts.helpers).trim() === '';
  if (!parts.helpers || onlyComments) {
    const comments = parts.helpers ? `${parts.helpers}\n` : '';
    return { imports: parts.imports, source: `${comments}const ${name}: ${type} = ${parts.expression};` };
  }
  return {
    imports: parts.imports,
    source: `const ${name} = ((): ${type} => {\n${indent(parts.helpers)}\n\n  return ${parts.expression.split('\n').join('\n  ')};\n})();`,
  };
}
