/**
 * The timeline's visible rows, kept up to date as a live run adds spans. Rebuilding the
 * depth-first list (visibleRows) costs O(spans) per frame, which at 10,000 spans was a large part
 * of a live frame's script time (docs/PERFORMANCE.md, "Span timeline"). A live run's new spans
 * almost always belong at the end of the list: their parent is the last row or one of its
 * ancestors (the "spine"). Those are appended; anything else (a span added to an earlier
 * subtree, a collapse, a new trace) rebuilds the list.
 */
import { visibleRows, type SpanRow, type TraceModel } from './traceModel.ts';

export interface RowList {
  /** the rows, in order; appended to in place (read it again after each update) */
  rows: SpanRow[];
  model: TraceModel;
  collapsed: ReadonlySet<string>;
  /** how many of model.order the list has taken in */
  seen: number;
  /** indexes in `rows` from a root down to the last row */
  spine: number[];
}

function rebuild(model: TraceModel, collapsed: ReadonlySet<string>): RowList {
  const rows = visibleRows(model, collapsed);
  const spine: number[] = [];
  // walk back from the last row, taking the nearest row one level up each time
  for (let i = rows.length - 1, depth = Number.POSITIVE_INFINITY; i >= 0 && depth > 0; i--) {
    if (rows[i].depth < depth) {
      spine.unshift(i);
      depth = rows[i].depth;
    }
  }
  return { rows, model, collapsed, seen: model.order.length, spine };
}

/** The rows for `model` as it is now, updating `list` (from the same model and collapsed set) when it can. */
export function updateRows(list: RowList | null, model: TraceModel, collapsed: ReadonlySet<string>): RowList {
  if (!list || list.model !== model || list.collapsed !== collapsed) return rebuild(model, collapsed);
  const { rows, spine } = list;
  for (let i = list.seen; i < model.order.length; i++) {
    const id = model.order[i];
    const node = model.nodes.get(id);
    if (!node) return rebuild(model, collapsed);
    const parentId = node.span.parent_id;
    const parent = parentId ? model.nodes.get(parentId) : undefined;
    // a span whose parent was not known when it arrived is a root (see applyTraceEvent)
    if (!parent || !parent.children.includes(id)) {
      spine.length = 0;
      spine.push(rows.length);
      rows.push({ id, depth: 0, hasChildren: node.children.length > 0 });
      continue;
    }
    let k = spine.length - 1;
    while (k >= 0 && rows[spine[k]].id !== parentId) k--;
    // the parent is not at the end of the list: the new row goes in the middle
    if (k < 0) return rebuild(model, collapsed);
    const parentRow = rows[spine[k]];
    if (!parentRow.hasChildren) rows[spine[k]] = { ...parentRow, hasChildren: true };
    if (collapsed.has(parentRow.id)) continue;
    spine.length = k + 1;
    spine.push(rows.length);
    rows.push({ id, depth: parentRow.depth + 1, hasChildren: node.children.length > 0 });
  }
  return { rows, model, collapsed, seen: model.order.length, spine };
}
