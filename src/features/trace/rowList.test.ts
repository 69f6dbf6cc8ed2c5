import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RunEvent, SpanData } from '../../engine/events.ts';
import { updateRows, type RowList } from './rowList.ts';
import { applyTraceEvent, createTraceModel, visibleRows, type TraceModel } from './traceModel.ts';

const data: SpanData = { type: 'custom', name: 'x', data: {} };
let seq = 0;
function start(model: TraceModel, id: string, parent: string | null) {
  const span = { object: 'trace.span' as const, id, trace_id: 't', parent_id: parent, started_at: new Date(1000 + seq).toISOString(), ended_at: null, span_data: data, error: null };
  applyTraceEvent(model, { type: 'span_start', span, seq: seq++, t: seq, spanId: id } as RunEvent);
}

describe('updateRows', () => {
  it('appends a live run\'s new spans at the end of the list, in place, and marks their parent as having children', () => {
    const model = createTraceModel();
    const none = new Set<string>();
    start(model, 'a', null);
    const first = updateRows(null, model, none);
    const rows = first.rows;
    start(model, 'g', 'a');
    start(model, 'h', 'g');
    start(model, 't', 'a');
    const next = updateRows(first, model, none);
    expect(next.rows).toBe(rows); // appended, not rebuilt
    expect(next.rows).toEqual([
      { id: 'a', depth: 0, hasChildren: true },
      { id: 'g', depth: 1, hasChildren: true },
      { id: 'h', depth: 2, hasChildren: false },
      { id: 't', depth: 1, hasChildren: false },
    ]);
  });

  it('rebuilds when a span joins an earlier subtree, and when the collapsed set changes', () => {
    const model = createTraceModel();
    const none = new Set<string>();
    start(model, 'a', null);
    start(model, 'b', null);
    const list = updateRows(null, model, none);
    start(model, 'late', 'a'); // a's subtree is not at the end any more
    const after = updateRows(list, model, none);
    expect(after.rows.map((r) => r.id)).toEqual(['a', 'late', 'b']);
    const collapsed = updateRows(after, model, new Set(['a']));
    expect(collapsed.rows.map((r) => r.id)).toEqual(['a', 'b']);
  });

  // any sequence of spans (children of any span, roots, children of spans not yet known) and
  // collapses, updated batch by batch, gives the same rows as building them from scratch
  it('always equals the rows built from scratch', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('span' as const), parent: fc.option(fc.nat(40), { nil: null }), batchEnd: fc.boolean() }),
      fc.record({ kind: fc.constant('toggle' as const), target: fc.nat(40) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const model = createTraceModel();
        let collapsed: ReadonlySet<string> = new Set();
        let list: RowList | null = null;
        let made = 0;
        for (const o of ops) {
          if (o.kind === 'span') {
            // a parent index past the spans made so far names a span that arrives later
            start(model, `s${made}`, o.parent === null ? null : `s${o.parent}`);
            made++;
            if (!o.batchEnd) continue;
          } else if (made > 0) {
            const id = `s${o.target % made}`;
            const next = new Set(collapsed);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            collapsed = next;
          }
          list = updateRows(list, model, collapsed);
          expect(list.rows).toEqual(visibleRows(model, collapsed));
        }
        expect(updateRows(list, model, collapsed).rows).toEqual(visibleRows(model, collapsed));
      }),
      { numRuns: 300 },
    );
  });
});
