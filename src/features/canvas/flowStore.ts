/**
 * React Flow's nodes and edges, derived from the document, the selection and lint marks.
 * Each node/edge object is reused until something it shows changes, and the arrays keep their
 * identity when nothing changed, so an edit that the canvas does not display (typing
 * instructions in the inspector) re-renders neither the canvas nor any node.
 * Measured sizes live here, not in the document: they are layout facts of this browser.
 */
import { create } from 'zustand';
import type { Agent, Graph, Tool } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { agentNodeData, sameNodeData } from './agentNodeData.ts';
import type { AgentFlowNode, AgentNodeData, CanvasNode, LintMark, RoutingEdge } from './flowTypes.ts';
import { applyGroups } from './groupFlow.ts';
import { useLintStore, type LintKey } from './lintStore.ts';
import { routingEdges, sameEdgeData } from './routingEdges.ts';

type Size = { width: number; height: number };

export interface FlowElements {
  /** agent nodes, plus group nodes when the graph has groups (groupFlow.ts) */
  nodes: CanvasNode[];
  edges: RoutingEdge[];
}

export const useFlowStore = create<FlowElements>()(() => ({ nodes: [], edges: [] }));

const measured = new Map<string, Size>();
/**
 * Positions of agents being dragged right now. A drag moves these only; the document gets one
 * commit when the drag ends, so during a drag nothing that reads the document (inspector, lint,
 * autosave, playground) does any work.
 */
const dragPositions = new Map<string, { x: number; y: number }>();

interface NodeCacheEntry {
  agent: Agent;
  context: number;
  data: AgentNodeData;
  node: AgentFlowNode;
}
const nodeCache = new Map<string, NodeCacheEntry>();
/** The latest node object per agent id (edges read rectangles from it; see nodeRect). */
const nodesById = new Map<string, AgentFlowNode>();
/** Each agent's index in the derived nodes array (a drag frame replaces only the dragged nodes). */
const nodeIndex = new Map<string, number>();
const edgeCache = new Map<string, RoutingEdge>();
/** Agent nodes and routing edges before groups apply (what the derivations compare against). */
let baseNodes: AgentFlowNode[] = [];
let baseEdges: RoutingEdge[] = [];
/** Rectangles of group nodes (groupFlow.ts GroupedFlow.rects). */
let groupRects: ReadonlyMap<string, { x: number; y: number; width: number; height: number }> = new Map();

// Inputs of the last derivation, to skip work that cannot change the result.
let lastGraph: Graph | null = null;
let lastSelectedAgents: readonly string[] = [];
let lastSelectedEdges: readonly string[] = [];
let lastMarks: ReadonlyMap<LintKey, LintMark> | null = null;
let nodeContext = 0;
let toolsById: Map<string, Tool> = new Map();
let agentNames: Map<string, string> = new Map();

/** True when two agent lists differ only in what edges and node context ignore (positions etc.). */
function sameAgentShape(a: readonly Agent[], b: readonly Agent[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x.id !== y.id || x.name !== y.name || x.afterWork !== y.afterWork || x.tools !== y.tools) return false;
  }
  return true;
}

