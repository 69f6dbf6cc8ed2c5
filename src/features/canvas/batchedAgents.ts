/**
 * Far out on a big graph, idle agents are drawn as a few SVG paths, one per colour and block of
 * agents, instead of one React Flow node each (docs/PERFORMANCE.md, "Batched agents"). A node
 * costs a wrapper element with its own transform (Chromium's compositor walks one paint chunk
 * per transform every frame), two store subscriptions and two handles, and every drag or pan
 * frame paid for all of them. At that zoom an agent is an unlabelled box a few pixels wide:
 * the paths draw the same boxes. Pure: rectangles and colours come from the caller.
 */
import { joinBlocks, type BlockCache } from './batchBlocks.ts';
import type { Rect } from './edgeGeometry.ts';
import type { AgentFlowNode, CanvasNode } from './flowTypes.ts';

export interface BatchedAgentPath {
  /** stable React key: colour and block */
  key: string;
  color: string;
  /** how many agents this path draws */
  count: number;
  /** one closed rectangle per agent */
  d: string;
}

/** Each agent's box as last drawn, keyed by its flow node (replaced whenever it moves or is measured). */
export interface AgentBatchCache {
  boxes: WeakMap<object, string>;
  blocks: BlockCache<BatchedAgentPath>;
}

export const newAgentBatchCache = (): AgentBatchCache => ({ boxes: new WeakMap(), blocks: new Map() });

/** A rectangle as a closed path, in flow coordinates (rounded: a tenth of a flow unit is invisible this far out). */
export function boxPath(r: Rect): string {
  const n = (v: number) => Math.round(v * 10) / 10;
  return `M${n(r.x)} ${n(r.y)}h${n(r.width)}v${n(r.height)}h${n(-r.width)}z`;
}

/**
 * The paths that draw `nodes` as boxes (grouped by colour, in order), reusing every box whose
 * node did not change and every block whose boxes did not change (same object, so React leaves
 * its element alone). Nodes without a rectangle or a colour (null) are not drawn. The batched
 * agents and the mini map both draw with it.
 */
export function batchedBoxPaths<N extends CanvasNode>(
  nodes: readonly N[],
  rectOf: (id: string) => Rect | null,
  colorOf: (node: N) => string | null,
  cache: AgentBatchCache,
): BatchedAgentPath[] {
  const groups = new Map<string, { color: string; parts: string[] }>();
  for (const node of nodes) {
    const color = colorOf(node);
    if (color === null) continue;
    let box = cache.boxes.get(node);
    if (box === undefined) {
      const rect = rectOf(node.id);
      if (!rect) continue;
      box = boxPath(rect);
      cache.boxes.set(node, box);
    }
    let group = groups.get(color);
    if (!group) groups.set(color, (group = { color, parts: [] }));
    group.parts.push(box);
  }
  return joinBlocks(groups, cache.blocks, (key, group, parts) => ({ key, color: group.color, count: parts.length, d: parts.join('') }));
}

/**
 * Splits the canvas nodes into those React Flow still renders (groups, and agents `keep` names:
 * selected, showing run state, or at the end of a route React Flow draws) and the batched
 * agents. Without batching, the nodes are returned as they are (same array).
 */
export function splitAgentsForBatching(
  nodes: CanvasNode[],
  batch: boolean,
  keep: (agent: AgentFlowNode) => boolean,
): { single: CanvasNode[]; batched: AgentFlowNode[] } {
  if (!batch) return { single: nodes, batched: [] };
  const single: CanvasNode[] = [];
  const batched: AgentFlowNode[] = [];
  for (const node of nodes) {
    if (node.type !== 'agent' || keep(node)) single.push(node);
    else batched.push(node);
  }
  return { single, batched };
}

/** Screen pixels around a batched box that still hit it: far out a box is a few pixels tall. */
export const HIT_SLOP_PX = 2;

/**
 * The batched agent under a flow point: the last drawn wins where boxes overlap, as it is drawn
 * on top. `pad` widens each box (flow units; HIT_SLOP_PX / zoom) so that a press or a drop on
 * its one-pixel border still hits, but only where no box is under the point itself: far out the
 * gap between two rows is a few pixels, and a press on one box must not take its neighbour.
 */
export function agentAt(agents: readonly AgentFlowNode[], rectOf: (id: string) => Rect | null, point: { x: number; y: number }, pad = 0): AgentFlowNode | null {
  let near: AgentFlowNode | null = null;
  let nearest = Infinity;
  for (let i = agents.length - 1; i >= 0; i--) {
    const r = rectOf(agents[i].id);
    if (!r) continue;
    // how far the point is outside the box along each axis (0 inside)
    const dx = Math.max(r.x - point.x, 0, point.x - r.x - r.width);
    const dy = Math.max(r.y - point.y, 0, point.y - r.y - r.height);
    if (dx === 0 && dy === 0) return agents[i];
    const d = Math.max(dx, dy);
    if (d <= pad && d < nearest) {
      near = agents[i];
      nearest = d;
    }
  }
  return near;
}

/** The batched agents wholly inside `area` (flow coordinates), as React Flow's box selection takes nodes. */
export function agentsInside(agents: readonly AgentFlowNode[], rectOf: (id: string) => Rect | null, area: Rect): AgentFlowNode[] {
  return agents.filter((a) => {
    const r = rectOf(a.id);
    return !!r && r.x >= area.x && r.y >= area.y && r.x + r.width <= area.x + area.width && r.y + r.height <= area.y + area.height;
  });
}
