/** What an empty canvas teaches: where agents come from and how they connect. */
import { useReactFlow } from '@xyflow/react';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { EXAMPLE_CATALOG } from '../../graph/exampleCatalog.ts';
import { Button, Icon } from '../../ui/index.ts';

const RUNTIME_SHORT: Record<string, string> = {
  'agents-sdk-js': 'Agents SDK',
  'agents-sdk-python': 'Agents SDK',
  swarm: 'Swarm',
  ag2: 'AG2',
};

export function EmptyState({ onOpenExample }: { onOpenExample?: (id: string) => void }) {
  const { screenToFlowPosition } = useReactFlow();
  const addFirst = () => {
    const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
    const at = pane ? screenToFlowPosition({ x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 }) : { x: 0, y: 0 };
    const id = useDocumentStore.getState().addAgent({ name: 'Triage Agent', position: { x: Math.round(at.x - 120), y: Math.round(at.y - 44) } });
    useSelectionStore.getState().select([id]);
  };
  return (
    <div className="sb-empty" data-testid="empty-state">
      <div className="sb-empty__card">
        <div className="sb-empty__art" aria-hidden="true">
          <span className="sb-empty__node" />
          <span className="sb-empty__wire" />
          <span className="sb-empty__node sb-empty__node--b" />
        </div>
        <h2 className="sb-empty__title">Build a routine of agents</h2>
        <p className="sb-empty__text">
          Drag an <strong>Agent</strong> from the palette, or open an example. Connect agents by dragging from one
          node's right edge to another: that is a handoff.
        </p>
        <div className="sb-empty__actions">
          <Button variant="primary" icon="plus" onClick={addFirst} data-testid="empty-add-agent">
            Add your first agent
          </Button>
        </div>
        {onOpenExample && (
          <div className="sb-empty__examples">
            <div className="sb-empty__examples-title">Or start from an example</div>
            {EXAMPLE_CATALOG.map((example) => (
              <button
                key={example.id}
                type="button"
                className="sb-empty__example"
                data-testid={`empty-example:${example.id}`}
                onClick={() => onOpenExample(example.id)}
              >
                <span className="sb-empty__example-head">
                  <span className="sb-empty__example-title">{example.title}</span>
                  <span className="sb-empty__example-runtime">{RUNTIME_SHORT[example.runtime] ?? example.runtime}</span>
                </span>
                <span className="sb-empty__example-text">{example.description}</span>
              </button>
            ))}
          </div>
        )}
        <p className="sb-empty__keys">
          <Icon name="keyboard" size={14} /> Press <kbd className="sb-kbd">?</kbd> for keyboard shortcuts
        </p>
      </div>
    </div>
  );
}
