import { describe, expect, it } from 'vitest';
import { cornerClearance } from './fitCanvas.ts';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height });

describe('fit view keeps the graph clear of the canvas corners', () => {
  it('on a short, wide canvas (the playground open at 1280x720) the zoom buttons are cleared along the left, not the bottom', () => {
    const canvas = box(216, 48, 745, 384);
    const controls = box(232, 330, 30, 86); // bottom left, tall and narrow
    // bottom padding would be 114 px of 384 (30%); left padding 58 px of 745 (8%)
    expect(cornerClearance(canvas, controls)).toEqual({ side: 'left', px: 58 });
  });

  it('on a tall canvas the mini map (bottom right, wide) is cleared along the bottom', () => {
    const canvas = box(216, 48, 865, 852);
    const minimap = box(865, 730, 200, 150);
    expect(cornerClearance(canvas, minimap)).toEqual({ side: 'bottom', px: Math.round(900 - 730 + 12) });
  });

  it('a corner on the right is cleared along the right when that is cheaper', () => {
    const canvas = box(0, 0, 1200, 300);
    const minimap = box(1000, 150, 184, 134);
    expect(cornerClearance(canvas, minimap)).toEqual({ side: 'right', px: 212 });
  });
});
