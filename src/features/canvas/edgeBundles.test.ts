import { describe, expect, it } from 'vitest';
import { bundleBetween, bundleFor } from './edgeBundles.ts';
import { bundledEdge, curveAt, floatingEdge, type Rect } from './edgeGeometry.ts';
import { bundleOffset, placeLabels, type LabelledEdge } from './edgeLayout.ts';

// two groups far apart, three members each (agents 240 x 90)
const agent = (x: number, y: number): Rect => ({ x, y, width: 240, height: 90 });
const left = [agent(0, 0), agent(0, 150), agent(0, 300)];
const right = [agent(1200, 0), agent(1200, 150), agent(1200, 300)];
const box = (rects: Rect[]): Rect => {
  const x = Math.min(...rects.map((r) => r.x)) - 20;
  const y = Math.min(...rects.map((r) => r.y)) - 40;
  return { x, y, width: Math.max(...rects.map((r) => r.x + r.width)) + 20 - x, height: Math.max(...rects.map((r) => r.y + r.height)) + 20 - y };
};
const groups = {
  boxes: new Map([
    ['g:a', box(left)],
    ['g:b', box(right)],
  ]),
  memberOf: new Map([
    ['a0', 'g:a'],
    ['a1', 'g:a'],
    ['a2', 'g:a'],
    ['b0', 'g:b'],
    ['b1', 'g:b'],
    ['b2', 'g:b'],
  ]),
};
const spread = (points: Array<[number, number]>) => Math.max(...points.map((p) => p[1])) - Math.min(...points.map((p) => p[1]));
const pairs: Array<[number, number]> = [
  [0, 2],
  [1, 0],
  [2, 1],
];

