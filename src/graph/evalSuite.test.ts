/** The `evals` field: a switchboard.eval suite kept in the graph (docs/EVALS.md, docs/GRAPH-FORMAT.md). */
import { describe, expect, it } from 'vitest';
import { exportGraph } from './exportGraph.ts';
import { importGraph } from './importGraph.ts';
import { EVAL_PROVIDERS } from './schema.ts';
import { decodeShareFragment, encodeShareFragment } from './shareLink.ts';
import { testGraph } from './testGraph.ts';
import { PROVIDER_IDS } from '../models/createModel.ts';

const suite = {
  format: 'switchboard.eval' as const,
  version: 1 as const,
  name: 'Routing',
  scenarios: [
    { name: 'buyers go to sales', input: 'I want to buy', expect: { route: ['a', 'b'], output: { matches: 'sales?' } } },
    { name: 'two turns', input: ['hi', 'and now?'], expect: { lastAgent: 'a', 'x-note': 'kept' } },
  ],
};

function withEvals() {
  return { ...testGraph({ startAgent: 'a', agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] }), evals: suite };
}

describe('evals in the graph', () => {
  it('round-trips byte for byte through export and import, x- keys kept', () => {
    const text = exportGraph(withEvals());
    const back = importGraph(text);
    expect(back?.ok && back.graph.evals).toEqual(suite);
    expect(back.ok && exportGraph(back.graph)).toBe(text);
  });

  it('travels in share links', async () => {
    const back = await decodeShareFragment(await encodeShareFragment(withEvals()));
    expect(back?.ok && back.graph.evals).toEqual(suite);
  });

  it('reports a bad case at its path and changes nothing', () => {
    const bad = { ...withEvals(), evals: { ...suite, scenarios: [{ name: '', input: [], expect: { route: 'a' } }] } };
    const result = importGraph(JSON.stringify(bad));
    expect(result.ok).toBe(false);
    const paths = !result.ok ? result.errors.map((e) => e.path) : [];
    expect(paths).toEqual(expect.arrayContaining(['evals.scenarios[0].name', 'evals.scenarios[0].input', 'evals.scenarios[0].expect.route']));
  });

  it('names the same providers as the app and the CLI', () => {
    expect([...EVAL_PROVIDERS]).toEqual([...PROVIDER_IDS]);
  });
});
