/**
 * Agent Builder's "Code → Agents SDK" export, one fixture per node kind (issue 23): what each node
 * kind becomes in the graph and what the report says stays in code. If/else, Human approval, Set
 * state and Guardrails: customer-service-workflow.ts, onboarding-workflow.ts, guarded-qa-workflow.ts
 * (agentsTs.test.ts); While, Transform, File search and MCP: drafting-loop-workflow.ts (here, with
 * the others again in one workflow).
 */
import { describe, expect, it } from 'vitest';
import { importedFixture } from '../testing/fixtureFiles.ts';

describe('Agent Builder export: every node kind', () => {
  const { graph, report } = importedFixture('agents-ts', 'agent-builder/drafting-loop-workflow.ts');
  const at = (line: number) => report.items.filter((i) => i.line === line);
  const id = (name: string) => graph.agents.find((a) => a.name === name)!.id;

  it('Agent nodes in sequence: after-work to the next agent; the first is the start agent', () => {
    expect(graph.agents.map((a) => a.name)).toEqual(['Drafter', 'Reviewer', 'Publisher']);
    expect(graph.startAgent).toBe(id('Drafter'));
    expect(graph.agents[0].afterWork).toEqual({ type: 'agent', agent: id('Reviewer') });
  });

  it('While: a context-condition route back to the loop’s first agent while the condition holds', () => {
    expect(graph.handoffs.find((h) => h.from === id('Reviewer') && h.to === id('Drafter'))?.trigger).toEqual({ type: 'context', when: 'ctx.approved === false && ctx.revisions < 3' });
    expect(at(116).find((i) => i.construct.startsWith('while'))).toMatchObject({ level: 'mapped' });
  });

  it('Human approval and If/else on it: a model-chosen handoff whose condition quotes the question (approximated)', () => {
    const h = graph.handoffs.find((x) => x.from === id('Reviewer') && x.to === id('Publisher'));
    expect(h?.trigger).toEqual({ type: 'llm', toolName: null, description: null, condition: 'The user approves: Publish this announcement?' });
    expect(at(157)[0]).toMatchObject({ level: 'approximated' });
  });

  it('Set state: the context variable exists, the assignment stays in code (reported)', () => {
    expect(graph.context).toEqual({ approved: false, revisions: 0 });
    expect(at(152)[0]).toMatchObject({ level: 'approximated', construct: 'state.approved = …' });
  });

  it('Transform: stays in code (reported as skipped)', () => {
    expect(at(133)[0]).toMatchObject({ level: 'skipped', construct: 'transformResult (transform step)' });
  });

  it('File search and MCP: hosted tools on their agents', () => {
    expect(graph.tools).toEqual([
      expect.objectContaining({ type: 'hosted', hosted: 'file_search', config: { vectorStoreIds: ['vs_68f0styleguide00000000000000'] } }),
      expect.objectContaining({ type: 'mcp', serverLabel: 'docs', serverUrl: 'https://docs.example.com/mcp', requireApproval: 'never', allowedTools: ['search_docs'] }),
    ]);
    expect(graph.agents.find((a) => a.name === 'Drafter')!.tools).toEqual(['file_search']);
    expect(graph.agents.find((a) => a.name === 'Reviewer')!.tools).toEqual(['mcp']);
  });

  it('Guardrails: an input guardrail stub on the first agent (port needed), the blocked branch reported', () => {
    const guard = graph.guardrails[0];
    expect(guard).toMatchObject({ kind: 'input', name: 'Agent Builder guardrails (Jailbreak)' });
    expect(graph.agents[0].inputGuardrails).toEqual([guard.id]);
    expect(at(111)[0]).toMatchObject({ level: 'approximated', construct: 'runGuardrails(...)' });
  });
});
