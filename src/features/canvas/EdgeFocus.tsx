/**
 * Focus and context in a large graph: while one agent is selected, routes that neither start nor
 * end at it fade, so its own routes read out of the hairball. One style sheet rewritten when the
 * selection changes (routes carry their ends as data attributes, RoutingEdges.tsx): no edge
 * re-renders and nothing runs per frame.
 */
import { useSelectionStore } from '../../store/selectionStore.ts';

/** Graphs with more agents than this fade other routes around a selected agent. */
export const EDGE_FOCUS_ABOVE = 12;

/**
 * The rules that fade every route not touching agent `id` (attribute values quoted as CSS strings).
 * A route is one stroke, and its arrowhead a path of its own (edgeArrow.ts): they fade by their
 * stroke and fill opacity, which looks the same as the element's opacity but draws each directly,
 * where an element's opacity is a group of its own (about a hundred routes at 1:1 on 100 agents,
 * each an offscreen layer as large as its curve when rasterised). A route that draws a marker
 * (selected, visited, disabled, inherited, hovered) fades as a group, so its head fades with it.
 * A faded label drops its shadow: at a third of its 6% (dark: 40%) it would not show, and every
 * blurred shadow is re-rasterised wherever a drag repaints (100 agents at 1:1: about 3 ms of
 * raster per drag frame, docs/PERFORMANCE.md).
 */
export function edgeFocusCss(id: string): string {
  const quoted = JSON.stringify(id);
  const other = `:not([data-source=${quoted}]):not([data-target=${quoted}])`;
  const route = `.sb-canvas .react-flow__edge-path.sb-edge${other}`;
  return (
    `${route}{stroke-opacity:.16}.sb-canvas .sb-edge-arrow${other}{fill-opacity:.16}` +
    `${route}[marker-end],.sb-canvas .react-flow__edge:hover .react-flow__edge-path.sb-edge[data-head]${other}{stroke-opacity:1;opacity:.16}` +
    `.sb-canvas .sb-edge-label${other}{opacity:.35;box-shadow:none}`
  );
}

export function EdgeFocus({ agents }: { agents: number }) {
  const focused = useSelectionStore((s) => (s.agentIds.length === 1 && s.edgeIds.length === 0 ? s.agentIds[0] : null));
  if (agents <= EDGE_FOCUS_ABOVE || focused === null) return null;
  return <style data-testid="edge-focus">{edgeFocusCss(focused)}</style>;
}