function deriveNodes(graph: Graph, selected: ReadonlySet<string>, marks: ReadonlyMap<LintKey, LintMark>, contextChanged: boolean) {
  if (contextChanged) {
    nodeContext++;
    toolsById = new Map(graph.tools.map((t) => [t.id, t]));
    agentNames = new Map(graph.agents.map((a) => [a.id, a.name]));
  }
  const prev = baseNodes;
  let changed = prev.length !== graph.agents.length;
  const seen = new Set<string>();
  const nodes = graph.agents.map((agent, i) => {
    seen.add(agent.id);
    const cached = nodeCache.get(agent.id);
    let data: AgentNodeData;
    if (cached && cached.agent === agent && cached.context === nodeContext) data = cached.data;
    else {
      const fresh = agentNodeData(agent, graph, toolsById, agentNames, marks.get(`agent:${agent.id}`) ?? null);
      data = cached && sameNodeData(cached.data, fresh) ? cached.data : fresh;
    }
    const isSelected = selected.has(agent.id);
    const size = measured.get(agent.id);
    const position = dragPositions.get(agent.id) ?? agent.position;
    const old = cached?.node;
    let node: AgentFlowNode;
    if (
      old &&
      old.data === data &&
      old.selected === isSelected &&
      old.position.x === position.x &&
      old.position.y === position.y &&
      old.measured?.width === size?.width &&
      old.measured?.height === size?.height
    ) {
      node = old;
    } else {
      node = {
        id: agent.id,
        type: 'agent',
        position: { x: position.x, y: position.y },
        data,
        selected: isSelected,
        ...(size ? { measured: size } : {}),
      };
    }
    nodeCache.set(agent.id, { agent, context: nodeContext, data, node });
    nodesById.set(agent.id, node);
    if (prev[i] !== node) changed = true;
    return node;
  });
  if (nodeCache.size !== seen.size) for (const id of nodeCache.keys()) if (!seen.has(id)) nodeCache.delete(id);
  if (nodesById.size !== seen.size) for (const id of nodesById.keys()) if (!seen.has(id)) nodesById.delete(id);
  if (changed) {
    nodeIndex.clear();
    nodes.forEach((node, i) => nodeIndex.set(node.id, i));
  }
  return changed ? nodes : prev;
}

const DEFAULT_SIZE: Size = { width: 240, height: 88 };

/**
 * An agent's rectangle in flow coordinates, as last derived. Edges read it while rendering
 * instead of subscribing to React Flow's node lookup (two subscriptions per edge cost more than
 * the edges themselves on large graphs); React Flow re-renders an edge whenever its end points
 * move, and this lookup is updated before React Flow sees the new nodes.
 */
export function nodeRect(id: string): { x: number; y: number; width: number; height: number } | null {
  const node = nodesById.get(id);
  if (!node) return groupRects.get(id) ?? null;
  const size = node.measured ?? DEFAULT_SIZE;
  return { x: node.position.x, y: node.position.y, width: size.width ?? DEFAULT_SIZE.width, height: size.height ?? DEFAULT_SIZE.height };
}

/**
 * An object that is replaced whenever nodeRect(id) may change: the agent's flow node (a drag
 * frame replaces only the dragged ones), or a group's rectangle. Null when there is neither.
 */
export function nodeVersion(id: string): object | null {
  return nodesById.get(id) ?? groupRects.get(id) ?? null;
}

/**
 * The box around everything drawn on the canvas (agents, groups), in flow coordinates; null when
 * there is nothing. Fit view, the mini map and the canvas picture use it rather than React Flow's
 * own node bounds: far out on a big graph most agents are drawn batched, not as its nodes.
 */
