/**
 * Where the canvas draws every edge label: one placeLabels pass (edgeLayout.ts) over the edges
 * shown, so that labels keep off each other as well as off agents. An edge alone cannot know
 * where its neighbours' labels went, so the pass runs over all of them and each label reads its
 * spot from it.
 *
 * The pass is computed lazily, by the first label that asks after the flow's nodes or edges
 * changed (they are replaced whenever a rectangle or a shown edge changes, flowStore.ts), and
 * only while labels are drawn at all: far out no label asks and nothing runs. Spots that did
 * not move keep their object, so a label's selector result compares by identity and only
 * labels that moved re-render.
 */
import type { ReactFlowState } from '@xyflow/react';
import type { Rect } from './edgeGeometry.ts';
import { LABEL_FONT_PX, labelSize, placeLabels, type LabelCarry, type LabelledEdge, type LabelSpot } from './edgeLayout.ts';

export type { LabelSpot };
import { flowBounds, isDragging, nodeRect, nodeRectsIn, type FlowElements } from './flowStore.ts';
import type { RoutingEdge } from './flowTypes.ts';


/** Whether an edge shows a label at label zoom (after-work routes only when selected). */
export const showsLabel = (edge: RoutingEdge): boolean => !!edge.data && (edge.type !== 'afterWork' || !!edge.selected);

/** The size on screen (px) a label's 10.5 px type is kept at when zoomed out, where there is room. */
export const READABLE_LABEL_PX = 9;
/** The most a label is enlarged (at label zoom 0.5 its type is then 10.5 px on screen). */
const MAX_LABEL_SCALE = 2;

/**
 * How much labels are enlarged at `zoom` so that their type is READABLE_LABEL_PX on screen: 1 at
 * and near full zoom; in quarter-octave steps rounded up (never smaller than asked), so a zoom
 * gesture places the labels again a few times, not every frame.
 */
export function labelScaleAtZoom(zoom: number): number {
  const wanted = READABLE_LABEL_PX / (LABEL_FONT_PX * zoom);
  if (!(zoom > 0) || wanted <= 1) return 1;
  return Math.min(MAX_LABEL_SCALE, Math.round(2 ** (Math.ceil(Math.log2(wanted) * 4 - 1e-9) / 4) * 100) / 100);
}
export const labelScaleOf = (s: ReactFlowState): number => labelScaleAtZoom(s.transform[2]);

/**
 * The scales a label is tried at when the zoom asks for `scale` (levelOfDetail.ts
 * labelScaleAtZoom): that, then halfway, then its plain size, so that a label with no room at a
 * readable size is drawn smaller rather than on an agent or another label.
 */
export function labelScales(scale: number): number[] {
  return scale <= 1 ? [1] : [scale, Math.round((scale + 1) * 50) / 100, 1];
}

/** The edges of `edges` that show labels, as placeLabels takes them, tried at labelScales(scale). */
export function labelledEdges(edges: readonly RoutingEdge[], rectOf: (id: string) => Rect | null, scale = 1): LabelledEdge[] {
  const out: LabelledEdge[] = [];
  for (const edge of edges) {
    if (!showsLabel(edge)) continue;
    const source = rectOf(edge.source);
    const target = rectOf(edge.target);
    if (!source || !target) continue;
    const data = edge.data!;
    const size = labelSize({ text: data.label, kind: edge.type!, conditional: data.conditional, lint: !!data.lint });
    out.push({
      id: edge.id,
      kind: edge.type!,
      source,
      target,
      selfLoop: edge.source === edge.target,
      twoWay: !!data.twoWay,
      label: size,
      scales: labelScales(scale),
      obstacles: [],
      bundle: data.bundle,
    });
  }
  return out;
}

/**
 * Past this many labelled edges each label places itself alone (against agents only, as
 * layoutEdge does). `npm run bench -- labels`: on the canvas benchmark's grid, where no label
 * fits between agents and every spot is tried, a whole pass over 278 labels (100 agents) costs
 * about 20 ms, over 863 (300 agents) about 100 ms, and a whole pass runs on a drop and when the
 * zoom crosses a label scale step. Graphs that big render only what is on screen at label zoom
 * anyway (Canvas.tsx VIRTUALISE_NEAR_ABOVE).
 */
