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

  it('Agents SDK Python: names guardrails and input filters that run TypeScript, and Python rules or instructions that cannot run', () => {
    const g = testGraph({
      runtime: 'agents-sdk-python',
      startAgent: 'a',
      agents: [
        { id: 'a', name: 'A', inputGuardrails: ['ts_guard', 'py_guard'], instructionsPython: 'return "no def"' },
        { id: 'b', name: 'B', instructionsPython: 'def dyn(ctx, agent):\n    return "x"\n' },
      ],
      guardrails: [
        { id: 'ts_guard', kind: 'input', name: 'TS guard', code: 'export default () => ({ tripwire: false })' },
        { id: 'py_guard', kind: 'input', name: 'Py guard', code: 'export default () => ({ tripwire: false })', pythonCode: 'def g(ctx, agent, input):\n    pass\n' },
      ],
      handoffs: [
        { id: 'a-b', from: 'a', to: 'b', inputFilter: { type: 'code', code: 'export default (d) => d' }, enabled: { when: 'ctx.ok', python: 'lambda ctx, agent: True' } },
        { id: 'b-a', from: 'b', to: 'a', inputFilter: { type: 'code', code: 'export default (d) => d', pythonCode: 'def f(data):\n    return data\n' }, enabled: { when: 'ctx.ok', python: 'def on(ctx, agent):\n    return True\n' } },
      ],
    });
    expect(pythonFallbackRule.check(g).map((d) => [d.path, d.message])).toEqual([
      ['guardrails[0].pythonCode', 'Agents SDK (Python) runs the TypeScript of input guardrail "TS guard": it has no Python body.'],
      ['handoffs[0].inputFilter.pythonCode', 'Agents SDK (Python) runs the TypeScript input filter of "a-b": it has no Python body.'],
      ['handoffs[0].enabled.python', 'Agents SDK (Python) evaluates the expression of the enabled rule of "a-b" (ctx.ok): its Python body has no top-level def.'],
      ['agents[0].instructionsPython', 'Agents SDK (Python) sends the instructions text of "A", not its Python instructions: its Python body has no top-level def.'],
    ]);
  });

  it('AG2 has no instructions function: a Python one is reported', () => {
    const g = testGraph({ runtime: 'ag2', startAgent: 'a', agents: [{ id: 'a', name: 'A', instructionsPython: 'def dyn(ctx, agent):\n    return "x"\n' }] });
    expect(pythonFallbackRule.check(g).map((d) => d.message)).toEqual(['AG2 sends the instructions text of "A", not its Python instructions: AG2 has no instructions function (it runs under the Agents SDK Python and Swarm).']);
  });

  it('says nothing under the Agents SDK JS, which runs TypeScript by design', () => {
    expect(pythonFallbackRule.check(graph('agents-sdk-js'))).toEqual([]);
  });
});
