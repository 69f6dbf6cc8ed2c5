/** The right panel: property views for the selection, or the graph's settings when none. */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useFocus } from '../../store/selectionStore.ts';
import { isEditableTarget } from '../../ui/index.ts';
import { GraphInspector } from './GraphInspector.tsx';
import { EditorKitContext, type EditorKit } from './editorKit.tsx';
import './inspector.css';

/**
 * The views of a selection load with the first selection, not on first paint (issue 11): the
 * graph's settings are what a first visit shows. Pressing on an agent or edge starts the load (App.tsx).
 */
const loadSelectionViews = () => import('./selectionViews.ts');
const AgentInspector = lazy(() => loadSelectionViews().then((m) => ({ default: m.AgentInspector })));
const HandoffInspector = lazy(() => loadSelectionViews().then((m) => ({ default: m.HandoffInspector })));
const ToolInspector = lazy(() => loadSelectionViews().then((m) => ({ default: m.ToolInspector })));
const GuardrailInspector = lazy(() => loadSelectionViews().then((m) => ({ default: m.GuardrailInspector })));
const AgentToolInspector = lazy(() => loadSelectionViews().then((m) => ({ default: m.AgentToolInspector })));
const AfterWorkInspector = lazy(() => loadSelectionViews().then((m) => ({ default: m.AfterWorkInspector })));

export function prefetchSelectionViews(): void {
  void loadSelectionViews();
}

/**
 * `editor`: the code editor feature's kit, passed in by the app (features do not import each
 * other); `top`: what the app shows above the view (a version diff of the selection).
 */
export function Inspector({ editor, top }: { editor?: EditorKit; top?: ReactNode }) {
  const focus = useFocus();
  const root = useRef<HTMLDivElement>(null);
  // Keys typed into fields are the field's: not the canvas's Delete, not Space-to-pan.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const stop = (event: KeyboardEvent) => {
      if (isEditableTarget(event.target) && event.key !== 'Escape') event.stopPropagation();
    };
    element.addEventListener('keydown', stop);
    return () => element.removeEventListener('keydown', stop);
  }, []);
  let view;
  switch (focus.kind) {
    case 'agent':
      view = <AgentInspector key={`agent:${focus.id}`} id={focus.id} />;
      break;
    case 'handoff':
      view = <HandoffInspector key={`handoff:${focus.id}`} id={focus.id} />;
      break;
    case 'tool':
      view = <ToolInspector key={`tool:${focus.id}`} id={focus.id} agentId={focus.agentId} />;
      break;
    case 'guardrail':
      view = <GuardrailInspector key={`guardrail:${focus.id}`} id={focus.id} agentId={focus.agentId} />;
      break;
    case 'agentTool':
      view = <AgentToolInspector key={`agentTool:${focus.id}`} id={focus.id} />;
      break;
    case 'afterWork':
      view = <AfterWorkInspector key={`aw:${focus.agentId}`} agentId={focus.agentId} />;
      break;
    case 'multi':
      view = (
        <div className="sb-insp__view" data-testid="inspector-multi">
          <div className="sb-insp__teach">
            <strong>
              {focus.agents > 0 && `${focus.agents} agent${focus.agents === 1 ? '' : 's'}`}
              {focus.agents > 0 && focus.edges > 0 && ' and '}
              {focus.edges > 0 && `${focus.edges} connection${focus.edges === 1 ? '' : 's'}`} selected.
            </strong>{' '}
            Select one item to edit it. Delete, duplicate and copy work on the whole selection.
          </div>
        </div>
      );
      break;
    default:
      view = <GraphInspector key="graph" />;
  }
  const content = (
    <div className="sb-insp" ref={root} data-testid="inspector">
      {top}
      <Suspense fallback={<div className="sb-insp__view" aria-busy="true" />}>{view}</Suspense>
    </div>
  );
  return editor ? <EditorKitContext.Provider value={editor}>{content}</EditorKitContext.Provider> : content;
}
