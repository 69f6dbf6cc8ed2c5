/**
 * Which rows of the timeline to render: the ones in view plus `overscan` either side. Every row
 * is the same height, so this is arithmetic on the scroll offset. (It replaced
 * @tanstack/react-virtual here: the library rebuilds its size table for every row whenever the
 * row count changes, O(spans) on each frame of a live run at 10,000 spans; it also re-rendered
 * on every scroll pixel, where this changes only when the first row in view does.)
 */
export interface RowWindowInput {
  count: number;
  scrollTop: number;
  /** the scroller's client height */
  viewHeight: number;
  rowHeight: number;
  /** the sticky axis above the rows, inside the scroller */
  headerHeight: number;
  overscan: number;
  /** following a live run: the view is scrolled to the end, wherever scrollTop last was */
  atEnd: boolean;
}

/** Rows [start, end) to render. */
export function rowWindow({ count, scrollTop, viewHeight, rowHeight, headerHeight, overscan, atEnd }: RowWindowInput): { start: number; end: number } {
  const top = atEnd ? Math.max(0, headerHeight + count * rowHeight - viewHeight) : Math.max(0, scrollTop);
  // row i sits at headerHeight + i * rowHeight; the sticky axis covers the top headerHeight of the view
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + viewHeight - headerHeight) / rowHeight) - 1;
  return { start: Math.min(count, Math.max(0, first - overscan)), end: Math.min(count, Math.max(0, last + 1 + overscan)) };
}
