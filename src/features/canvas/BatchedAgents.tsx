/**
 * The batched agents of a big graph far out (batchedAgents.ts): a few paths in one SVG inside the
 * viewport, above the batched routes. They are still agents to the pointer: a press selects the
 * one under it (Shift, Ctrl or Cmd adds it) and a drag moves it through the same drag overlay
 * and single undo step as a React Flow node; a box selection takes the boxes inside it. A
 * selected agent leaves the batch and is drawn by React Flow, so it shows its selection ring.
 */
import { useReactFlow, useStore, useStoreApi, ViewportPortal, type ReactFlowState } from '@xyflow/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { agentColor } from '../../ui/agentColor.ts';
import { agentAt, agentsInside, batchedBoxPaths, HIT_SLOP_PX, newAgentBatchCache, type AgentBatchCache, type BatchedAgentPath } from './batchedAgents.ts';
import { nodeRect, setDragPositions } from './flowStore.ts';
import type { AgentFlowNode, CanvasNode } from './flowTypes.ts';

/** Screen pixels a press must travel before it is a drag (React Flow's own node drag threshold is 1). */
const DRAG_THRESHOLD_PX = 1;

const colorOf = (agent: AgentFlowNode) => agentColor(agent.id, agent.data.color);
const selectionRectOf = (s: ReactFlowState) => s.userSelectionRect;

const PathView = memo(function PathView({ path }: { path: BatchedAgentPath }) {
  return <path d={path.d} data-count={path.count} style={{ '--sb-agent-accent': path.color } as React.CSSProperties} />;
});

interface Props {
  agents: readonly AgentFlowNode[];
  /** not read: a new array means an agent moved or was measured, and nodeRect has it */
  nodes: readonly CanvasNode[];
  onDragStart: () => void;
  onDragStop: () => void;
}

export const BatchedAgents = memo(function BatchedAgents({ agents, nodes, onDragStart, onDragStop }: Props) {
  const cache = useRef<AgentBatchCache>(null);
  const paths = useMemo(() => {
    void nodes;
    cache.current ??= newAgentBatchCache();
    return batchedBoxPaths(agents, nodeRect, colorOf, cache.current);
  }, [agents, nodes]);
  const { screenToFlowPosition } = useReactFlow();
  const store = useStoreApi();
  useBoxSelection(agents);

  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const zoom = store.getState().transform[2];
    const agent = agentAt(agents, nodeRect, screenToFlowPosition({ x: e.clientX, y: e.clientY }), HIT_SLOP_PX / zoom);
    if (!agent) return;
    e.preventDefault();
    e.stopPropagation();
    const selection = useSelectionStore.getState();
    if (e.shiftKey || e.metaKey || e.ctrlKey) {
      const has = selection.agentIds.includes(agent.id);
      selection.select(has ? selection.agentIds.filter((id) => id !== agent.id) : [...selection.agentIds, agent.id], selection.edgeIds);
      return;
    }
    selection.select([agent.id]);
    const from = nodeRect(agent.id);
    if (!from) return;
    const origin = { x: e.clientX, y: e.clientY };
    const flowOrigin = screenToFlowPosition(origin);
    let dragging = false;
    // Window listeners: the box under the pointer leaves the batch (it is selected now) and the
    // pointer soon leaves the box.
    const move = (ev: PointerEvent) => {
      if (!dragging) {
        if (Math.hypot(ev.clientX - origin.x, ev.clientY - origin.y) < DRAG_THRESHOLD_PX) return;
        dragging = true;
        onDragStart();
      }
      const at = screenToFlowPosition({ x: ev.clientX, y: ev.clientY });
      setDragPositions({ [agent.id]: { x: from.x + at.x - flowOrigin.x, y: from.y + at.y - flowOrigin.y } });
    };
    const end = (ev: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      // the agent lands where the pointer let go: a busy page may not have run the last move yet
      if (dragging && ev.type === 'pointerup') move(ev);
      if (dragging) onDragStop();
      swallowClickOfThisPress();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  const count = agents.length;
  return (
    <ViewportPortal>
      <svg
        className="sb-batched-agents nopan nodrag"
        data-testid="batched-agents"
        data-count={count}
        role="img"
        aria-label={`${count.toLocaleString('en')} agents drawn as boxes at this zoom; zoom in to read their names`}
        onPointerDown={onPointerDown}
      >
        {paths.map((p) => (
          <PathView key={p.key} path={p} />
        ))}
      </svg>
    </ViewportPortal>
  );
});

/**
 * The press began on the batch and ends on the agent's own card, drawn under the pointer since it
 * was selected; the browser sends the click to what the two share, React Flow's pane, whose click
 * clears the selection. The press already did what a click would: its click goes nowhere.
 */
function swallowClickOfThisPress() {
  const swallow = (ev: MouseEvent) => ev.stopPropagation();
  window.addEventListener('click', swallow, { capture: true, once: true });
  // the click, when there is one, is dispatched right after pointerup, before any timer
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }));
}

/**
 * React Flow's box selection sees only the nodes it renders: the batched boxes wholly inside the
 * box join the selection, and so become nodes React Flow selects and deselects as the box changes.
 */
function useBoxSelection(agents: readonly AgentFlowNode[]) {
  const rect = useStore(selectionRectOf);
  const store = useStoreApi();
  useEffect(() => {
    if (!rect || rect.width === 0 || rect.height === 0) return;
    // the box is in pane pixels; the agents are in flow units
    const [tx, ty, zoom] = store.getState().transform;
    const inside = agentsInside(agents, nodeRect, { x: (rect.x - tx) / zoom, y: (rect.y - ty) / zoom, width: rect.width / zoom, height: rect.height / zoom });
    if (!inside.length) return;
    const selection = useSelectionStore.getState();
    selection.select([...new Set([...selection.agentIds, ...inside.map((a) => a.id)])], selection.edgeIds);
  }, [rect, agents, store]);
}
