/**
 * Auto-layout with elkjs (layered, left to right). elkjs is loaded on first use so it stays out
 * of the first paint. Returns top-left positions for every agent.
 */
import type { Graph } from '../../graph/schema.ts';
import { graphRoutes } from '../../graph/routes.ts';

type Size = { width: number; height: number };
const DEFAULT_SIZE: Size = { width: 240, height: 96 };

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
  const seen = new Set<string>();
  const edges = [];
  for (const r of graphRoutes(graph)) {
    if (!ids.has(r.from) || !ids.has(r.to) || r.from === r.to) continue;
    const key = `${r.from}>${r.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push({ id: `e${edges.length}`, sources: [r.from], targets: [r.to] });
  }
  // Start agent first so that it lands in the first layer.
  const agents = [...graph.agents].sort((a, b) => Number(b.id === graph.startAgent) - Number(a.id === graph.startAgent));
  const result = await elk.layout({
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '110',
      'elk.spacing.nodeNode': '48',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
      'elk.separateConnectedComponents': 'true',
      'elk.spacing.componentComponent': '80',
    },
    children: agents.map((a) => ({ id: a.id, ...(sizeOf(a.id) ?? DEFAULT_SIZE) })),
    edges,
  });
  const positions: Record<string, { x: number; y: number }> = {};
  for (const child of result.children ?? []) positions[child.id] = { x: Math.round(child.x ?? 0), y: Math.round(child.y ?? 0) };
  return positions;
}