export const PLACE_TOGETHER_UP_TO = 300;

interface Pass {
  edges: LabelledEdge[];
  scale: number;
  spots: Map<string, LabelSpot>;
  /** placed with some labels kept (during a drag): the next pass outside a drag redoes all */
  partial: boolean;
  /** the kept labels' boxes, handed from one drag frame's pass to the next (edgeLayout.ts LabelCarry) */
  carry?: LabelCarry;
}

const sameRect = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
const sameLabelled = (a: LabelledEdge, b: LabelledEdge) =>
  a.id === b.id &&
  a.kind === b.kind &&
  a.selfLoop === b.selfLoop &&
  a.twoWay === b.twoWay &&
  a.label.width === b.label.width &&
  a.label.height === b.label.height &&
  a.scales?.[0] === b.scales?.[0] &&
  sameRect(a.source, b.source) &&
  sameRect(a.target, b.target);

/**
 * The next pass from the previous one: nothing to do when no labelled edge changed (a selection
 * replaces nodes but moves nothing); during a drag only the changed edges' labels are placed
 * again, the others kept; otherwise a whole pass, the same as the layout test's.
 */
export function nextPass(prev: Pass | null, edges: LabelledEdge[], scale: number, dragging: boolean, obstaclesIn: (area: Rect) => readonly Rect[], frame: Rect | null = null): Pass {
  const same = !!prev && prev.scale === scale && prev.edges.length === edges.length;
  let changed: Set<string> | null = same ? new Set() : null;
  if (changed) {
    for (let i = 0; i < edges.length; i++) {
      if (prev!.edges[i].id !== edges[i].id) {
        changed = null;
        break;
      }
      if (!sameLabelled(prev!.edges[i], edges[i])) changed.add(edges[i].id);
    }
  }
  if (changed && changed.size === 0 && (dragging || !prev!.partial)) return prev!;
  let kept: Map<string, LabelSpot> | undefined;
  if (changed && dragging) {
    kept = new Map(prev!.spots);
    for (const id of changed) kept.delete(id);
  }
  const carry = kept ? (prev!.carry ?? {}) : undefined;
  const placed = placeLabels(edges, obstaclesIn, { kept, frame, carry });
  const spots = new Map<string, LabelSpot>();
  for (const [id, at] of placed) {
    const old = prev?.spots.get(id);
    // unmoved spots keep their object: the label's selector result is then unchanged
    spots.set(id, old && old.labelX === at.labelX && old.labelY === at.labelY && old.scale === at.scale ? old : at);
  }
  return { edges, scale, spots, partial: !!kept, ...(carry ? { carry } : {}) };
}

let last: Pass | null = null;
let lastState: { nodes: FlowElements['nodes']; edges: FlowElements['edges']; scale: number } | null = null;

/**
 * The spot of edge `id`'s label for the flow `state`, `scale` being the labels' scale (null when
 * the edge shows no label or the graph is past PLACE_TOGETHER_UP_TO: the label places itself).
 */
export function labelSpot(state: FlowElements, id: string, scale: number): LabelSpot | null {
  if (!lastState || lastState.nodes !== state.nodes || lastState.edges !== state.edges || lastState.scale !== scale || (last?.partial && !isDragging())) {
    lastState = { nodes: state.nodes, edges: state.edges, scale };
    const edges = labelledEdges(state.edges, nodeRect, scale);
    last = edges.length > PLACE_TOGETHER_UP_TO ? null : nextPass(last, edges, scale, isDragging(), nodeRectsIn, flowBounds(state.nodes));
  }
  return last?.spots.get(id) ?? null;
}

/**
 * Whether the last pass placed edge `id`'s label: such a label reads its spot, not its edge's
 * ends, so an edge re-rendering with moved ends need not re-render it (RoutingEdges.tsx).
 */
export const placedByPass = (id: string): boolean => !!last?.spots.has(id);
