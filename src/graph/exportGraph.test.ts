import { describe, expect, it } from 'vitest';
import { exportGraph } from './exportGraph.ts';
import { importGraph } from './importGraph.ts';
import { testGraph } from './testGraph.ts';

const graph = () =>
  testGraph({
    startAgent: 'a',
    context: { z: 1, a: [true, null] },
    agents: [{ id: 'a', name: 'A', tools: ['t'], position: { x: 1, y: 2 } }],
    tools: [
      {
        id: 't',
        type: 'function',
        name: 'lookup',
        parameters: { type: 'object', properties: { b: { type: 'string' }, a: { type: 'number' } }, required: ['b', 'a'], additionalProperties: false },
      },
    ],
  });

describe('exportGraph', () => {
  it('writes 2-space JSON with a trailing newline, keys in schema order', () => {
    const text = exportGraph(graph());
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.split('\n')[1]).toBe('  "format": "switchboard.graph",');
    const topKeys = Object.keys(JSON.parse(text));
    expect(topKeys).toEqual(['format', 'version', 'id', 'name', 'description', 'runtime', 'startAgent', 'settings', 'context', 'agents', 'handoffs', 'tools', 'guardrails']);
  });

  it('is independent of the key order of the object it is given; x- keys stay, after the known ones', () => {
    const g = graph();
    const shuffled = Object.fromEntries(Object.entries({ ...g, 'x-note': 'hi' }).reverse()) as typeof g;
    shuffled.agents = [Object.fromEntries(Object.entries(g.agents[0]).reverse()) as (typeof g.agents)[0]];
    const text = exportGraph(shuffled);
    expect(text).toBe(exportGraph({ ...g, 'x-note': 'hi' } as typeof g));
    expect(Object.keys(JSON.parse(text)).at(-1)).toBe('x-note');
    expect(Object.keys(JSON.parse(text).agents[0]).slice(0, 3)).toEqual(['id', 'name', 'instructions']);
  });

  it('keeps the order of JSON Schema properties and context keys (they carry meaning)', () => {
    const parsed = JSON.parse(exportGraph(graph()));
    expect(Object.keys(parsed.tools[0].parameters.properties)).toEqual(['b', 'a']);
    expect(Object.keys(parsed.context)).toEqual(['z', 'a']);
  });

  it('round-trips: import(export(g)) deep-equals g and export is a fixed point', () => {
    const g = graph();
    const text = exportGraph(g);
    const back = importGraph(text);
    expect(back).toEqual({ ok: true, graph: g, warnings: [] });
    expect(exportGraph((back as { graph: typeof g }).graph)).toBe(text);
  });
});
