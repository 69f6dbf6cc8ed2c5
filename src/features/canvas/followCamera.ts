/**
 * The camera during runs, replays and presentations: it keeps the active agent (and a handoff's
 * two ends while its marker travels) inside the free part of the canvas, panning only when they
 * would leave it. It stops following when a person pans or zooms, until the next run starts (as a
 * map app stops re-centring once you drag the map).
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface View {
  x: number;
  y: number;
  zoom: number;
}
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The viewport that brings `target` (flow coordinates) inside the canvas of `size` less `insets`,
 * moved as little as possible; null when it is already inside. A target too large for the room at
 * this zoom is framed at a smaller zoom (never below `minZoom`).
 */
export function followViewport(target: Box, view: View, size: { width: number; height: number }, insets: Insets, minZoom = 0.1): View | null {
  const room = { width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom };
  if (room.width <= 0 || room.height <= 0) return null;
  let zoom = view.zoom;
  const fitZoom = Math.min(room.width / target.width, room.height / target.height) * 0.92;
  if (fitZoom < zoom) zoom = Math.max(minZoom, fitZoom);
  const left = target.x * zoom + view.x;
  const top = target.y * zoom + view.y;
  const right = left + target.width * zoom;
  const bottom = top + target.height * zoom;
  if (zoom === view.zoom && left >= insets.left && top >= insets.top && right <= size.width - insets.right && bottom <= size.height - insets.bottom) return null;
  if (zoom !== view.zoom) {
    // re-centre on the target at the new zoom
    const cx = target.x + target.width / 2;
    const cy = target.y + target.height / 2;
    return { zoom, x: insets.left + room.width / 2 - cx * zoom, y: insets.top + room.height / 2 - cy * zoom };
  }
  // the smallest move that brings each side in, with a margin so the target does not sit on the edge
  const margin = Math.min(48, room.width / 8, room.height / 8);
  let dx = 0;
  let dy = 0;
  if (left < insets.left) dx = insets.left + margin - left;
  else if (right > size.width - insets.right) dx = size.width - insets.right - margin - right;
  if (top < insets.top) dy = insets.top + margin - top;
  else if (bottom > size.height - insets.bottom) dy = size.height - insets.bottom - margin - bottom;
  return { zoom, x: view.x + dx, y: view.y + dy };
}

/** The box around two boxes (a handoff's two ends). */
export function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** Whether the camera follows the run: on at each run's start, off once a person moves the view. */
let following = true;
export const startFollowing = () => void (following = true);
export const stopFollowing = () => void (following = false);
export const isFollowing = () => following;
