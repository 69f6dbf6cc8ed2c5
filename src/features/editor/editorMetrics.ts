/** Shared by the loading placeholder and Monaco, so swapping one for the other does not move anything. */
export const LINE_HEIGHT = 18;
export const FONT_SIZE = 12;
export const VERTICAL_PADDING = 6;

export function editorHeight(lines: number, minLines: number, maxLines: number): number {
  const clamped = Math.min(Math.max(lines, minLines), maxLines);
  return clamped * LINE_HEIGHT + 2 * VERTICAL_PADDING;
}