describe('routes between two groups run as one bundle', () => {
  it('crossing routes between the groups come together in the middle (a trunk), where plain curves spread', () => {
    const bundle = bundleFor(groups, 'a0', 'b2', bundleOffset('llm'))!;
    expect(bundle).not.toBeNull();
    const bundled = pairs.map(([i, j]) => curveAt(bundledEdge(left[i], right[j], bundle).points, 0.5));
    const plain = pairs.map(([i, j]) => curveAt(floatingEdge(left[i], right[j], 16).points, 0.5));
    expect(spread(plain)).toBeGreaterThan(100);
    expect(spread(bundled)).toBeLessThan(spread(plain) / 3);
  });

  it('leaves routes inside one group, and between overlapping or touching groups, as plain curves', () => {
    expect(bundleFor(groups, 'a0', 'a2', 10)).toBeNull();
    expect(bundleFor(groups, 'a0', 'stranger', 10)).toBeNull();
    expect(bundleBetween(box(left), { ...box(left), x: box(left).x + box(left).width }, 10)).toBeNull();
    expect(bundleBetween(box(left), { ...box(left), x: box(left).x + 100 }, 10)).toBeNull();
  });

  it("a hub's fan to every member of a group close below passes the gap as one strand and fans out inside", () => {
    // the AG2 organisation's shape: Control (hub `control` at its bottom left) 40 px above Research (2 x 2)
    const hub = agent(0, 200);
    const control = box([agent(0, 0), hub, agent(500, 100)]);
    const top = control.y + control.height + 40;
    const members = [agent(150, top + 40), agent(450, top + 40), agent(150, top + 190), agent(450, top + 190)];
    const research = box(members);
    const gapY = control.y + control.height + 20;
    const layout = {
      boxes: new Map([
        ['g:control', control],
        ['g:research', research],
      ]),
      memberOf: new Map([['hub', 'g:control'], ...members.map((_, i) => [`m${i}`, 'g:research'] as [string, string])]),
    };
    // where a curve crosses the middle of the gap (first crossing, sampled)
    const crossing = (points: readonly number[]) => {
      for (let k = 0; k <= 400; k++) {
        const [x, y] = curveAt(points, k / 400);
        if (y >= gapY) return x;
      }
      throw new Error('never crosses the gap');
    };
    const bundled = members.map((m, i) => crossing(bundledEdge(hub, m, bundleFor(layout, 'hub', `m${i}`, bundleOffset('llm'))!).points));
    const plain = members.map((m) => crossing(floatingEdge(hub, m, 16).points));
    const width = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    expect(width(plain)).toBeGreaterThan(80);
    expect(width(bundled)).toBeLessThan(10);
    // and every route still ends at its own member
    for (const [i, m] of members.entries()) {
      const points = bundledEdge(hub, m, bundleFor(layout, 'hub', `m${i}`, 10)!).points;
      const [x, y] = points.slice(-2);
      expect(x).toBeGreaterThanOrEqual(m.x - 5);
      expect(x).toBeLessThanOrEqual(m.x + m.width + 5);
      expect(y).toBeGreaterThanOrEqual(m.y - 5);
    }
  });

  it('the reverse bundle runs beside it, not on it', () => {
    const there = bundleBetween(box(left), box(right), 12)!;
    const back = bundleBetween(box(right), box(left), 12)!;
    expect(Math.abs(there.c1[1] - back.c2[1])).toBeGreaterThanOrEqual(20);
  });

  it('labels of a bundle sit on their own curves and off each other', () => {
    const bundle = bundleFor(groups, 'a0', 'b0', bundleOffset('llm'))!;
    const edges: LabelledEdge[] = pairs.map(([i, j]) => ({
      id: `a${i}-b${j}`,
      kind: 'llm',
      source: left[i],
      target: right[j],
      selfLoop: false,
      twoWay: false,
      label: { width: 150, height: 20 },
      obstacles: [],
      bundle,
    }));
    const placed = placeLabels(edges, () => [...left, ...right]);
    const boxes = edges.map((e) => placed.get(e.id)!);
    for (let i = 0; i < boxes.length; i++) {
      // on the curve: some point of its cubic within a label's half height of the label's centre
      const points = bundledEdge(edges[i].source, edges[i].target, bundle).points;
      const near = Array.from({ length: 101 }, (_, k) => curveAt(points, k / 100)).some(([x, y]) => Math.hypot(x - boxes[i].labelX, y - boxes[i].labelY) <= 11);
      expect(near, edges[i].id).toBe(true);
      for (let j = i + 1; j < boxes.length; j++) {
        const apart = Math.abs(boxes[i].labelX - boxes[j].labelX) >= 150 || Math.abs(boxes[i].labelY - boxes[j].labelY) >= 20;
        expect(apart, `${edges[i].id} / ${edges[j].id}`).toBe(true);
      }
    }
  });

  it('a trunk between two groups goes around a third group between them instead of through it', () => {
    // the organisation after Auto-layout at 1440x900: Control above Research, RAG below and right of Research
    const control: Rect = { x: 615, y: 287, width: 518, height: 184 };
    const research: Rect = { x: 765, y: 508, width: 260, height: 152 };
    const rag: Rect = { x: 900, y: 782, width: 260, height: 220 };
    const hubs = [agent(625, 415), agent(625, 312), agent(826, 378)].map((r) => ({ ...r, width: 98, height: 50 }));
    const members = [agent(908, 808), agent(1053, 808), agent(908, 910), agent(1053, 910)].map((r) => ({ ...r, width: 98, height: 50 }));
    const layout = {
      boxes: new Map([
        ['g:control', control],
        ['g:research', research],
        ['g:rag', rag],
      ]),
      memberOf: new Map<string, string>([...hubs.map((_, i) => [`h${i}`, 'g:control'] as [string, string]), ...members.map((_, i) => [`m${i}`, 'g:rag'] as [string, string])]),
    };
    const inside = (r: Rect, [x, y]: [number, number]) => x > r.x + 2 && x < r.x + r.width - 2 && y > r.y + 2 && y < r.y + r.height - 2;
    const crosses = (points: readonly number[]) => Array.from({ length: 201 }, (_, k) => curveAt(points, k / 200)).some((p) => inside(research, p));
    const routes = hubs.flatMap((h, i) => members.map((m, j) => ({ h, m, bundle: bundleFor(layout, `h${i}`, `m${j}`, bundleOffset('llm'))! })));
    // without the detour the trunk runs through Research
    const straight = bundleBetween(control, rag, bundleOffset('llm'))!;
    expect(routes.filter(({ h, m }) => crosses(bundledEdge(h, m, straight).points)).length).toBeGreaterThan(6);
    for (const { h, m, bundle } of routes) expect(crosses(bundledEdge(h, m, bundle).points), `${h.x},${h.y} to ${m.x},${m.y}`).toBe(false);
    // and the routes still come together between the groups: one trunk
    const mids = routes.map(({ h, m, bundle }) => curveAt(bundledEdge(h, m, bundle).points, 0.5));
    expect(Math.max(...mids.map((p) => p[0])) - Math.min(...mids.map((p) => p[0]))).toBeLessThan(80);
  });
});
