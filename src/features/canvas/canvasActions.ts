/** Canvas commands shared by keyboard shortcuts, toolbar buttons and tests. Each is one undo step. */
import { create } from 'zustand';
import { useDocumentStore, type RemoveSpec } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { prefersReducedMotion, toast } from '../../ui/index.ts';
import { layoutPositions } from './autoLayout.ts';
import { measuredSize, nodeRect } from './flowStore.ts';
import { boundsOf, freeOffset, type Rect } from './freeSpace.ts';
import type { Graph } from '../../graph/schema.ts';
import { trustNotIn } from '../../graph/codeSites.ts';
import { useProjectStore } from '../../store/projectStore.ts';

export function deleteSelection(): boolean {
  const { agentIds, edgeIds, detail } = useSelectionStore.getState();
  const doc = useDocumentStore.getState();
  if (detail && detail.kind === 'tool' && detail.agentId) {
    doc.detachTool(detail.agentId, detail.id);
    useSelectionStore.getState().select([detail.agentId]);
    return true;
  }
  if (!agentIds.length && !edgeIds.length) return false;
  const spec: Required<Pick<RemoveSpec, 'agents' | 'handoffs' | 'afterWorkOf' | 'routes' | 'agentTools'>> = {
    agents: [...agentIds],
    handoffs: [],
    afterWorkOf: [],
    routes: [],
    agentTools: [],
  };
  const nested: string[] = [];
  for (const id of edgeIds) {
    if (id.startsWith('aw:')) spec.afterWorkOf.push(id.slice(3));
    else if (id.startsWith('at:')) spec.agentTools.push(id.slice(3));
    else if (id.startsWith('nc:')) nested.push(id);
    else if (id.startsWith('fn:')) {
      const [, toolId, , to] = id.split(':');
      spec.routes.push({ toolId, to });
    } else spec.handoffs.push(id);
  }
  doc.remove(spec);
  removeNestedChats(nested);
  useSelectionStore.getState().clear();
  if (spec.agents.length > 1) offerUndo(`${spec.agents.length} agents deleted`);
  return true;
}

/** Nested-chat edges (`nc:<owner>:<index>`) out of their owners' queues, one undo step. */
function removeNestedChats(edgeIds: string[]): void {
  if (edgeIds.length === 0) return;
  const drop = new Map<string, Set<number>>();
  for (const id of edgeIds) {
    const [, owner, index] = id.split(':');
    drop.set(owner, (drop.get(owner) ?? new Set()).add(Number(index)));
  }
  useDocumentStore.getState().edit((g) => ({
    ...g,
    agents: g.agents.map((a) => (drop.has(a.id) && a.nestedChats ? { ...a, nestedChats: a.nestedChats.filter((_, i) => !drop.get(a.id)!.has(i)) } : a)),
  }));
}

/**
 * Deleting several agents at once is easy to do by accident (Ctrl+A, Delete): say so, with an
 * Undo that takes back exactly that step, and refuses when the graph changed since.
 */
function offerUndo(message: string) {
  const after = useDocumentStore.getState().graph;
  const depth = useDocumentStore.temporal.getState().pastStates.length;
  toast.action(message, {
    label: 'Undo',
    run: () => {
      if (useDocumentStore.getState().graph !== after || useDocumentStore.temporal.getState().pastStates.length !== depth) {
        toast('Not undone: the graph changed since', 'Use Undo (Ctrl/⌘+Z) to step back through the changes.');
        return;
      }
      useDocumentStore.temporal.getState().undo();
    },
  });
}

export function duplicateSelection(): boolean {
  const { agentIds } = useSelectionStore.getState();
  if (!agentIds.length) return false;
  const doc = useDocumentStore.getState();
  const fragment = doc.copyFragment([...agentIds]);
  const created = doc.paste(fragment, besideOffset(fragment));
  useSelectionStore.getState().select(created);
  return true;
}

/** An agent's rectangle on the canvas (its measured size, or a node's usual size before it is drawn). */
function agentRect(agent: Graph['agents'][number]): Rect {
  const size = measuredSize(agent.id) ?? nodeRect(agent.id) ?? { width: 240, height: 88 };
  return { x: agent.position.x, y: agent.position.y, width: size.width, height: size.height };
}

