/**
 * One edge component per routing kind. Document facts come in `data`; run facts (visited,
 * disabled right now, a handoff marker travelling along the edge, timeline highlight) come
 * from runStore through narrow selectors, so a run never edits the document.
 * Labels are HTML (readable at any zoom) and hidden when zoomed far out, where they would be
 * unreadable anyway and cost the most.
 */
import { BaseEdge, EdgeLabelRenderer, useStore, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useRunStore, type RunState } from '../../store/runStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { arrowPath, IDLE_STROKE } from './edgeArrow.ts';
import { BEND, labelSize, layoutEdge, TAG } from './edgeLayout.ts';
import type { Rect } from './edgeGeometry.ts';
import { nodeRect, nodeRectsIn, useFlowStore } from './flowStore.ts';
import { labelScaleOf, labelSpot, placedByPass } from './labelPlacement.ts';
import { useDetail } from './levelOfDetail.ts';
import type { RoutingEdge, RoutingEdgeData, RoutingKind } from './flowTypes.ts';
import { TravelMarker } from './TravelMarker.tsx';


/** How far a curve (and its label) can stray from the box spanned by its two agents. */
const CURVE_REACH = 2 * (BEND.afterWork + 22) + 120;

const VISITED = 1;
const RUN_DISABLED = 2;
const HIGHLIGHTED = 4;
const TRAVEL_UNIT = 8;

/** The run facts an edge shows, packed into one number so that the selector result compares by value. */
function edgeRunFacts(s: RunState, id: string, aggregates?: readonly string[]): number {
  // an edge standing for several routes (to or from a collapsed group) shows what any of them does
  if (aggregates) return aggregates.reduce((facts, one) => facts | edgeRunFacts(s, one), 0);
  return (
    (s.visitedEdgeIds.has(id) ? VISITED : 0) +
    (s.disabledHandoffIds.has(id) ? RUN_DISABLED : 0) +
    (s.highlight?.edgeId === id ? HIGHLIGHTED : 0) +
    (s.travelling?.edgeId === id ? s.travelling.seq : 0) * TRAVEL_UNIT
  );
}

function EdgeView({ kind, props }: { kind: RoutingKind; props: EdgeProps<RoutingEdge> }) {
  // sourceX/Y and targetX/Y are not used for drawing, but they change whenever an end agent
  // moves or resizes, which is what re-renders this (memoised) edge.
  const { id, source, target, data, selected } = props;
  const sourceRect = nodeRect(source);
  const targetRect = nodeRect(target);
  const detail = useDetail();
  const showLabel = detail === 'near';
  // One run-store subscription per edge (see agentRunFacts in AgentNode.tsx for why).
  const run = useRunStore((s) => edgeRunFacts(s, id, data?.aggregates));
  const visited = (run & VISITED) !== 0;
  const runDisabled = (run & RUN_DISABLED) !== 0;
  const highlighted = (run & HIGHLIGHTED) !== 0;
  const travelSeq = Math.floor(run / TRAVEL_UNIT);
  if (!sourceRect || !targetRect) return null;
  const labelled = showLabel && !!data && (kind !== 'afterWork' || selected);
  const { path } = layoutEdge({ kind, source: sourceRect, target: targetRect, selfLoop: source === target, twoWay: !!data?.twoWay, label: null, obstacles: [], bundle: data?.bundle });
  const disabled = !!data?.disabled || runDisabled;
  const state = highlighted ? 'highlight' : visited ? 'visited' : selected ? 'selected' : 'idle';
  // An idle, opaque route's arrowhead is a plain path (edgeArrow.ts: markers rasterise slowly);
  // the others keep their marker. Zoomed far out, arrowheads are a few pixels wide: leave them
  // out (they cost paint on big graphs).
  const head = state === 'idle' && showLabel && !disabled && !data?.inherited ? arrowPath(path, IDLE_STROKE[kind]) : null;
  const marker =
    state !== 'idle' ? 'sb-arrow-accent' : !showLabel || head ? null : kind === 'afterWork' ? 'sb-arrow-afterwork' : kind === 'agentTool' || kind === 'nestedChat' ? 'sb-arrow-agenttool' : `sb-arrow-${kind}`;
  const label = labelled ? (
    <EdgeLabel
      id={id}
      kind={kind}
      data={data}
      state={state}
      disabled={disabled}
      ends={{ source: sourceRect, target: targetRect, selfLoop: source === target }}
      from={source}
      to={target}
    />
  ) : null;

  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={marker ? `url(#${marker})` : undefined}
        className={`sb-edge sb-edge--${kind}`}
        data-state={state}
        data-disabled={disabled || undefined}
        data-inherited={data?.inherited || undefined}
        data-source={source}
        data-target={target}
        data-head={head ? '' : undefined}
        interactionWidth={detail === 'tiny' ? 0 : 16}
      />
      {head && <path className={`sb-edge-arrow sb-edge-arrow--${kind}`} d={head} data-testid="edge-arrow" data-source={source} data-target={target} />}
      {travelSeq > 0 && (
        <TravelMarker key={travelSeq} path={path} />
      )}
      {label}
    </>
  );
}

