/**
 * Where a group's box is drawn: around its members' rectangles, with room for its header. The
 * document keeps no group position (docs/GRAPH-FORMAT.md "Groups"), so the canvas derives it,
 * and auto-layout pads each group's elk block by the same amounts so that derived boxes never
 * overlap. Pure geometry, shared by the canvas, the layout and their tests.
 */
import type { Rect } from './edgeGeometry.ts';

/** Space between the members and the box's sides and bottom. */
export const GROUP_PAD = 20;
/** Height of the header strip (name, count, buttons) above the members. */
export const GROUP_HEADER = 38;
/** A collapsed group's node (one node standing for all its members). */
export const COLLAPSED_SIZE = { width: 240, height: 88 } as const;

/** The expanded box around `members` (null when none has a rectangle). */
export function groupRect(members: readonly Rect[]): Rect | null {
  if (!members.length) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const r of members) {
    minX = Math.min(minX, r.x);
    minY = Math.min(minY, r.y);
    maxX = Math.max(maxX, r.x + r.width);
    maxY = Math.max(maxY, r.y + r.height);
  }
  return {
    x: minX - GROUP_PAD,
    y: minY - GROUP_PAD - GROUP_HEADER,
    width: maxX - minX + 2 * GROUP_PAD,
    height: maxY - minY + 2 * GROUP_PAD + GROUP_HEADER,
  };
}

/** The header strip of an expanded box (what edge labels must not cover). */
export function groupHeaderRect(box: Rect): Rect {
  return { x: box.x, y: box.y, width: box.width, height: GROUP_HEADER };
}

/** A collapsed group's node sits where its members' box starts (so collapse/expand do not jump). */
export function collapsedRect(members: readonly Rect[]): Rect | null {
  const box = groupRect(members);
  return box ? { x: box.x, y: box.y, ...COLLAPSED_SIZE } : null;
}