/**
 * Where a copy of `fragment` goes: beside the agents it copies (right of them, else the nearest
 * free spot), never over an agent (freeSpace.ts).
 */
export function besideOffset(fragment: Graph): { x: number; y: number } {
  const block = boundsOf(fragment.agents.map(agentRect));
  if (!block) return { x: 0, y: 0 };
  const taken = useDocumentStore.getState().graph.agents.map(agentRect);
  return freeOffset(block, taken, true);
}

/** The top-left corner near `at` where a new agent of the usual size overlaps no agent. */
export function freeSpotNear(at: { x: number; y: number }): { x: number; y: number } {
  const block = { x: at.x, y: at.y, width: 240, height: 88 };
  const offset = freeOffset(block, useDocumentStore.getState().graph.agents.map(agentRect));
  return { x: Math.round(at.x + offset.x), y: Math.round(at.y + offset.y) };
}

export function selectionFragment(): Graph | null {
  const { agentIds } = useSelectionStore.getState();
  if (!agentIds.length) return null;
  return useDocumentStore.getState().copyFragment([...agentIds]);
}

export function pasteFragment(fragment: Graph) {
  if (!fragment.agents.length) {
    toast('Nothing to paste', 'The clipboard graph has no agents.');
    return;
  }
  // Code and MCP servers from the clipboard are outside code: the project asks again before they run.
  if (trustNotIn(useDocumentStore.getState().graph, fragment).length > 0) void useProjectStore.getState().revoke?.('paste');
  const created = useDocumentStore.getState().paste(fragment, besideOffset(fragment));
  useSelectionStore.getState().select(created);
}

export function selectAll() {
  const graph = useDocumentStore.getState().graph;
  useSelectionStore.getState().select(graph.agents.map((a) => a.id));
}

/** Whether an auto-layout is computing or animating (the toolbar shows it; tests wait on it). */
export const useLayoutBusy = create<{ busy: boolean }>()(() => ({ busy: false }));

const ANIMATE_MAX_AGENTS = 300;
const ANIMATE_MS = 280;

/** Lays the graph out left to right; animates small graphs; lands as one undo step. */
export async function autoLayout(fit?: () => void): Promise<void> {
  // while another graph is opening, the one on screen is about to be replaced: laying it out would be lost
  if (useLayoutBusy.getState().busy || useProjectStore.getState().opening) return;
  useLayoutBusy.setState({ busy: true });
  try {
    await runLayout(fit);
  } finally {
    useLayoutBusy.setState({ busy: false });
  }
}

async function runLayout(fit?: () => void): Promise<void> {
  const doc = useDocumentStore.getState();
  const graph = doc.graph;
  if (!graph.agents.length) return;
  const target = await layoutPositions(graph, measuredSize);
  const now = useDocumentStore.getState();
  if (now.graph !== graph) {
    // edited meanwhile: the layout is stale. Say so unless another graph replaced this one.
    if (now.loadId === doc.loadId) toast('Auto-layout not applied', 'The graph changed while the layout was computed. Run it again.');
    return;
  }
  const animate = graph.agents.length <= ANIMATE_MAX_AGENTS && !prefersReducedMotion();
  if (!animate) {
    doc.setPositions(target);
    fit?.();
    return;
  }
  const from = new Map(graph.agents.map((a) => [a.id, a.position]));
  doc.beginGesture();
  await new Promise<void>((resolve) => {
    const start = performance.now();
    const frame = (now: number) => {
      const t = Math.min(1, (now - start) / ANIMATE_MS);
      const k = 1 - (1 - t) ** 3;
      const positions: Record<string, { x: number; y: number }> = {};
      for (const [id, to] of Object.entries(target)) {
        const p = from.get(id);
        if (p) positions[id] = { x: Math.round(p.x + (to.x - p.x) * k), y: Math.round(p.y + (to.y - p.y) * k) };
      }
      useDocumentStore.getState().moveAgents(positions);
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  useDocumentStore.getState().endGesture();
  fit?.();
}
