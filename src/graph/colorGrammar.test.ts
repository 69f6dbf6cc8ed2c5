import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples.ts';
import { importGraph } from './importGraph.ts';

const doc = (color: unknown) => ({
  format: 'switchboard.graph',
  version: 1,
  id: 'g',
  name: 'G',
  agents: [{ id: 'a', name: 'A', color }],
});

describe('agent color is a closed grammar', () => {
  it('accepts #rgb, #rrggbb, #rrggbbaa and null', () => {
    for (const color of ['#4af', '#4f8cff', '#4f8cff80', '#ABCDEF', null]) {
      const result = importGraph(doc(color));
      expect(result.ok, String(color)).toBe(true);
    }
  });

  it('refuses anything that could make CSS fetch, with the path and the grammar', () => {
    for (const color of ['url(http://127.0.0.2:9/c.png)', 'red; background: url(//x)', 'var(--x)', 'image-set("x.png" 1x)', 'red', '#12345', 'hsl(10 50% 50%)']) {
      const result = importGraph(doc(color));
      expect(result.ok, color).toBe(false);
      if (!result.ok) expect(result.errors).toContainEqual({ path: 'agents[0].color', message: expect.stringContaining('#rrggbb') });
    }
  });

  it('every shipped example still validates', () => {
    for (const example of EXAMPLES) expect(importGraph(example.document).ok, example.id).toBe(true);
  });
});