export function flowBounds(nodes: readonly CanvasNode[] = useFlowStore.getState().nodes): { x: number; y: number; width: number; height: number } | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const node of nodes) {
    const r = nodeRect(node.id);
    if (!r) continue;
    minX = Math.min(minX, r.x);
    minY = Math.min(minY, r.y);
    maxX = Math.max(maxX, r.x + r.width);
    maxY = Math.max(maxY, r.y + r.height);
  }
  return minX === Infinity ? null : { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Agents' rectangles on a coarse grid, rebuilt when the nodes change (for label placement). */
const GRID_CELL = 400;
let gridNodes: CanvasNode[] | null = null;
const grid = new Map<string, string[]>();

/** The rectangles of the agents that overlap `area` (flow coordinates). */
export function nodeRectsIn(area: { x: number; y: number; width: number; height: number }): { x: number; y: number; width: number; height: number }[] {
  const nodes = useFlowStore.getState().nodes;
  if (gridNodes !== nodes) {
    gridNodes = nodes;
    grid.clear();
    for (const node of nodes) {
      const r = nodeRect(node.id);
      if (!r) continue;
      for (let gx = Math.floor(r.x / GRID_CELL); gx <= Math.floor((r.x + r.width) / GRID_CELL); gx++) {
        for (let gy = Math.floor(r.y / GRID_CELL); gy <= Math.floor((r.y + r.height) / GRID_CELL); gy++) {
          const key = `${gx},${gy}`;
          const list = grid.get(key);
          if (list) list.push(node.id);
          else grid.set(key, [node.id]);
        }
      }
    }
  }
  const seen = new Set<string>();
  const out: { x: number; y: number; width: number; height: number }[] = [];
  for (let gx = Math.floor(area.x / GRID_CELL); gx <= Math.floor((area.x + area.width) / GRID_CELL); gx++) {
    for (let gy = Math.floor(area.y / GRID_CELL); gy <= Math.floor((area.y + area.height) / GRID_CELL); gy++) {
      for (const id of grid.get(`${gx},${gy}`) ?? []) {
        if (seen.has(id)) continue;
        seen.add(id);
        const r = nodeRect(id);
        if (r && r.x < area.x + area.width && area.x < r.x + r.width && r.y < area.y + area.height && area.y < r.y + r.height) out.push(r);
      }
    }
  }
  return out;
}

function deriveEdges(graph: Graph, selected: ReadonlySet<string>, marks: ReadonlyMap<LintKey, LintMark>) {
  const specs = routingEdges(graph, (kind, id) => marks.get(`${kind}:${id}`) ?? null);
  const prev = baseEdges;
  let changed = prev.length !== specs.length;
  const seen = new Set<string>();
  const edges = specs.map((spec, i) => {
    seen.add(spec.id);
    const old = edgeCache.get(spec.id);
    const isSelected = selected.has(spec.id);
    let edge: RoutingEdge;
    if (
      old &&
      old.type === spec.kind &&
      old.source === spec.source &&
      old.target === spec.target &&
      old.selected === isSelected &&
      sameEdgeData(old.data!, spec.data)
    ) {
      edge = old;
    } else {
      edge = {
        id: spec.id,
        type: spec.kind,
        source: spec.source,
        target: spec.target,
        sourceHandle: 'out',
        targetHandle: 'in',
        selected: isSelected,
        data: spec.data,
        ...(spec.kind === 'afterWork' ? { zIndex: -1 } : {}),
      };
      edgeCache.set(spec.id, edge);
    }
    if (prev[i] !== edge) changed = true;
    return edge;
  });
  if (edgeCache.size !== seen.size) for (const id of edgeCache.keys()) if (!seen.has(id)) edgeCache.delete(id);
  return changed ? edges : prev;
}

function recompute() {
  const graph = useDocumentStore.getState().graph;
  const selection = useSelectionStore.getState();
  const marks = useLintStore.getState().marks;
  const prevGraph = lastGraph;

  const marksChanged = marks !== lastMarks;
  const structureChanged =
    !prevGraph ||
    graph.tools !== prevGraph.tools ||
    graph.handoffs !== prevGraph.handoffs ||
    graph.runtime !== prevGraph.runtime ||
    graph.startAgent !== prevGraph.startAgent ||
    graph.settings !== prevGraph.settings ||
    !sameAgentShape(graph.agents, prevGraph.agents);
  const agentsChanged = !prevGraph || graph.agents !== prevGraph.agents;
  const nodeSelectionChanged = selection.agentIds !== lastSelectedAgents;
  const edgeSelectionChanged = selection.edgeIds !== lastSelectedEdges;

  lastGraph = graph;
  lastMarks = marks;
  lastSelectedAgents = selection.agentIds;
  lastSelectedEdges = selection.edgeIds;

  const state = useFlowStore.getState();
  let nodes = baseNodes;
  let edges = baseEdges;
  if (agentsChanged || structureChanged || marksChanged || nodeSelectionChanged || forceNodes) {
    nodes = deriveNodes(graph, new Set(selection.agentIds), marks, structureChanged || marksChanged);
  }
  if (structureChanged || marksChanged || edgeSelectionChanged) {
    edges = deriveEdges(graph, new Set(selection.edgeIds), marks);
  }
  forceNodes = false;
  const groupsChanged = graph.groups !== lastGroups || overview !== lastOverview;
  lastGroups = graph.groups;
  lastOverview = overview;
  if (nodes === baseNodes && edges === baseEdges && !groupsChanged) return;
  baseNodes = nodes;
  baseEdges = edges;
  let shown: { nodes: CanvasNode[]; edges: RoutingEdge[] } = { nodes, edges };
  if (graph.groups?.length) {
    const grouped = applyGroups(graph.groups, nodes, edges, nodeRect, overview);
    groupRects = grouped.rects;
    shown = grouped;
  } else if (groupRects.size) groupRects = new Map();
  if (shown.nodes !== state.nodes || shown.edges !== state.edges) useFlowStore.setState({ nodes: shown.nodes, edges: shown.edges });
}

let lastGroups: Graph['groups'];

/** Groups drawn as blocks (groupFlow.ts overview); the canvas sets it from the zoom. */
let overview = false;
let lastOverview = false;

/** Turns the group overview on or off (a view fact: the document is untouched). */
export function setGroupOverview(on: boolean) {
  if (on === overview) return;
  overview = on;
  if (lastGraph?.groups?.length) recompute();
}

let forceNodes = false;

/** Records sizes React Flow measured (dimension changes); never touches the document. */
export function recordMeasured(sizes: { id: string; width: number; height: number }[]) {
  let changed = false;
  for (const { id, width, height } of sizes) {
    const old = measured.get(id);
    if (old?.width === width && old?.height === height) continue;
    measured.set(id, { width, height });
    changed = true;
  }
  if (changed) {
    forceNodes = true;
    recompute();
  }
}

/**
 * Moves agents on the canvas only (during a drag); see takeDragPositions. Only the dragged nodes
 * are replaced (a drag frame on 2,000 agents must not walk all of them); anything unexpected
 * (a node not derived yet) falls back to the full derivation.
 */
export function setDragPositions(positions: Record<string, { x: number; y: number }>) {
  const prev = baseNodes;
  let nodes: AgentFlowNode[] | null = null;
  // group boxes follow their members (groupFlow.ts): a grouped graph takes the full derivation
  let fallback = !!lastGraph?.groups?.length;
  for (const [id, p] of Object.entries(positions)) {
    dragPositions.set(id, { x: p.x, y: p.y });
    if (fallback) continue;
    const i = nodeIndex.get(id);
    const old = i === undefined ? undefined : prev[i];
    const cached = nodeCache.get(id);
    if (!old || old.id !== id || !cached || cached.node !== old) {
      fallback = true;
      continue;
    }
    if (old.position.x === p.x && old.position.y === p.y) continue;
    const node: AgentFlowNode = { ...old, position: { x: p.x, y: p.y } };
    nodes ??= prev.slice();
    nodes[i!] = node;
    cached.node = node;
    nodesById.set(id, node);
  }
  if (fallback) {
    forceNodes = true;
    recompute();
  } else if (nodes) {
    baseNodes = nodes;
    useFlowStore.setState({ nodes });
  }
}

/** Ends a drag: returns the dragged positions (for one document commit) and forgets them. */
export function takeDragPositions(): Record<string, { x: number; y: number }> {
  const positions = Object.fromEntries(dragPositions);
  dragPositions.clear();
  return positions;
}

/** Where an agent is during a drag (null when it is not being dragged). */
export function dragPosition(id: string): { x: number; y: number } | null {
  return dragPositions.get(id) ?? null;
}

export function isDragging(): boolean {
  return dragPositions.size > 0;
}

export function measuredSize(id: string): Size | undefined {
  return measured.get(id);
}

let started = false;
/** Starts following the stores (idempotent); the canvas calls it on mount. */
export function startFlow() {
  if (started) return;
  started = true;
  recompute();
  useDocumentStore.subscribe((s, p) => s.graph !== p.graph && recompute());
  useSelectionStore.subscribe((s, p) => (s.agentIds !== p.agentIds || s.edgeIds !== p.edgeIds) && recompute());
  useLintStore.subscribe((s, p) => s.marks !== p.marks && recompute());
}
