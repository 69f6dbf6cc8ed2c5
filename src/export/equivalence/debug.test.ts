import { afterAll, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { loadExport, runEngine, runExport } from './harness.ts';
import { graphCases } from './scenarios.ts';

const sandbox = createNodeSandbox();
afterAll(() => sandbox.dispose());

function diff(a: unknown, b: unknown, path: string, out: string[]) {
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    for (const k of keys) diff((a as any)[k], (b as any)[k], `${path}.${k}`, out);
    return;
  }
  out.push(`${path}: engine=${JSON.stringify(a)?.slice(0, 300)} export=${JSON.stringify(b)?.slice(0, 300)}`);
}

it('debug', async () => {
  const lines: string[] = [];
  for (const gc of graphCases()) for (const s of gc.scenarios) {
    const graph = s.graph ? s.graph(gc.graph) : gc.graph;
    const { module } = await loadExport(graph);
    for (const via of ['startAgent', 'runGraph'] as const) {
      const e = await runEngine(graph, s.input, s.turns, sandbox, { approvals: s.approvals });
      const x = await runExport(module, graph, s.input, s.turns, via, { approvals: s.approvals });
      const out: string[] = [];
      diff(e, x, '', out);
      lines.push(`## ${gc.name} / ${s.name} / ${via}`, ...out);
    }
  }
  writeFileSync('/work/main/.scratch/eq-diff.txt', lines.join('\n'));
}, 120000);
