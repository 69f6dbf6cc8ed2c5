/**
 * A diff between two versions drawn on the canvas: agents added (green), changed (amber) and
 * removed (red, dashed, where they were), routes added and removed as lines; beside it a panel
 * listing every change (each element's fields folded: the inspector shows the selected one's,
 * InspectorDiff.tsx), and Restore.
 */
import { useReactFlow, useViewport } from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { diffGraphs, diffIsEmpty, type KindDiff } from '../../graph/graphDiff.ts';
import type { Graph } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { requestReveal } from '../../store/revealRequest.ts';
import { Button, toast } from '../../ui/index.ts';
import { useCollabStore, type DiffView } from './collabStore.ts';
import { restoreVersion } from './versionHistory.ts';
import { Changed } from './FieldDiff.tsx';

export function DiffLayer({ view }: { view: DiffView }) {
  const now = useDocumentStore((s) => s.graph);
  const after: Graph = view.after?.graph ?? now;
  const before = view.before.graph;
  const diff = useMemo(() => diffGraphs(before, after), [before, after]);
  const viewport = useViewport();
  const flow = useReactFlow();
  const toScreen = (p: { x: number; y: number }) => ({ left: viewport.x + p.x * viewport.zoom, top: viewport.y + p.y * viewport.zoom });
  const flowBox = (id: string, graph: Graph) => {
    const node = flow.getInternalNode(id);
    const agent = graph.agents.find((a) => a.id === id);
    const position = node?.internals.positionAbsolute ?? agent?.position ?? { x: 0, y: 0 };
    return { ...position, width: node?.measured.width ?? 180, height: node?.measured.height ?? 60 };
  };
  const box = (id: string, graph: Graph) => {
    const b = flowBox(id, graph);
    return { ...toScreen(b), width: b.width * viewport.zoom, height: b.height * viewport.zoom };
  };
  const centre = (id: string, graph: Graph) => {
    const b = box(id, graph);
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  };
  const route = (id: string, graph: Graph) => {
    const handoff = graph.handoffs.find((h) => h.id === id) ?? (graph.agentTools ?? []).find((t) => `tool-call:${t.id}` === id);
    return handoff ? { from: centre(handoff.from, graph), to: centre(handoff.to, graph) } : null;
  };
  const marks = [
    ...diff.agents.added.map((a) => ({ ...a, kind: 'added', graph: after })),
    ...diff.agents.changed.map((a) => ({ ...a, kind: 'changed', graph: after })),
    ...diff.agents.removed.map((a) => ({ ...a, kind: 'removed', graph: before })),
  ];
  const lines = [
    ...diff.routes.added.map((r) => ({ ...r, kind: 'added', at: route(r.id, after) })),
    ...diff.routes.removed.map((r) => ({ ...r, kind: 'removed', at: route(r.id, before) })),
  ];
  // the marked agents are what this view is for: bring them out from under the panel, once per
  // diff opened (on `view` alone: the marks follow the view, later edits move nobody's view)
  useEffect(() => {
    requestReveal(marks.map((m) => flowBox(m.id, m.graph)));
  }, [view]);
  return (
    <>
      <div className="sb-presence sb-diff" aria-hidden="true" data-testid="diff-layer">
        <svg className="sb-diff__routes">
          {lines.map((l) =>
            l.at ? <line key={`${l.kind}:${l.id}`} x1={l.at.from.x} y1={l.at.from.y} x2={l.at.to.x} y2={l.at.to.y} className={`sb-diff__route sb-diff__route--${l.kind}`} data-testid={`diff-route-${l.kind}`} /> : null,
          )}
        </svg>
        {marks.map((m) => (
          <div key={`${m.kind}:${m.id}`} className={`sb-diff__mark sb-diff__mark--${m.kind}`} style={box(m.id, m.graph)} data-testid={`diff-agent-${m.kind}`} data-agent={m.id}>
            <span className="sb-diff__tag">
              {m.kind}
              {m.kind === 'removed' ? `: ${m.name}` : ''}
            </span>
          </div>
        ))}
      </div>
      <aside className="sb-diff__panel" data-testid="diff-panel" data-canvas-cover="right" aria-label="Changes between versions">
        <header className="sb-diff__head">
          <strong>
            {view.before.name} → {view.after?.name ?? 'now'}
          </strong>
          <Button size="sm" onClick={() => useCollabStore.setState({ diff: null })} data-testid="diff-close">
            Close
          </Button>
        </header>
        {diffIsEmpty(diff) && <p className="sb-hint">No changes.</p>}
        <KindSection title="Agents" kind={diff.agents} />
        <KindSection title="Routes" kind={diff.routes} />
        <KindSection title="Tools" kind={diff.tools} />
        {diff.graph.length > 0 && <Changed change={{ id: 'graph', name: 'Graph', fields: diff.graph }} folded />}
        <Button
          size="sm"
          variant="primary"
          onClick={() => {
            restoreVersion(view.before);
            useCollabStore.setState({ diff: null });
            toast(`Restored “${view.before.name}”`, 'One edit: Undo takes it back.');
          }}
          data-testid="diff-restore"
        >
          Restore “{view.before.name}”
        </Button>
      </aside>
    </>
  );
}

function KindSection({ title, kind }: { title: string; kind: KindDiff }) {
  if (!kind.added.length && !kind.removed.length && !kind.changed.length) return null;
  return (
    <section className="sb-diff__section">
      <h4>{title}</h4>
      <ul>
        {kind.added.map((e) => (
          <li key={`a:${e.id}`} className="sb-diff__added">+ {e.name}</li>
        ))}
        {kind.removed.map((e) => (
          <li key={`r:${e.id}`} className="sb-diff__removed">− {e.name}</li>
        ))}
      </ul>
      {kind.changed.map((c) => (
        <Changed key={c.id} change={c} folded />
      ))}
    </section>
  );
}
