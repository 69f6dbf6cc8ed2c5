/**
 * Where new, pasted and duplicated agents land: in free space, never on top of an agent (a copy
 * 40 px off its original hides it; tldraw and Figma put a duplicate beside what it copies).
 * Pure geometry over rectangles, so it is tested without a canvas.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room kept between a placed block and its neighbours. */
export const GAP = 40;

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width + GAP && b.x < a.x + a.width + GAP && a.y < b.y + b.height + GAP && b.y < a.y + a.height + GAP;

/** The rectangle around `rects` (null when empty). */
export function boundsOf(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The offset that moves `block` into free space among `taken`: first where it is (if free),
 * then right of it, below it, and on outward in rings of candidate spots, nearest first.
 * `preferBeside` skips the spot where the block already is (a copy beside its original).
 */
export function freeOffset(block: Rect, taken: readonly Rect[], preferBeside = false): { x: number; y: number } {
  const stepX = block.width + GAP;
  const stepY = block.height + GAP;
  const fits = (dx: number, dy: number) => {
    const moved = { ...block, x: block.x + dx, y: block.y + dy };
    return !taken.some((r) => overlaps(moved, r));
  };
  if (!preferBeside && fits(0, 0)) return { x: 0, y: 0 };
  for (let ring = 1; ring <= 40; ring++) {
    const spots: [number, number][] = [];
    for (let i = -ring; i <= ring; i++) {
      spots.push([ring, i], [i, ring], [-ring, i], [i, -ring]);
    }
    // nearest in slots first; ties go right, then down (reading order)
    spots.sort((a, b) => Math.hypot(a[0], a[1]) - Math.hypot(b[0], b[1]) || b[0] - a[0] || b[1] - a[1]);
    for (const [i, j] of spots) if (fits(i * stepX, j * stepY)) return { x: i * stepX, y: j * stepY };
  }
  return { x: stepX, y: 0 };
}