interface EdgeLabelProps {
  id: string;
  kind: RoutingKind;
  data: RoutingEdgeData;
  state: string;
  disabled: boolean;
  /** the edge's ends, read only by a label the pass did not place (it then places itself) */
  ends: { source: Rect; target: Rect; selfLoop: boolean };
  from: string;
  to: string;
}

const sameRect = (a: Rect, b: Rect) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * A label the pass placed re-renders when its spot moves (its own subscription), not again when
 * its edge re-renders with moved ends: a drag frame rendered each moving label twice.
 */
function sameLabel(a: EdgeLabelProps, b: EdgeLabelProps): boolean {
  return (
    a.id === b.id &&
    a.kind === b.kind &&
    a.data === b.data &&
    a.state === b.state &&
    a.disabled === b.disabled &&
    a.from === b.from &&
    a.to === b.to &&
    (placedByPass(b.id) || (a.ends.selfLoop === b.ends.selfLoop && sameRect(a.ends.source, b.ends.source) && sameRect(a.ends.target, b.ends.target)))
  );
}

/**
 * An edge's label, at the spot the canvas's label pass gave it (labelPlacement.ts: clear of agents
 * and of the other labels). Only drawn labels subscribe, so far out nothing is placed at all.
 */
const EdgeLabel = memo(function EdgeLabel({ id, kind, data, state, disabled, ends, from, to }: EdgeLabelProps) {
  const zoomScale = useStore(labelScaleOf);
  const spot = useFlowStore((s) => labelSpot(s, id, zoomScale));
  const at = spot ?? alone(kind, data, ends, labelSize({ text: data.label, kind, conditional: data.conditional, lint: !!data.lint }));
  const scale = spot?.scale ?? 1;
  const tag = TAG[kind];
  return (
    <EdgeLabelRenderer>
      {/* Centred on its spot by a zero-size flex box and enlarged by zoom, not by a transform: a
          transform is a compositor property node and a paint chunk of its own per label, and a
          pan frame re-layerizes them all (canvas.css .sb-edge-label-at, docs/PERFORMANCE.md). */}
      <div className="sb-edge-label-at" style={{ left: at.labelX, top: at.labelY }}>
        <div
          className={`sb-edge-label sb-edge-label--${kind} nodrag nopan`}
          data-state={state}
          data-disabled={disabled || undefined}
          data-testid="edge-label"
          data-edge-id={id}
          data-source={from}
          data-target={to}
          data-aggregate={data.aggregates ? data.aggregates.length : undefined}
          data-scale={scale}
          title={data.title}
          style={scale !== 1 ? { zoom: scale } : undefined}
          onClick={(e) => {
            e.stopPropagation();
            useSelectionStore.getState().select([], [id]);
          }}
        >
          {tag && <span className="sb-edge-label__tag">{tag}</span>}
          {data.conditional && <span className="sb-edge-label__tag sb-edge-label__tag--if" title="Enabled by a rule">if</span>}
          <span className="sb-edge-label__text">{data.label}</span>
          {data.lint && <span className={`sb-edge-label__lint sb-edge-label__lint--${data.lint.severity}`} title={data.lint.messages.join('\n')} />}
        </div>
      </div>
    </EdgeLabelRenderer>
  );
}, sameLabel);

