import { describe, expect, it } from 'vitest';
import { FRAME_MIN_ZOOM, groupViewport, READABLE_ZOOM } from './zoomIntoGroup.ts';

describe('framing a group on a click', () => {
  const box = { x: 400, y: 1000, width: 1300, height: 500 };

  it('frames the whole group when its agents can be read at that zoom', () => {
    const fitted = { x: 10, y: 20, zoom: 0.9 };
    expect(groupViewport(box, fitted, { top: 60, left: 70 })).toBe(fitted);
  });

  it('a group that fits only at a small zoom is still framed whole (the members show, not the overview)', () => {
    const fitted = { x: 0, y: 0, zoom: 0.45 };
    expect(groupViewport(box, fitted, { top: 60, left: 70 })).toBe(fitted);
    expect(fitted.zoom).toBeGreaterThanOrEqual(FRAME_MIN_ZOOM);
  });

  it('a group too large to fit above the overview zoom opens at a readable zoom with its top left corner (header, first agents) in view', () => {
    const view = groupViewport(box, { x: 0, y: 0, zoom: 0.2 }, { top: 60, left: 70 });
    expect(view.zoom).toBe(READABLE_ZOOM);
    // the box's corner lands just inside the padding
    expect(box.x * view.zoom + view.x).toBeCloseTo(70);
    expect(box.y * view.zoom + view.y).toBeCloseTo(60);
    // agent names (13 px) are 9 px or more on screen
    expect(13 * view.zoom).toBeGreaterThanOrEqual(9);
  });
});
