import { describe, expect, it } from 'vitest';
import { sourceOf, summariseProfile, type CpuProfile } from './cpuProfile.ts';

describe('summariseProfile', () => {
  it('adds each sample to the function it landed in (its time is the gap to the next sample), by function and by source', () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9 });
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)', '') },
        { id: 2, callFrame: frame('render', 'http://127.0.0.1/node_modules/@xyflow/react/dist/index.js') },
        { id: 3, callFrame: frame('placeLabels', 'http://127.0.0.1/src/features/canvas/edgeLayout.ts') },
        { id: 4, callFrame: frame('(program)', '') },
      ],
      startTime: 0,
      endTime: 10_000,
      samples: [2, 3, 2, 4, 2],
      timeDeltas: [0, 1_000, 2_000, 3_000, 4_000],
    };
    const s = summariseProfile(profile);
    // render: 1 + 3 ms (the last sample has no next delta: 0); placeLabels 2 ms; (program) 4 ms; ties keep first-seen order
    expect(s.totalMs).toBe(10);
    expect(s.functions).toEqual([
      { name: 'render @xyflow/react:10', ms: 4 },
      { name: '(program)', ms: 4 },
      { name: 'placeLabels src/features/canvas/edgeLayout.ts:10', ms: 2 },
    ]);
    expect(s.sources).toEqual([
      { name: '@xyflow/react', ms: 4 },
      { name: '(program)', ms: 4 },
      { name: 'src/features/canvas/edgeLayout.ts', ms: 2 },
    ]);
  });

  it('names a source by its package or its path in the repository', () => {
    expect(sourceOf('http://x/node_modules/react-dom/cjs/react-dom.js')).toBe('react-dom');
    expect(sourceOf('file:///w/src/engine/kernel/kernel.ts')).toBe('src/engine/kernel/kernel.ts');
    expect(sourceOf('')).toBe('(native)');
  });
});
