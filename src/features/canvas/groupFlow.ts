/**
 * Groups on the canvas (docs/GRAPH-FORMAT.md "Groups"), applied over the agent nodes and routing
 * edges flowStore derives:
 * - an expanded group is a box node behind its members, sized around them (groupBox.ts);
 * - a collapsed group is one node in its members' place; routes to and from its members end on
 *   it, routes between its members are hidden, and routes between the same two ends are drawn as
 *   one edge with a count (`aggregates` lists the edges it stands for, so a run lights it up);
 * - in the overview (zoomed out so far that agent names cannot be read, docs/PERFORMANCE.md
 *   "Readable layouts") every expanded group is drawn as one block the size of its box, named
 *   in screen-sized type, with routes aggregated between blocks as for a collapsed group. The
 *   block keeps the box's geometry, so entering or leaving the overview never moves anything
 *   (and never changes what a fit view frames). It is a view only: the document is untouched.
 *
 * Why derived boxes rather than React Flow parent nodes (`parentId`): the document keeps agents'
 * positions absolute and groups as member lists, so a group has no position of its own; with
 * `parentId` every agent position would become relative to a box that moves whenever a member
 * does, and the drag overlay, edge geometry and layout would all convert back and forth. A box
 * derived from the members' rectangles, drawn below them, looks and behaves the same (dragging its
 * header moves the members) with none of that.
 */
import type { Group } from '../../graph/schema.ts';
import { bundleFor, type Bundle } from './edgeBundles.ts';
import type { Rect } from './edgeGeometry.ts';
import { bundleOffset } from './edgeLayout.ts';
import type { AgentFlowNode, CanvasNode, GroupFlowNode, RoutingEdge, RoutingKind } from './flowTypes.ts';
import { collapsedRect, groupHeaderRect, groupRect } from './groupBox.ts';

export const GROUP_NODE_PREFIX = 'group:';
export const groupNodeId = (groupId: string) => `${GROUP_NODE_PREFIX}${groupId}`;
export const isGroupNodeId = (id: string) => id.startsWith(GROUP_NODE_PREFIX);

export interface GroupedFlow {
  nodes: CanvasNode[];
  edges: RoutingEdge[];
  /**
   * Rectangles of group nodes for edges and label placement: a collapsed group's node, an
   * expanded group's header strip (labels keep off it; nothing ends on an expanded box).
   */
  rects: Map<string, Rect>;
  /** Expanded groups' whole boxes and the group each shown member is in (routes between two groups are bundled, edgeBundles.ts). */
  boxes: Map<string, Rect>;
  memberOf: Map<string, string>;
}

const groupNodeCache = new Map<string, GroupFlowNode>();
const edgeCache = new Map<string, RoutingEdge>();

function sameGroupNode(a: GroupFlowNode, b: GroupFlowNode): boolean {
  const x = a.data;
  const y = b.data;
  return (
    a.position.x === b.position.x &&
    a.position.y === b.position.y &&
    a.width === b.width &&
    a.height === b.height &&
    x.name === y.name &&
    x.color === y.color &&
    x.collapsed === y.collapsed &&
    x.overview === y.overview &&
    x.members.length === y.members.length &&
    x.members.every((m, i) => m === y.members[i])
  );
}

function sameEdge(a: RoutingEdge, b: RoutingEdge): boolean {
  const x = a.data!;
  const y = b.data!;
  return (
    a.source === b.source &&
    a.target === b.target &&
    a.type === b.type &&
    a.selected === b.selected &&
    x.label === y.label &&
    x.title === y.title &&
    x.disabled === y.disabled &&
    x.conditional === y.conditional &&
    x.twoWay === y.twoWay &&
    x.lint === y.lint &&
    (x.aggregates ?? []).join() === (y.aggregates ?? []).join()
  );
}

const bundledCache = new Map<string, RoutingEdge>();
const sameControls = (a: Bundle, b: Bundle) =>
  a.c1[0] === b.c1[0] && a.c1[1] === b.c1[1] && a.c2[0] === b.c2[0] && a.c2[1] === b.c2[1] && a.through?.[0] === b.through?.[0] && a.through?.[1] === b.through?.[1] && a.via?.[0] === b.via?.[0] && a.via?.[1] === b.via?.[1];
/** The same route with the same bundle: the cached object, so React Flow does not redraw it. */
function sameBundled(a: RoutingEdge, b: RoutingEdge): boolean {
  return sameEdge(a, b) && a.data!.inherited === b.data!.inherited && a.data!.bundle !== undefined && b.data!.bundle !== undefined && sameControls(a.data!.bundle, b.data!.bundle);
}

function reuse<T>(cache: Map<string, T>, id: string, fresh: T, same: (a: T, b: T) => boolean): T {
  const old = cache.get(id);
  if (old && same(old, fresh)) return old;
  cache.set(id, fresh);
  return fresh;
}

