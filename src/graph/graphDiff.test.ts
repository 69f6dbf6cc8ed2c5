import { describe, expect, it } from 'vitest';
import { diffGraphs, diffIsEmpty, lineDiff } from './graphDiff.ts';
import { testGraph } from './testGraph.ts';

const before = testGraph({
  agents: [
    { id: 'a', name: 'A', instructions: 'one\ntwo' },
    { id: 'b', name: 'B' },
  ],
  handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'llm' } }],
  tools: [{ id: 't', type: 'function', name: 't', code: 'x' }],
});

describe('diffGraphs', () => {
  it('finds agents, routes and tools added, removed and changed, field by field', () => {
    const after = testGraph({
      agents: [
        { id: 'a', name: 'A', instructions: 'one\nthree' },
        { id: 'c', name: 'C' },
      ],
      handoffs: [{ id: 'h2', from: 'a', to: 'c', trigger: { type: 'llm' } }],
      tools: [{ id: 't', type: 'function', name: 't', code: 'y' }],
    });
    const d = diffGraphs(before, after);
    expect(d.agents.added).toEqual([{ id: 'c', name: 'C' }]);
    expect(d.agents.removed).toEqual([{ id: 'b', name: 'B' }]);
    expect(d.agents.changed).toEqual([{ id: 'a', name: 'A', fields: [{ field: 'instructions', before: 'one\ntwo', after: 'one\nthree' }] }]);
    expect(d.routes.added.map((r) => r.name)).toEqual(['A → C']);
    expect(d.routes.removed.map((r) => r.name)).toEqual(['A → B']);
    expect(d.tools.changed[0].fields.map((f) => f.field)).toEqual(['code']);
    expect(diffIsEmpty(d)).toBe(false);
    expect(diffIsEmpty(diffGraphs(before, before))).toBe(true);
  });

  it('diffs text by lines', () => {
    expect(lineDiff('one\ntwo\nfour', 'one\nthree\nfour')).toEqual([
      { kind: ' ', text: 'one' },
      { kind: '-', text: 'two' },
      { kind: '+', text: 'three' },
      { kind: ' ', text: 'four' },
    ]);
  });
});
