import { expect, it } from 'vitest';
import { graphRoutes } from './routes.ts';
import { testGraph } from './testGraph.ts';

it('collects handoffs, after work (own or the graph\'s) and tool routes, skipping what is statically disabled', () => {
  const g = testGraph({
    settings: { afterWork: { type: 'agent', agent: 'a' } },
    agents: [
      { id: 'a', name: 'A', tools: ['router', 'off', 'web'], afterWork: { type: 'terminate' } },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C', afterWork: { type: 'stay' } },
    ],
    handoffs: [
      { id: 'h1', from: 'a', to: 'b' },
      { id: 'h2', from: 'b', to: 'c', trigger: { type: 'context', when: 'ctx.x' } },
      { id: 'h3', from: 'c', to: 'a', enabled: false },
      { id: 'h4', from: 'c', to: 'b', enabled: { when: 'ctx.y' } },
    ],
    tools: [
      { id: 'router', type: 'function', name: 'r', routesTo: ['c', 'ghost'] },
      { id: 'off', type: 'function', name: 'o', routesTo: ['b'], enabled: false },
      { id: 'web', type: 'hosted', hosted: 'web_search' },
    ],
  });
  expect(graphRoutes(g)).toEqual([
    { from: 'a', to: 'b', kind: 'llm', via: 'h1' },
    { from: 'b', to: 'c', kind: 'context', via: 'h2' },
    { from: 'c', to: 'b', kind: 'llm', via: 'h4' },
    { from: 'a', to: 'c', kind: 'function', via: 'router' },
    { from: 'a', to: 'ghost', kind: 'function', via: 'router' },
    { from: 'b', to: 'a', kind: 'afterWork', via: 'b' },
  ]);
});
