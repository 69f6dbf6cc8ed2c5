/**
 * Auto-layout with elkjs (layered, left to right). elkjs is loaded on first use so it stays out
 * of the first paint. Returns top-left positions for every agent.
 */
import type { Graph } from '../../graph/schema.ts';
import { labelSize } from './edgeLayout.ts';
import { routingEdges } from './routingEdges.ts';

type Size = { width: number; height: number };
const DEFAULT_SIZE: Size = { width: 240, height: 96 };
/** Room above an agent for its self-loop and the loop's label (edgeLayout.ts selfLoop). */
const LOOP_ROOM = 110;
/** Space around an edge label that elk keeps free. */
const LABEL_MARGIN = 16;

const loadElk = () => import('elkjs/lib/elk.bundled.js');

/**
 * Warms the elkjs chunk (about 450 KiB gz) on intent: pointing at or focusing Auto-layout. Not on
 * idle, so a first visit never downloads it (issue 11); the import runs once.
 */
export function prefetchLayoutEngine() {
  void loadElk();
}

export async function layoutPositions(
  graph: Graph,
  sizeOf: (id: string) => Size | undefined,
): Promise<Record<string, { x: number; y: number }>> {
  const { default: ELK } = await loadElk();
  const elk = new ELK();
  const ids = new Set(graph.agents.map((a) => a.id));
  // One elk edge per direction between two agents, carrying the widest label drawn on that
  // pair, so that the layered layout reserves room for labels between layers (issue 11).
  const byPair = new Map<string, { from: string; to: string; width: number; height: number }>();
  const loops = new Set<string>();
  for (const spec of routingEdges(graph, () => null)) {
    if (!ids.has(spec.source) || !ids.has(spec.target)) continue;
    if (spec.source === spec.target) {
      loops.add(spec.source);
      continue;
    }
    const key = `${spec.source}>${spec.target}`;
    const size = spec.kind === 'afterWork' ? { width: 0, height: 0 } : labelSize({ text: spec.data.label, kind: spec.kind, conditional: spec.data.conditional });
    const old = byPair.get(key);
    if (!old) byPair.set(key, { from: spec.source, to: spec.target, ...size });
    else if (size.width > old.width) Object.assign(old, size);
  }
  const widest = Math.max(0, ...[...byPair.values()].map((e) => e.width));
  const edges = [...byPair.values()].map((e, i) => ({
    id: `e${i}`,
    sources: [e.from],
    targets: [e.to],
    ...(e.width > 0 ? { labels: [{ id: `l${i}`, text: '', width: e.width + LABEL_MARGIN, height: e.height + LABEL_MARGIN }] } : {}),
  }));
  // Start agent first so that it lands in the first layer.
  const agents = [...graph.agents].sort((a, b) => Number(b.id === graph.startAgent) - Number(a.id === graph.startAgent));
  const result = await elk.layout({
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      // labels sit between layers: the gap holds the widest one with room on both sides
      'elk.layered.spacing.nodeNodeBetweenLayers': String(Math.max(110, widest + 2 * LABEL_MARGIN + 24)),
      'elk.spacing.nodeNode': '56',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.edgeLabels.centerLabelPlacementStrategy': 'CENTER_LAYER',
      'elk.spacing.edgeLabel': '8',
      'elk.layered.spacing.edgeNodeBetweenLayers': '24',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
      'elk.separateConnectedComponents': 'true',
      'elk.spacing.componentComponent': '80',
    },
    // an agent with a self-loop is laid out taller: the loop and its label sit above it
    children: agents.map((a) => {
      const size = sizeOf(a.id) ?? DEFAULT_SIZE;
      return { id: a.id, width: size.width, height: size.height + (loops.has(a.id) ? LOOP_ROOM : 0) };
    }),
    edges,
  });
  const positions: Record<string, { x: number; y: number }> = {};
  for (const child of result.children ?? []) {
    positions[child.id] = { x: Math.round(child.x ?? 0), y: Math.round((child.y ?? 0) + (loops.has(child.id) ? LOOP_ROOM : 0)) };
  }
  return positions;
}
