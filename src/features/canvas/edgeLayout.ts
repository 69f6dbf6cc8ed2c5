/**
 * Where a routing edge is drawn and where its label sits, from the agents' rectangles only (no
 * DOM), so that the canvas and the layout test (edgeLayout.test.ts) use the same geometry:
 * - two-way pairs (A→B and B→A) bend further apart, two separate curves with separate labels;
 * - a route from an agent to itself (a tool routing to its own agent) is a loop above the agent;
 * - a label slides along its curve to the first spot that covers no agent.
 */
import { floatingEdge, type Rect } from './edgeGeometry.ts';
import type { RoutingKind } from './flowTypes.ts';

/** Bend per kind (px) keeps parallel routes between the same two agents apart. */
export const BEND: Record<RoutingKind, number> = { llm: 16, context: 30, function: 44, afterWork: 58, agentTool: 72, nestedChat: 72 };
/** Extra bend when the reverse route exists too, so the two curves and labels stay apart. */
export const TWO_WAY_EXTRA = 22;

/** The tag each kind shows before its text ("ctx", "fn", "tool" for an agent called as a tool). */
export const TAG: Record<RoutingKind, string | null> = { llm: null, context: 'ctx', function: 'fn', afterWork: null, agentTool: 'tool', nestedChat: 'chat' };

/** Label metrics (canvas.css .sb-edge-label: 10.5px monospace, 6px padding, 20px high). */
const CHAR_W = 6.4;
const LABEL_H = 20;
const LABEL_PAD = 14;
const TAG_W = 22;
const LABEL_MAX_W = 220;
/** Space kept between a label and an agent. */
const CLEARANCE = 4;

export interface LabelSpec {
  text: string;
  kind: RoutingKind;
  conditional?: boolean;
  lint?: boolean;
}

export function labelSize(label: LabelSpec): { width: number; height: number } {
  let width = LABEL_PAD + label.text.length * CHAR_W;
  if (TAG[label.kind]) width += TAG_W;
  if (label.conditional) width += TAG_W;
  if (label.lint) width += 12;
  return { width: Math.min(LABEL_MAX_W, Math.ceil(width)), height: LABEL_H };
}

export interface EdgeLayout {
  path: string;
  labelX: number;
  labelY: number;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A loop above the agent's top edge, right of centre; `bend` makes loops of several kinds nest. */
export function selfLoop(rect: Rect, bend: number): EdgeLayout {
  const cx = rect.x + rect.width / 2;
  const top = rect.y;
  const spread = 26 + bend * 0.5;
  const rise = 52 + bend * 1.4;
  const x1 = cx + spread;
  const x2 = cx - spread;
  // cubic from the right foot up and over to the left foot (arrowhead lands on the agent)
  const c1x = cx + spread * 2.4;
  const c2x = cx - spread * 2.4;
  const cy = top - rise;
  const labelX = cx;
  // the cubic's midpoint: 0.125 * feet + 0.75 * control height
  const labelY = 0.25 * (top - 2) + 0.75 * cy;
  return {
    path: `M${r1(x1)},${r1(top - 2)} C${r1(c1x)},${r1(cy)} ${r1(c2x)},${r1(cy)} ${r1(x2)},${r1(top - 4)}`,
    labelX: r1(labelX),
    labelY: r1(labelY - LABEL_H / 2 - 2),
  };
}

/** Label boxes as centred rectangles. */
export function labelRect(x: number, y: number, size: { width: number; height: number }): Rect {
  return { x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height };
}

export function intersects(a: Rect, b: Rect, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

/** Points along the curve tried for the label, from the middle outwards. */
const LABEL_TS = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82];

function quadraticAt(path: string, t: number): [number, number] | null {
  const m = /^M(-?[\d.]+),(-?[\d.]+) Q(-?[\d.]+),(-?[\d.]+) (-?[\d.]+),(-?[\d.]+)$/.exec(path);
  if (!m) return null;
  const [x1, y1, cx, cy, x2, y2] = m.slice(1).map(Number);
  const u = 1 - t;
  return [u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2];
}

export interface EdgeInput {
  kind: RoutingKind;
  source: Rect;
  target: Rect;
  /** the source and target are the same agent */
  selfLoop: boolean;
  /** the reverse route exists too */
  twoWay: boolean;
  label: { width: number; height: number } | null;
  /** agents the label must not cover (near the edge; may include the two ends) */
  obstacles: readonly Rect[];
}

/** The path and the label centre of one routing edge. */
export function layoutEdge(input: EdgeInput): EdgeLayout {
  const bend = BEND[input.kind];
  if (input.selfLoop) {
    return selfLoop(input.source, bend);
  }
  const geometry = floatingEdge(input.source, input.target, bend + (input.twoWay ? TWO_WAY_EXTRA : 0));
  if (!input.label || input.obstacles.length === 0) return geometry;
  for (const t of LABEL_TS) {
    const at = t === 0.5 ? [geometry.labelX, geometry.labelY] : quadraticAt(geometry.path, t);
    if (!at) break;
    const box = labelRect(at[0], at[1], input.label);
    if (!input.obstacles.some((o) => intersects(box, o, CLEARANCE))) return { path: geometry.path, labelX: r1(at[0]), labelY: r1(at[1]) };
  }
  return geometry;
}
