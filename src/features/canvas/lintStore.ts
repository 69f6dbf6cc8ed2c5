/**
 * Lint marks for the canvas, recomputed a moment after the document settles, when the browser is
 * idle (never per drag frame, never before a loaded graph's first paint) and kept identity-stable so that unchanged marks never re-render a node or edge.
 */
import { create } from 'zustand';
import { addLintRule, lintGraph } from '../../graph/lint/lintGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useCodeLintRequest } from '../../store/codeLintRequest.ts';
import type { LintMark } from './flowTypes.ts';

export type LintKey = `${'graph' | 'agent' | 'handoff' | 'tool' | 'guardrail' | 'agentTool'}:${string}`;

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
/** Longest wait for an idle moment; lint marks are hints, never worth a dropped frame. */
const IDLE_TIMEOUT_MS = 1000;
let timer: ReturnType<typeof setTimeout> | undefined;
let idleHandle: number | undefined;

/**
 * Runs `refresh` once the browser is idle. Linting walks the whole graph (about 150 ms at 1000
 * agents): run inside the 150 ms timer it landed in the middle of the first render of a big
 * loaded graph and delayed its first paint. Outside a browser (tests, CLI) it runs at once.
 */
function refreshWhenIdle() {
  if (typeof requestIdleCallback !== 'function') return refresh();
  if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  idleHandle = requestIdleCallback(
    () => {
      idleHandle = undefined;
      refresh();
    },
    { timeout: IDLE_TIMEOUT_MS },
  );
}

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
  // the TypeScript syntax rule brings a parser: loaded when code starts to matter, then lint runs again
  const loadCodeSyntax = () =>
    void import('../../graph/lint/codeSyntax.ts').then(({ codeSyntaxRule }) => {
      addLintRule(codeSyntaxRule);
      refreshWhenIdle();
    });
  if (useCodeLintRequest.getState().wanted) loadCodeSyntax();
  else {
    const stop = useCodeLintRequest.subscribe((s) => {
      if (!s.wanted) return;
      stop();
      loadCodeSyntax();
    });
  }
  useDocumentStore.subscribe((s, prev) => {
    if (s.graph === prev.graph) return;
    clearTimeout(timer);
    timer = setTimeout(refreshWhenIdle, DELAY_MS);
  });
}
