import { describe, expect, it } from 'vitest';
import { graphCodeSites } from './codeSites.ts';
import { summariseCode } from './codeSummary.ts';
import { EXAMPLES, exampleGraph } from './examples.ts';

describe('summariseCode', () => {
  it('names every piece of code the graph would run: where, what kind, how many lines', () => {
    const graph = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
    const summary = summariseCode(graph);
    // one entry per code site the trust gate guards, none left out
    expect(summary).toHaveLength(graphCodeSites(graph).length);
    expect(summary.length).toBeGreaterThan(0);
    const refund = summary.find((s) => s.where.includes('execute_refund'));
    expect(refund).toMatchObject({ kind: 'tool code (TypeScript)' });
    expect(refund!.lines).toBeGreaterThan(1);
  });
});
