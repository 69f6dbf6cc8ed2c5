/** Inserting palette items: at a drop point (drag and drop) or at the view centre (click/Enter). */
import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { useDocumentStore, type XY } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { toast } from '../../ui/index.ts';
import type { PaletteItem, PalettePayload } from './paletteItems.ts';
import { freeSpotNear } from './canvasActions.ts';

/** Half an agent node, so the node lands centred on the pointer. */
const NODE_HALF = { x: 120, y: 44 };

/**
 * Adds what a palette payload describes; `targetAgent` is the agent under the drop point.
 * `findRoom` (a click or Enter, not a drop at the pointer) moves a new agent to free space.
 */
export function insertPayload(payload: PalettePayload, at: XY, targetAgent: string | null, findRoom = false) {
  const doc = useDocumentStore.getState();
  const selection = useSelectionStore.getState();
  if (payload.kind === 'agent') {
    const corner = { x: Math.round(at.x - NODE_HALF.x), y: Math.round(at.y - NODE_HALF.y) };
    const id = doc.addAgent({ position: findRoom ? freeSpotNear(corner) : corner });
    selection.select([id]);
    return;
  }
  if (!targetAgent) {
    toast(`Drop the ${payload.kind} onto an agent`, `A ${payload.kind} belongs to the agent that uses it.`);
    return;
  }
  const agentName = doc.graph.agents.find((a) => a.id === targetAgent)?.name ?? targetAgent;
  if (payload.kind === 'tool') {
    const toolId = doc.addTool(payload.tool, targetAgent);
    selection.selectTool(toolId, targetAgent);
    toast.success(`Tool added to ${agentName}`);
  } else {
    const id = doc.addGuardrail({ kind: payload.guardrail }, targetAgent);
    selection.selectGuardrail(id, targetAgent);
    toast.success(`${payload.guardrail === 'input' ? 'Input' : 'Output'} guardrail added to ${agentName}`);
  }
}

export function usePaletteInsert() {
  const { screenToFlowPosition } = useReactFlow();
  return useCallback(
    (item: PaletteItem) => {
      const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
      const centre = pane
        ? screenToFlowPosition({ x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 })
        : { x: 0, y: 0 };
      const selected = useSelectionStore.getState().agentIds;
      insertPayload(item.payload, centre, selected.length === 1 ? selected[0] : null, true);
    },
    [screenToFlowPosition],
  );
}
