/**
 * Span trees for comparing traces with the SDK, normalized the way the Python SDK's tests do
 * (tests/testing_processor.py fetch_normalized_spans): ids, trace ids and times dropped, children
 * nested under their parent in start order. Generation spans are dropped too: the SDK's scripted
 * model emits none (docs/SEMANTICS.md §9.3), while Switchboard records one per model call. Sibling
 * function spans are sorted by their JSON: the JS runner runs one response's tool calls
 * concurrently, so their start order follows its scheduling, while ours follows call order.
 */
import { setTraceProcessors, setTracingDisabled, type TracingProcessor } from '@openai/agents-core';
import type { SpanRecord } from '../events.ts';

export interface SpanNode {
  span_data: Record<string, unknown>;
  error: unknown;
  children: SpanNode[];
}

export function spanTree(spans: ReadonlyArray<Pick<SpanRecord, 'id' | 'parent_id' | 'span_data' | 'error'>>): SpanNode[] {
  const kept = spans.filter((s) => s.span_data.type !== 'generation');
  const nodes = new Map(kept.map((s) => [s.id, { span_data: { ...s.span_data } as Record<string, unknown>, error: s.error ?? null, children: [] as SpanNode[] }]));
  const roots: SpanNode[] = [];
  for (const s of kept) {
    const node = nodes.get(s.id)!;
    const parent = s.parent_id ? nodes.get(s.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sortFunctions = (list: SpanNode[]) => {
    const fns = list.filter((n) => n.span_data.type === 'function').sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    let i = 0;
    for (let j = 0; j < list.length; j++) if (list[j].span_data.type === 'function') list[j] = fns[i++];
    for (const n of list) sortFunctions(n.children);
  };
  sortFunctions(roots);
  return roots;
}

/** Runs `body` with SDK tracing on and returns the spans it exported, in start order. */
export async function withSdkSpans(body: () => Promise<unknown>): Promise<SpanRecord[]> {
  const started: string[] = [];
  const ended = new Map<string, SpanRecord>();
  const processor: TracingProcessor = {
    async onTraceStart() {},
    async onTraceEnd() {},
    async onSpanStart(span) {
      started.push(span.spanId);
    },
    async onSpanEnd(span) {
      ended.set(span.spanId, span.toJSON() as unknown as SpanRecord);
    },
    async shutdown() {},
    async forceFlush() {},
  };
  setTraceProcessors([processor]);
  setTracingDisabled(false);
  try {
    await body();
  } finally {
    setTracingDisabled(true);
    setTraceProcessors([]);
  }
  return started.map((id) => ended.get(id)).filter((s): s is SpanRecord => s !== undefined);
}
