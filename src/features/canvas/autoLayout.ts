/**
 * Auto-layout with elkjs (layered). elkjs is loaded on first use so it stays out of the first
 * paint. Returns top-left positions for every agent.
 *
 * Groups are laid out as blocks, in two passes: each group's members first (left to right, its
 * own layered layout), then the blocks and the ungrouped agents top to bottom, a block being one
 * node the size of the group's box (groupBox.ts) and its routes aggregated per pair. Top to bottom
 * keeps a large organisation (planning, then control, then the teams) within a wide screen's
 * proportions where one left-to-right pass made a strip ten screens wide. A collapsed group is a
 * node the size of an agent there (expanding it later may need another layout). A graph without
 * groups gets the single left-to-right pass it always had.
 */
import type { Graph } from '../../graph/schema.ts';
import { labelSize } from './edgeLayout.ts';
import { COLLAPSED_SIZE, GROUP_HEADER, GROUP_PAD } from './groupBox.ts';
import { routingEdges } from './routingEdges.ts';

type Size = { width: number; height: number };
type XY = { x: number; y: number };
const DEFAULT_SIZE: Size = { width: 240, height: 96 };
/** Room above an agent for its self-loop and the loop's label (edgeLayout.ts selfLoop). */
const LOOP_ROOM = 110;
/** Space around an edge label that elk keeps free. */
const LABEL_MARGIN = 16;

const loadElk = () => import('elkjs/lib/elk.bundled.js');
type Elk = InstanceType<Awaited<ReturnType<typeof loadElk>>['default']>;

/**
 * Warms the elkjs chunk (about 450 KiB gz) on intent: pointing at or focusing Auto-layout. Not on
 * idle, so a first visit never downloads it (issue 11); the import runs once.
 */
export function prefetchLayoutEngine() {
  void loadElk();
}

/** One elk edge per direction between two nodes, carrying the widest label drawn on that pair. */
interface Pair {
  from: string;
  to: string;
  width: number;
  height: number;
}

function addPair(pairs: Map<string, Pair>, from: string, to: string, size: Size) {
  const key = `${from}>${to}`;
  const old = pairs.get(key);
  if (!old) pairs.set(key, { from, to, ...size });
  else if (size.width > old.width) Object.assign(old, size);
}

/** A layered layout of `nodes` (top-left positions, normalised to start at 0,0) and its extent. */
async function layered(elk: Elk, nodes: Array<{ id: string } & Size>, pairs: Iterable<Pair>, direction: 'RIGHT' | 'DOWN', extra: Record<string, string> = {}) {
  const list = [...pairs];
  const widest = Math.max(0, ...list.map((e) => (direction === 'RIGHT' ? e.width : e.height)));
  const result = await elk.layout({
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
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
      ...extra,
    },
    children: nodes,
    edges: list.map((e, i) => ({
      id: `e${i}`,
      sources: [e.from],
      targets: [e.to],
      ...(e.width > 0 ? { labels: [{ id: `l${i}`, text: '', width: e.width + LABEL_MARGIN, height: e.height + LABEL_MARGIN }] } : {}),
    })),
  });
  const placed = result.children ?? [];
  const minX = Math.min(...placed.map((c) => c.x ?? 0));
  const minY = Math.min(...placed.map((c) => c.y ?? 0));
  const positions = new Map<string, XY>();
  let width = 0;
  let height = 0;
  for (const c of placed) {
    const x = (c.x ?? 0) - minX;
    const y = (c.y ?? 0) - minY;
    positions.set(c.id, { x, y });
    width = Math.max(width, x + (c.width ?? 0));
    height = Math.max(height, y + (c.height ?? 0));
  }
  return { positions, width, height };
}

/** A long chain inside a group wraps onto further rows rather than making the block a strip. */
const WRAP = { 'elk.layered.wrapping.strategy': 'MULTI_EDGE', 'elk.aspectRatio': '3.5' };

