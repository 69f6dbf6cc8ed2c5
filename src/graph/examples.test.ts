import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from './examples.ts';
import { exportGraph } from './exportGraph.ts';
import { loadExampleGraph } from './exampleDocuments.ts';
import { importGraph } from './importGraph.ts';
import { lintGraph } from './lint/lintGraph.ts';
import { handoffToolName } from './toolNames.ts';

describe.each(EXAMPLES)('example $id', (example) => {
  const text = readFileSync(new URL(`../../public/examples/${example.file}`, import.meta.url), 'utf8');

  it('imports with no errors or warnings and lints with zero errors', () => {
    const result = importGraph(text);
    expect(result.ok ? result.warnings : result.errors).toEqual([]);
    const graph = exampleGraph(example);
    expect(graph.runtime).toBe(example.runtime);
    expect(lintGraph(graph)).toEqual([]);
    // small enough to read at a glance, except the one large topology (issue 11), which has groups
    if (example.id === 'ag2-research-organisation') expect(graph.agents.length).toBeGreaterThanOrEqual(25);
    else expect(graph.agents.length).toBeLessThanOrEqual(10);
  });

  it('is stored in canonical form, identical to the bundled copy', () => {
    expect(exportGraph(exampleGraph(example))).toBe(text);
    expect(example.document).toEqual(JSON.parse(text));
  });

  it('opens without the importer: the shipped document is exactly what importGraph makes of it (a copy)', async () => {
    const result = importGraph(text);
    const opened = await loadExampleGraph(example.id);
    expect(opened).toStrictEqual(result.ok ? result.graph : null);
    expect(opened).not.toBe(await loadExampleGraph(example.id));
  });
});

describe('example content follows the seeds', () => {
  it('ACME keeps the cookbook tool names and return values', () => {
    const g = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
    expect(g.handoffs.map((h) => handoffToolName(g, h))).toEqual([
      'transfer_to_sales_agent',
      'transfer_to_issues_and_repairs',
      'transfer_back_to_triage',
      'transfer_back_to_triage',
    ]);
    expect(g.tools.map((t) => t.id).sort()).toEqual(['escalate_to_human', 'execute_order', 'execute_refund', 'look_up_item']);
    const code = (id: string) => {
      const tool = g.tools.find((t) => t.id === id);
      return tool?.type === 'function' ? tool.code : '';
    };
    expect(code('look_up_item')).toContain("'item_132612938'");
    expect(code('execute_refund')).toContain("return 'success'");
    expect(code('execute_order')).toContain("return 'Success'");
  });

  it('AG2 control has numbered LLM conditions and a context condition to the terminator', () => {
    const g = exampleGraph(EXAMPLES.find((e) => e.id === 'ag2-planning-control')!);
    const fromControl = g.handoffs.filter((h) => h.from === 'control');
    expect(fromControl.map((h) => handoffToolName(g, h))).toEqual([
      null,
      'transfer_to_engineer_1',
      'transfer_to_researcher_2',
      'transfer_to_engineer_3',
      'transfer_to_terminator_4',
    ]);
    expect(g.agents.find((a) => a.id === 'terminator')?.afterWork).toEqual({ type: 'terminate' });
  });

  it('the AG2 research organisation keeps the seed’s groups, every agent in exactly one', () => {
    const g = exampleGraph(EXAMPLES.find((e) => e.id === 'ag2-research-organisation')!);
    expect(g.groups?.map((x) => x.name)).toEqual(['Planning', 'Control', 'Execution', 'Research', 'RAG', 'Plot review']);
    const members = g.groups!.flatMap((x) => x.members).sort();
    expect(members).toEqual(g.agents.map((a) => a.id).sort());
    // the planning chain of the seed, by after-work
    const next = (id: string) => {
      const aw = g.agents.find((a) => a.id === id)?.afterWork;
      return aw?.type === 'agent' ? aw.agent : aw?.type;
    };
    const chain = ['task_improver'];
    while (chain.length < 5) chain.push(next(chain[chain.length - 1])!);
    expect(chain).toEqual(['task_improver', 'task_recorder', 'planner', 'planner_response_formatter', 'plan_recorder']);
    // the seed's execution nested chat: engineer -> engineer_nest, whose reply is a two-chat queue
    // (formatter, then executor) and whose after-work is the execution output formatter
    expect(next('engineer')).toBe('engineer_nest');
    const nest = g.agents.find((a) => a.id === 'engineer_nest')!;
    expect(nest.nestedChats?.map((c) => [c.agent, c.summaryMethod, c.maxTurns])).toEqual([
      ['engineer_response_formatter', 'last_msg', 1],
      ['executor', 'last_msg', 1],
    ]);
    expect(next('engineer_nest')).toBe('executor_response_formatter');
  });
});
