/**
 * Lint marks for the canvas, recomputed a moment after the document settles (never per drag
 * frame) and kept identity-stable so that unchanged marks never re-render a node or edge.
 */
import { create } from 'zustand';
import { lintGraph } from '../../graph/lint/lintGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import type { LintMark } from './flowTypes.ts';

export type LintKey = `${'graph' | 'agent' | 'handoff' | 'tool' | 'guardrail'}:${string}`;

interface LintState {
  marks: ReadonlyMap<LintKey, LintMark>;
  /** every diagnostic's message, for a graph-level summary */
  counts: { errors: number; warnings: number };
}

export const useLintStore = create<LintState>()(() => ({ marks: new Map(), counts: { errors: 0, warnings: 0 } }));

export function computeMarks(graph: Graph, previous: ReadonlyMap<LintKey, LintMark>): LintState {
  const grouped = new Map<LintKey, { severity: LintMark['severity']; messages: string[] }>();
  let errors = 0;
  let warnings = 0;
  for (const d of lintGraph(graph)) {
    if (d.severity === 'error') errors++;
    else warnings++;
    const key = `${d.target.kind}:${d.target.id}` as LintKey;
    const entry = grouped.get(key);
    if (entry) {
      entry.messages.push(d.message);
      if (d.severity === 'error') entry.severity = 'error';
    } else grouped.set(key, { severity: d.severity, messages: [d.message] });
  }
  const marks = new Map<LintKey, LintMark>();
  for (const [key, mark] of grouped) {
    const old = previous.get(key);
    const same = old && old.severity === mark.severity && old.messages.join('\n') === mark.messages.join('\n');
    marks.set(key, same ? old : mark);
  }
  return { marks, counts: { errors, warnings } };
}

const DELAY_MS = 150;
let timer: ReturnType<typeof setTimeout> | undefined;

function refresh() {
  const next = computeMarks(useDocumentStore.getState().graph, useLintStore.getState().marks);
  const prev = useLintStore.getState();
  const unchanged =
    next.marks.size === prev.marks.size &&
    [...next.marks].every(([k, v]) => prev.marks.get(k) === v) &&
    next.counts.errors === prev.counts.errors &&
    next.counts.warnings === prev.counts.warnings;
  if (!unchanged) useLintStore.setState(next);
}

/** Starts following the document (idempotent); the canvas calls it on mount. */
let started = false;
export function startLint() {
  if (started) return;
  started = true;
  refresh();
  useDocumentStore.subscribe((s, prev) => {
    if (s.graph === prev.graph) return;
    clearTimeout(timer);
    timer = setTimeout(refresh, DELAY_MS);
  });
}
