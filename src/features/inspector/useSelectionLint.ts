/**
 * Lint findings that concern one element of the graph. Lint runs in src/graph over the whole
 * document, a moment after it settles (never per drag frame), and the view re-renders only when
 * the findings about its element change.
 */
import { useEffect, useState } from 'react';
import type { Graph } from '../../graph/schema.ts';
// the lint itself, not the graph barrel (which carries zod and the schema: first paint)
import { lintGraph } from '../../graph/lint/lintGraph.ts';
import { useDocumentStore } from '../../store/documentStore.ts';

export interface InspectorLint {
  severity: 'error' | 'warning';
  message: string;
}

export type LintTarget = { kind: 'agent' | 'handoff' | 'tool' | 'guardrail' | 'graph' | 'agentTool'; id: string };

const SETTLE_MS = 150;

function findingsFor(graph: Graph, { kind, id }: LintTarget): InspectorLint[] {
  return lintGraph(graph)
    .filter((d) => d.target.kind === kind && (kind === 'graph' || d.target.id === id))
    .map((d) => ({ severity: d.severity, message: d.message }));
}

const sameFindings = (a: InspectorLint[], b: InspectorLint[]) =>
  a.length === b.length && a.every((x, i) => x.severity === b[i].severity && x.message === b[i].message);

export function useSelectionLint(target: LintTarget): InspectorLint[] {
  const { kind, id } = target;
  const [findings, setFindings] = useState<InspectorLint[]>(() => findingsFor(useDocumentStore.getState().graph, target));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const next = findingsFor(useDocumentStore.getState().graph, { kind, id });
      setFindings((previous) => (sameFindings(previous, next) ? previous : next));
    };
    update();
    const unsubscribe = useDocumentStore.subscribe((state, previous) => {
      if (state.graph === previous.graph) return;
      clearTimeout(timer);
      timer = setTimeout(update, SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [kind, id]);
  return findings;
}
