/**
 * The TypeScript export ≡ Switchboard's engine (agents-sdk-js): for every graph case, the
 * generated module is imported into this process and run on the real @openai/agents 0.20.0 with
 * a scripted model, and the engine runs the graph with the same script and the Node sandbox. What
 * the model was shown on every call, the final output, the last agent, the history and the error
 * must be identical (normalisation: harness.ts). Known divergences run as `it.fails`
 * (DIVERGENCES.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { comparable, loadExport, removeExports, runEngine, runExport, type ExportedModule } from './harness.ts';
import { graphCases, type Via } from './scenarios.ts';

const sandbox = createNodeSandbox();
afterAll(() => {
  sandbox.dispose();
  removeExports();
});

const VIAS: Via[] = ['startAgent', 'runGraph'];

for (const graphCase of graphCases()) {
  describe(`TypeScript export ≡ engine: ${graphCase.name}`, () => {
    for (const scenario of graphCase.scenarios) {
      const graph = scenario.graph ? scenario.graph(graphCase.graph) : graphCase.graph;
      let module: ExportedModule;
      beforeAll(async () => {
        module = (await loadExport(graph)).module;
      });
      for (const via of VIAS) {
        const divergence = scenario.diverges?.[via];
        const test = divergence ? it.fails : it;
        test(`${scenario.name} (via ${via}${divergence ? `; diverges: ${divergence}` : ''})`, async () => {
          const engine = await runEngine(graph, scenario.input, scenario.turns, sandbox, { approvals: scenario.approvals });
          // the scenario reaches where it says (checked on the engine, so both sides cannot fail alike)
          if (scenario.expect.error !== undefined) expect(engine.error?.message).toBe(scenario.expect.error);
          else expect(engine.error).toBeNull();
          if (scenario.expect.lastAgent !== undefined) expect(engine.lastAgent).toBe(scenario.expect.lastAgent);
          if (scenario.expect.finalOutput !== undefined) expect(engine.finalOutput).toEqual(scenario.expect.finalOutput);
          if (scenario.expect.error === undefined) expect(engine.requests).toHaveLength(scenario.turns.length);

          const exported = await runExport(module, graph, scenario.input, scenario.turns, via, { approvals: scenario.approvals });
          const both = comparable(engine, exported);
          expect(both.exported).toEqual(both.engine);
        });
      }
    }
  });
}
