import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from '../examples.ts';
import type { Graph } from '../schema.ts';
import { codeSyntaxRule, typeScriptSyntaxError } from './codeSyntax.ts';
import { addLintRule, lintGraph } from './lintGraph.ts';

const acme = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);

describe('TypeScript syntax errors in lint', () => {
  it('a tool whose code does not parse is an error on that tool, with line and column, before any run', () => {
    const broken: Graph = {
      ...acme,
      tools: acme.tools.map((t) => (t.type === 'function' && t.id === 'execute_refund' ? { ...t, code: 'export default async function (args: { id: string }) {\n  return args.id +;\n}\n' } : t)),
    };
    const found = codeSyntaxRule.check(broken);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'error', target: { kind: 'tool', id: 'execute_refund' } });
    expect(found[0].message).toMatch(/not valid TypeScript: .*\(line 2, column \d+\)/);
  });

  it('the examples\' code parses (types included): no false alarms', () => {
    for (const example of EXAMPLES) expect(codeSyntaxRule.check(exampleGraph(example)), example.id).toEqual([]);
    expect(typeScriptSyntaxError('export default async (args: { n: number }): Promise<string> => `${args.n as number}`;')).toBeNull();
  });

  it('added to lint, it reports with the other rules', () => {
    const broken: Graph = { ...acme, tools: acme.tools.map((t) => (t.type === 'function' && t.id === 'look_up_item' ? { ...t, code: 'export default function ( {' } : t)) };
    expect(lintGraph(broken).filter((d) => d.ruleId === 'code-syntax')).toEqual([]);
    addLintRule(codeSyntaxRule);
    addLintRule(codeSyntaxRule); // idempotent
    expect(lintGraph(broken).filter((d) => d.ruleId === 'code-syntax').map((d) => d.target.id)).toEqual(['look_up_item']);
  });
});
