import { describe, expect, it } from 'vitest';
import { keepInPicture } from './canvasImage.ts';

const el = (...classes: string[]) => ({ classList: { contains: (name: string) => classes.includes(name) } });

describe('keepInPicture', () => {
  it('leaves out handles and the state of a run (turn badges, waiting chips, the marker, breakpoints)', () => {
    for (const name of ['react-flow__handle', 'sb-agent__turns', 'sb-agent__calling', 'sb-edge__marker', 'sb-breakpoint-marker']) expect(keepInPicture(el(name)), name).toBe(false);
  });
  it('keeps the graph: agents, their names and tools, edges, text nodes', () => {
    for (const name of ['sb-agent', 'sb-agent__name', 'sb-agent__tool', 'react-flow__edge-path']) expect(keepInPicture(el(name)), name).toBe(true);
    expect(keepInPicture({})).toBe(true);
  });
});
