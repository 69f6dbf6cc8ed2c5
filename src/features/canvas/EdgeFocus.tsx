/**
 * Focus and context in a large graph: while one agent is selected, routes that neither start nor
 * end at it fade, so its own routes read out of the hairball. One style sheet rewritten when the
 * selection changes (routes carry their ends as data attributes, RoutingEdges.tsx): no edge
 * re-renders and nothing runs per frame.
 */
import { useSelectionStore } from '../../store/selectionStore.ts';

/** Graphs with more agents than this fade other routes around a selected agent. */
export const EDGE_FOCUS_ABOVE = 12;

/** The rules that fade every route not touching agent `id` (attribute values quoted as CSS strings). */
export function edgeFocusCss(id: string): string {
  const quoted = JSON.stringify(id);
  const other = `:not([data-source=${quoted}]):not([data-target=${quoted}])`;
  return `.sb-canvas .react-flow__edge-path.sb-edge${other}{opacity:.16}.sb-canvas .sb-edge-label${other}{opacity:.35}`;
}

export function EdgeFocus({ agents }: { agents: number }) {
  const focused = useSelectionStore((s) => (s.agentIds.length === 1 && s.edgeIds.length === 0 ? s.agentIds[0] : null));
  if (agents <= EDGE_FOCUS_ABOVE || focused === null) return null;
  return <style data-testid="edge-focus">{edgeFocusCss(focused)}</style>;
}
