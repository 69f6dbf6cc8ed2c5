/**
 * While a version diff is on the canvas, the inspector shows what changed in the selected agent,
 * route or tool, field by field (instructions and code as a line diff).
 */
import { useMemo } from 'react';
import { diffGraphs, type KindDiff } from '../../graph/graphDiff.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useFocus } from '../../store/selectionStore.ts';
import type { DiffView } from './collabStore.ts';
import { Changed } from './FieldDiff.tsx';

export function InspectorDiff({ view }: { view: DiffView }) {
  const now = useDocumentStore((s) => s.graph);
  const after = view.after?.graph ?? now;
  const diff = useMemo(() => diffGraphs(view.before.graph, after), [view.before.graph, after]);
  const focus = useFocus();
  const kind: KindDiff | null = focus.kind === 'agent' ? diff.agents : focus.kind === 'handoff' ? diff.routes : focus.kind === 'tool' ? diff.tools : null;
  if (!kind || !('id' in focus)) return null;
  const id = focus.id;
  const since = `since “${view.before.name}”${view.after ? ` (to “${view.after.name}”)` : ''}`;
  const change = kind.changed.find((c) => c.id === id);
  const added = kind.added.some((a) => a.id === id);
  return (
    <section className="sb-insp-diff" data-testid="inspector-diff" data-id={id}>
      <h3 className="sb-insp-diff__title">Changes {since}</h3>
      {change ? <Changed change={change} /> : <p className="sb-hint">{added ? 'Added in this comparison.' : 'No changes.'}</p>}
    </section>
  );
}