export async function layoutPositions(graph: Graph, sizeOf: (id: string) => Size | undefined): Promise<Record<string, XY>> {
  const { default: ELK } = await loadElk();
  const elk = new ELK();
  const ids = new Set(graph.agents.map((a) => a.id));
  // Each agent in at most one block (the first group that lists it; lint reports the rest).
  const blockOf = new Map<string, string>();
  const collapsed = new Set((graph.groups ?? []).filter((g) => g.collapsed).map((g) => `group:${g.id}`));
  for (const group of graph.groups ?? []) {
    for (const member of group.members) if (ids.has(member) && !blockOf.has(member)) blockOf.set(member, `group:${group.id}`);
  }
  const loops = new Set<string>();
  const inside = new Map<string, Map<string, Pair>>();
  const outside = new Map<string, Pair>();
  for (const spec of routingEdges(graph, () => null)) {
    if (!ids.has(spec.source) || !ids.has(spec.target)) continue;
    if (spec.source === spec.target) {
      loops.add(spec.source);
      continue;
    }
    // reserve room for labels between layers (issue 11); after-work labels show only when selected
    const size = spec.kind === 'afterWork' ? { width: 0, height: 0 } : labelSize({ text: spec.data.label, kind: spec.kind, conditional: spec.data.conditional });
    const from = blockOf.get(spec.source);
    const to = blockOf.get(spec.target);
    if (from && from === to) {
      if (!inside.has(from)) inside.set(from, new Map());
      addPair(inside.get(from)!, spec.source, spec.target, size);
    } else addPair(outside, from ?? spec.source, to ?? spec.target, size);
  }
  // Start agent first so that it lands in the first layer (and its block first among blocks).
  const agents = [...graph.agents].sort((a, b) => Number(b.id === graph.startAgent) - Number(a.id === graph.startAgent));
  // an agent with a self-loop is laid out taller: the loop and its label sit above it
  const node = (id: string) => {
    const size = sizeOf(id) ?? DEFAULT_SIZE;
    return { id, width: size.width, height: size.height + (loops.has(id) ? LOOP_ROOM : 0) };
  };
  const positions: Record<string, XY> = {};
  const put = (id: string, at: XY) => {
    positions[id] = { x: Math.round(at.x), y: Math.round(at.y + (loops.has(id) ? LOOP_ROOM : 0)) };
  };

  if (blockOf.size === 0) {
    const flat = await layered(elk, agents.map((a) => node(a.id)), outside.values(), 'RIGHT');
    for (const [id, at] of flat.positions) put(id, at);
    return positions;
  }

  const members = new Map<string, string[]>();
  for (const a of agents) {
    const block = blockOf.get(a.id);
    if (block) members.set(block, [...(members.get(block) ?? []), a.id]);
  }
  const blocks = new Map<string, Awaited<ReturnType<typeof layered>>>();
  for (const [block, list] of members) {
    blocks.set(block, await layered(elk, list.map(node), inside.get(block)?.values() ?? [], 'RIGHT', WRAP));
  }
  const top: Array<{ id: string } & Size> = [];
  const seen = new Set<string>();
  for (const a of agents) {
    const block = blockOf.get(a.id);
    if (!block) top.push(node(a.id));
    else if (!seen.has(block)) {
      seen.add(block);
      const inner = blocks.get(block)!;
      // a collapsed group is one node; its members keep their block's arrangement under it
      if (collapsed.has(block)) top.push({ id: block, ...COLLAPSED_SIZE });
      else top.push({ id: block, width: inner.width + 2 * GROUP_PAD, height: inner.height + 2 * GROUP_PAD + GROUP_HEADER });
    }
  }
  const root = await layered(elk, top, outside.values(), 'DOWN');
  for (const [id, at] of root.positions) {
    const inner = blocks.get(id);
    if (!inner) put(id, at);
    else for (const [member, rel] of inner.positions) put(member, { x: at.x + GROUP_PAD + rel.x, y: at.y + GROUP_HEADER + GROUP_PAD + rel.y });
  }
  return positions;
}
