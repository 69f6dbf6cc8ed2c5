import { describe, expect, it } from 'vitest';
import type { Runtime } from '../schema.ts';
import { testGraph } from '../testGraph.ts';
import { pythonFallbackRule } from './pythonFallback.ts';

function graph(runtime: Runtime) {
  return testGraph({
    runtime,
    startAgent: 'a',
    agents: [
      { id: 'a', name: 'A', tools: ['both', 'ts_only', 'bad'] },
      { id: 'b', name: 'B' },
    ],
    tools: [
      { id: 'both', type: 'function', name: 'both', code: 'export default () => 1', pythonCode: 'def both():\n    return 1\n' },
      { id: 'ts_only', type: 'function', name: 'ts_only', code: 'export default () => 1' },
      { id: 'bad', type: 'function', name: 'bad', code: 'export default () => 1', pythonCode: '    def indented(): pass' },
    ],
    handoffs: [{ id: 'a-b', from: 'a', to: 'b', onHandoff: 'export default () => {}' }],
  });
}

describe('python-fallback lint', () => {
  it('names each tool and callback a Python runtime runs as TypeScript, and why', () => {
    expect(pythonFallbackRule.check(graph('swarm')).map((d) => [d.path, d.message])).toEqual([
      ['tools[1].pythonCode', 'Swarm runs the TypeScript of tool "ts_only": it has no Python body (the Python export gets a stub).'],
      ['tools[2].pythonCode', 'Swarm runs the TypeScript of tool "bad": its Python body has no top-level def (the Python export gets a stub).'],
      ['handoffs[0].onHandoffPython', 'Swarm runs the TypeScript on-handoff code of "a-b": it has no Python body.'],
    ]);
  });

  it('says nothing under the Agents SDK JS, which runs TypeScript by design', () => {
    expect(pythonFallbackRule.check(graph('agents-sdk-js'))).toEqual([]);
  });
});
