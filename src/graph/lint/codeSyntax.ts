/**
 * TypeScript syntax errors in a graph's code (tools, guardrails, on-handoff callbacks, input
 * filters, output extractors), found by lint before a run rather than when the code first runs.
 * Parsed with sucrase's parser, the one the sandbox transpiles with, so lint and the sandbox agree.
 * Loaded apart from the other rules (lintGraph.ts addLintRule; the app adds it once a code editor
 * opens or a run is near, store/codeLintRequest.ts): the parser stays off first paint.
 */
import { parse } from 'sucrase/dist/parser/index.js';
import type { Graph } from '../schema.ts';
import type { Diagnostic, LintRule, TargetKind } from './diagnostic.ts';

/** The first syntax error of a TypeScript module, "Unexpected token (line 3, column 5)", or null. */
export function typeScriptSyntaxError(source: string): string | null {
  try {
    parse(source, false, true, false);
    return null;
  } catch (error) {
    const { message, loc } = error as { message?: unknown; loc?: { line?: number; column?: number } };
    const text = typeof message === 'string' ? message.replace(/\s*\(\d+:\d+\)\s*$/, '') : String(error);
    return loc && typeof loc.line === 'number' && typeof loc.column === 'number' ? `${text} (line ${loc.line}, column ${loc.column})` : text;
  }
}

function codeFields(graph: Graph): Array<{ kind: TargetKind; id: string; path: string; what: string; code: string }> {
  const out: Array<{ kind: TargetKind; id: string; path: string; what: string; code: string }> = [];
  const add = (kind: TargetKind, id: string, path: string, what: string, code: string | null | undefined) => {
    if (typeof code === 'string' && code.trim() !== '') out.push({ kind, id, path, what, code });
  };
  graph.tools.forEach((t, i) => {
    if (t.type === 'function') add('tool', t.id, `tools[${i}].code`, 'This tool\'s code', t.code);
  });
  graph.guardrails.forEach((g, i) => add('guardrail', g.id, `guardrails[${i}].code`, 'This guardrail\'s code', g.code));
  graph.handoffs.forEach((h, i) => {
    add('handoff', h.id, `handoffs[${i}].onHandoff`, 'The on-handoff callback', h.onHandoff);
    if (h.inputFilter.type === 'code') add('handoff', h.id, `handoffs[${i}].inputFilter.code`, 'The input filter', h.inputFilter.code);
  });
  (graph.agentTools ?? []).forEach((t, i) => add('agentTool', t.id, `agentTools[${i}].outputExtractor`, 'The output extractor', t.outputExtractor));
  return out;
}

export const codeSyntaxRule: LintRule = {
  id: 'code-syntax',
  check(graph) {
    const out: Diagnostic[] = [];
    for (const field of codeFields(graph)) {
      const problem = typeScriptSyntaxError(field.code);
      if (problem === null) continue;
      out.push({ ruleId: this.id, severity: 'error', message: `${field.what} is not valid TypeScript: ${problem}`, target: { kind: field.kind, id: field.id }, path: field.path });
    }
    return out;
  },
};