/** Applies `groups` to the agent nodes and edges; `rectOf` gives an agent's current rectangle. */
export function applyGroups(
  groups: readonly Group[],
  agentNodes: readonly AgentFlowNode[],
  edges: readonly RoutingEdge[],
  rectOf: (agentId: string) => Rect | null,
  overview = false,
): GroupedFlow {
  const present = new Set(agentNodes.map((n) => n.id));
  const hiddenBy = new Map<string, string>();
  const claimed = new Set<string>();
  const groupNodes: GroupFlowNode[] = [];
  const rects = new Map<string, Rect>();
  const boxes = new Map<string, Rect>();
  const memberOf = new Map<string, string>();
  for (const group of groups) {
    // an agent listed twice (a lint error) is drawn in the first group only
    const members = group.members.filter((m) => present.has(m) && !claimed.has(m));
    for (const m of members) claimed.add(m);
    const memberRects = members.map(rectOf).filter((r): r is Rect => r !== null);
    const id = groupNodeId(group.id);
    const box = group.collapsed ? collapsedRect(memberRects) : groupRect(memberRects);
    if (!box) continue;
    const block = overview && !group.collapsed;
    if (group.collapsed || block) for (const m of members) hiddenBy.set(m, id);
    rects.set(id, group.collapsed || block ? box : groupHeaderRect(box));
    if (!group.collapsed && !block) {
      boxes.set(id, box);
      for (const m of members) memberOf.set(m, id);
    }
    const fresh: GroupFlowNode = {
      id,
      type: 'agentGroup',
      position: { x: box.x, y: box.y },
      data: { groupId: group.id, name: group.name, color: group.color, members, collapsed: group.collapsed, overview: block },
      // an overview block has no header: the whole block is the handle
      ...(block ? {} : { dragHandle: '.sb-group__header' }),
      selectable: false,
      connectable: false,
      // an expanded box sits below the agents; a collapsed group is a node among them
      ...(group.collapsed ? {} : { width: box.width, height: box.height }),
    };
    groupNodes.push(reuse(groupNodeCache, id, fresh, sameGroupNode));
  }
  if (groupNodeCache.size > groupNodes.length) {
    const live = new Set(groupNodes.map((n) => n.id));
    for (const id of groupNodeCache.keys()) if (!live.has(id)) groupNodeCache.delete(id);
  }

  const kept: RoutingEdge[] = [];
  const merged = new Map<string, RoutingEdge[]>();
  const layout = { boxes, memberOf };
  for (const edge of edges) {
    const source = hiddenBy.get(edge.source) ?? edge.source;
    const target = hiddenBy.get(edge.target) ?? edge.target;
    if (source === edge.source && target === edge.target) {
      // between two expanded groups: the route joins the groups' bundle (edgeBundles.ts)
      const bundle = bundleFor(layout, source, target, bundleOffset(edge.type!));
      kept.push(bundle ? reuse(bundledCache, edge.id, { ...edge, data: { ...edge.data!, bundle } }, sameBundled) : edge);
      continue;
    }
    if (source === target) continue; // inside a collapsed group
    const key = `${source}>${target}`;
    const list = merged.get(key);
    if (list) list.push(edge);
    else merged.set(key, [edge]);
  }
  const pairs = new Set([...kept.map((e) => `${e.source}>${e.target}`), ...merged.keys()]);
  const redrawn: RoutingEdge[] = [];
  for (const [key, list] of merged) {
    const [source, target] = key.split('>');
    const twoWay = pairs.has(`${target}>${source}`);
    const first = list[0];
    let fresh: RoutingEdge;
    if (list.length === 1) {
      // one route: the same edge (same id, so run facts and selection still apply), re-ended
      fresh = { ...first, source, target, data: { ...first.data!, twoWay } };
    } else {
      const kinds = new Set(list.map((e) => e.type));
      const kind: RoutingKind = kinds.size === 1 ? first.type! : 'llm';
      const labels = list.map((e) => e.data!.label);
      fresh = {
        id: `grp:${key}`,
        type: kind,
        source,
        target,
        sourceHandle: 'out',
        targetHandle: 'in',
        selected: false,
        data: {
          label: `${list.length} routes`,
          title: labels.join('\n'),
          disabled: list.every((e) => e.data!.disabled),
          conditional: false,
          twoWay,
          lint: list.find((e) => e.data!.lint)?.data!.lint ?? null,
          aggregates: list.map((e) => e.id),
        },
      };
    }
    redrawn.push(reuse(edgeCache, fresh.id, fresh, sameEdge));
  }
  // boxes first: React Flow paints later nodes on top
  const expanded = groupNodes.filter((n) => !n.data.collapsed && !n.data.overview);
  const collapsed = groupNodes.filter((n) => n.data.collapsed || n.data.overview);
  return {
    nodes: [...expanded, ...agentNodes.filter((n) => !hiddenBy.has(n.id)), ...collapsed],
    edges: [...kept, ...redrawn],
    rects,
    boxes,
    memberOf,
  };
}