/** A label placed on its own (graphs past PLACE_TOGETHER_UP_TO labels): off the agents near its edge. */
function alone(kind: RoutingKind, data: RoutingEdgeData, ends: { source: Rect; target: Rect; selfLoop: boolean }, size: { width: number; height: number }) {
  const { source, target } = ends;
  const obstacles = nodeRectsIn({
    x: Math.min(source.x, target.x) - CURVE_REACH,
    y: Math.min(source.y, target.y) - CURVE_REACH,
    width: Math.abs(source.x - target.x) + Math.max(source.width, target.width) + 2 * CURVE_REACH,
    height: Math.abs(source.y - target.y) + Math.max(source.height, target.height) + 2 * CURVE_REACH,
  });
  return layoutEdge({ kind, source, target, selfLoop: ends.selfLoop, twoWay: !!data.twoWay, label: size, obstacles, bundle: data.bundle });
}

export const LlmEdge = memo((props: EdgeProps<RoutingEdge>) => <EdgeView kind="llm" props={props} />);
export const ContextEdge = memo((props: EdgeProps<RoutingEdge>) => <EdgeView kind="context" props={props} />);
export const AfterWorkEdge = memo((props: EdgeProps<RoutingEdge>) => <EdgeView kind="afterWork" props={props} />);
export const FunctionEdge = memo((props: EdgeProps<RoutingEdge>) => <EdgeView kind="function" props={props} />);
export const NestedChatEdge = memo((props: EdgeProps<RoutingEdge>) => <EdgeView kind="nestedChat" props={props} />);
export const AgentToolEdge = memo((props: EdgeProps<RoutingEdge>) => <EdgeView kind="agentTool" props={props} />);

/**
 * Arrowheads, one per kind plus the accent one for selected/visited edges (defined once).
 * Memoised: the canvas re-renders on every drag frame, and these 22 elements never change.
 */
export const EdgeMarkers = memo(function EdgeMarkers() {
  const marker = (id: string, color: string, size = 7) => (
    <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth={size} markerHeight={size} orient="auto-start-reverse">
      <path d="M0 1.5 9 5 0 8.5Z" style={{ fill: color }} />
    </marker>
  );
  return (
    <svg className="sb-edge-defs" aria-hidden="true" width="0" height="0" style={{ position: 'absolute' }}>
      <defs>
        {marker('sb-arrow-llm', 'var(--sb-edge-llm)')}
        {marker('sb-arrow-context', 'var(--sb-edge-context)')}
        {marker('sb-arrow-function', 'var(--sb-edge-fn)')}
        {marker('sb-arrow-afterwork', 'var(--sb-edge-afterwork)')}
        {marker('sb-arrow-agenttool', 'var(--sb-edge-agenttool)')}
        {marker('sb-arrow-accent', 'var(--sb-accent)')}
        {/* the group overview's strokes are thicker: smaller heads (set from canvas.css) */}
        {marker('sb-arrow-overview-llm', 'var(--sb-edge-llm)', 4.5)}
        {marker('sb-arrow-overview-context', 'var(--sb-edge-context)', 4.5)}
        {marker('sb-arrow-overview-function', 'var(--sb-edge-fn)', 4.5)}
        {marker('sb-arrow-overview-agenttool', 'var(--sb-edge-agenttool)', 4.5)}
      </defs>
    </svg>
  );
});
