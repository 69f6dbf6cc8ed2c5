import { describe, expect, it } from 'vitest';
import { EXAMPLE_CATALOG } from '../../graph/exampleCatalog.ts';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import type { Graph } from '../../graph/schema.ts';
import { layoutPositions } from './autoLayout.ts';
import { intersects, labelRect, labelSize, layoutEdge, placeLabels, selfLoop } from './edgeLayout.ts';
import type { Rect } from './edgeGeometry.ts';
import { groupHeaderRect, groupRect } from './groupBox.ts';
import { graphLabels } from './testing/graphLabels.ts';

/** Agent boxes as the canvas draws them: 240 wide, a foot line when an after-work chip shows. */
function sizeOf(graph: Graph, id: string) {
  const agent = graph.agents.find((a) => a.id === id)!;
  const foot = agent.afterWork ?? graph.settings.afterWork;
  return { width: 240, height: foot ? 116 : 88 };
}

const within = (r: Rect, frame: Rect) => r.x >= frame.x && r.y >= frame.y && r.x + r.width <= frame.x + frame.width && r.y + r.height <= frame.y + frame.height;

function boundsOf(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  return { x, y, width: Math.max(...rects.map((r) => r.x + r.width)) - x, height: Math.max(...rects.map((r) => r.y + r.height)) - y };
}

/** Every label the canvas shows at full zoom, with its box, placed exactly as the canvas does (labelPlacement.ts). */
function labelBoxes(graph: Graph, rects: Map<string, Rect>, scales?: number[]) {
  // labels keep off agents and off group headers (the canvas passes both, flowStore nodeRectsIn)
  const headers = (graph.groups ?? []).map((g) => groupHeaderRect(groupRect(g.members.map((m) => rects.get(m)!))!));
  const obstacles = [...rects.values(), ...headers];
  const edges = graphLabels(graph, rects, scales);
  // what Fit View frames (flowStore flowBounds: every node's rectangle, a group by its header)
  const frame = boundsOf(obstacles);
  const placed = placeLabels(edges, (area) => obstacles.filter((o) => intersects(o, area)), { frame });
  return edges.map((e) => {
    const at = placed.get(e.id)!;
    const box = labelRect(at.labelX, at.labelY, { width: e.label.width * at.scale, height: e.label.height * at.scale });
    return { id: e.id, box, scale: at.scale, inFrame: within(box, frame) };
  });
}

describe('auto-layout of every example leaves edge labels readable', () => {
  it('covers every example the app lists', () => {
    expect(EXAMPLES.map((e) => e.id).sort()).toEqual(EXAMPLE_CATALOG.map((e) => e.id).sort());
  });

  it.each(EXAMPLES.map((e) => ({ id: e.id, example: e })))('$id: no edge label box covers an agent box', async ({ example }) => {
    const graph = exampleGraph(example);
    const positions = await layoutPositions(graph, (id) => sizeOf(graph, id));
    const rects = new Map(graph.agents.map((a) => [a.id, { ...positions[a.id], ...sizeOf(graph, a.id) }]));
    const labels = labelBoxes(graph, rects);
    expect(labels.length).toBeGreaterThan(0);
    const overlaps = labels.flatMap((l) => [...rects].filter(([, r]) => intersects(l.box, r)).map(([agent]) => `${l.id} over ${agent}`));
    expect(overlaps).toEqual([]);
    // inside what Fit View frames (else under the canvas toolbar or past its edge)
    expect(labels.filter((l) => !l.inFrame).map((l) => l.id)).toEqual([]);
    // no label on another label: placeLabels places them against each other
    const stacked = labels.flatMap((l, i) => labels.slice(i + 1).filter((m) => intersects(l.box, m.box)).map((m) => `${l.id} over ${m.id}`));
    expect(stacked).toEqual([]);
    // zoomed out, labels are enlarged where there is room (labelPlacement.ts): still none on an agent or a label
    const big = labelBoxes(graph, rects, [1.68, 1.34, 1]);
    expect(big.flatMap((l) => [...rects].filter(([, r]) => intersects(l.box, r)).map(([agent]) => `${l.id} over ${agent}`))).toEqual([]);
    expect(big.flatMap((l, i) => big.slice(i + 1).filter((m) => intersects(l.box, m.box)).map((m) => `${l.id} over ${m.id}`))).toEqual([]);
    expect(big.some((l) => l.scale > 1)).toBe(true);
    expect(big.filter((l) => !l.inFrame).map((l) => l.id)).toEqual([]);
    // agents do not overlap each other either
    const list = [...rects.values()];
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) expect(intersects(list[i], list[j])).toBe(false);
    // groups are blocks: boxes apart from each other and from agents outside them; no label on a group's header
    const boxes = (graph.groups ?? []).map((g) => ({ group: g, box: groupRect(g.members.map((m) => rects.get(m)!))! }));
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i].box, boxes[j].box), `${boxes[i].group.id} / ${boxes[j].group.id}`).toBe(false);
    const strays = boxes.flatMap(({ group, box }) => [...rects].filter(([id, r]) => !group.members.includes(id) && intersects(box, r)).map(([id]) => `${id} in ${group.id}`));
    expect(strays).toEqual([]);
    const onHeaders = labels.flatMap((l) => boxes.filter(({ box }) => intersects(l.box, groupHeaderRect(box))).map(({ group }) => `${l.id} over ${group.id} header`));
    expect(onHeaders).toEqual([]);
  });

  it('a graph with groups lays each group out as a block', async () => {
    const example = EXAMPLES.find((e) => e.id === 'ag2-research-organisation')!;
    const graph = exampleGraph(example);
    expect(graph.groups?.length).toBeGreaterThan(3);
    // the same graph without its groups is one long left-to-right pass; with them, a block layout
    const { groups: _groups, ...flat } = graph;
    const extent = (positions: Record<string, { x: number; y: number }>) => {
      const xs = Object.values(positions).map((p) => p.x);
      const ys = Object.values(positions).map((p) => p.y);
      return { width: Math.max(...xs) - Math.min(...xs) + 240, height: Math.max(...ys) - Math.min(...ys) + 116 };
    };
    const grouped = extent(await layoutPositions(graph, (id) => sizeOf(graph, id)));
    const ungrouped = extent(await layoutPositions(flat, (id) => sizeOf(graph, id)));
    // a wide screen's proportions (1440x900 is 1.6) rather than a strip
    expect(grouped.width / grouped.height).toBeLessThan(2.5);
    expect(ungrouped.width / ungrouped.height).toBeGreaterThan(grouped.width / grouped.height);
  });
});

describe('edge layout', () => {
  const a = { x: 0, y: 0, width: 240, height: 88 };
  const b = { x: 600, y: 0, width: 240, height: 88 };

  it('two-way routes are two curves with labels well apart', () => {
    const there = layoutEdge({ kind: 'llm', source: a, target: b, selfLoop: false, twoWay: true, label: null, obstacles: [] });
    const back = layoutEdge({ kind: 'llm', source: b, target: a, selfLoop: false, twoWay: true, label: null, obstacles: [] });
    expect(there.path).not.toBe(back.path);
    // labels 20 px high: their boxes do not touch
    expect(Math.abs(there.labelY - back.labelY)).toBeGreaterThan(40);
  });

  it('a label slides along its curve off an agent that sits on the midpoint', () => {
    const blocker = { x: 420, y: -60, width: 100, height: 140 };
    const size = labelSize({ text: 'transfer_to_billing', kind: 'llm' });
    const free = layoutEdge({ kind: 'llm', source: a, target: b, selfLoop: false, twoWay: false, label: size, obstacles: [a, b, blocker] });
    const box = labelRect(free.labelX, free.labelY, size);
    expect(intersects(box, blocker)).toBe(false);
    expect(intersects(box, a)).toBe(false);
    expect(intersects(box, b)).toBe(false);
  });

  it('a route to the same agent is a loop above it, its label clear of the agent', () => {
    const loop = selfLoop(a, 44);
    expect(loop.path).toMatch(/^M[\d.]+,-2 C/);
    const box = labelRect(loop.labelX, loop.labelY, labelSize({ text: 'record_status', kind: 'function' }));
    expect(box.y + box.height).toBeLessThan(a.y);
  });

  describe('placeLabels', () => {
    // one agent fanning out to three agents stacked close in the next layer: the midpoints of its
    // routes are closer than a label's height
    const hub = { x: 0, y: 100, width: 240, height: 88 };
    const stack = [0, 1, 2].map((i) => ({ x: 480, y: 40 + i * 100, width: 240, height: 88 }));
    const edges = stack.flatMap((target, i) =>
      (['llm', 'function'] as const).map((kind) => ({
        id: `${kind}-${i}`,
        kind,
        source: hub,
        target,
        selfLoop: false,
        twoWay: false,
        label: labelSize({ text: kind === 'llm' ? `transfer_to_agent_${i}` : 'record_status', kind }),
        obstacles: [],
      })),
    );
    const agents = [hub, ...stack];
    const obstaclesIn = (area: Rect) => agents.filter((a) => intersects(a, area));
    const boxesOf = (spots: Map<string, { labelX: number; labelY: number; scale?: number }>) => edges.map((e) => labelRect(spots.get(e.id)!.labelX, spots.get(e.id)!.labelY, e.label));
    const stacked = (boxes: Rect[]) => boxes.flatMap((b, i) => boxes.slice(i + 1).filter((c) => intersects(b, c))).length;

    it('labels placed alone lie on each other; placed together they do not, nor on an agent', () => {
      const alone = new Map(edges.map((e) => [e.id, layoutEdge({ ...e, obstacles: agents })]));
      expect(stacked(boxesOf(alone))).toBeGreaterThan(0);
      const together = boxesOf(placeLabels(edges, obstaclesIn));
      expect(stacked(together)).toBe(0);
      for (const box of together) expect(agents.filter((a) => intersects(box, a))).toEqual([]);
    });

    it('each label stays on or next to its own curve (within two label rows)', () => {
      const spots = placeLabels(edges, obstaclesIn);
      for (const e of edges) {
        const { path } = layoutEdge({ ...e, label: null, obstacles: [] });
        const [x1, y1, cx, cy, x2, y2] = path.match(/-?[\d.]+/g)!.map(Number);
        let nearest = Infinity;
        for (let t = 0; t <= 1; t += 0.01) {
          const u = 1 - t;
          const px = u * u * x1 + 2 * u * t * cx + t * t * x2;
          const py = u * u * y1 + 2 * u * t * cy + t * t * y2;
          nearest = Math.min(nearest, Math.hypot(px - spots.get(e.id)!.labelX, py - spots.get(e.id)!.labelY));
        }
        expect(nearest, e.id).toBeLessThanOrEqual(2 * (e.label.height + 2) + 1);
      }
    });

    it('enlarged where there is room, never onto another label or an agent', () => {
      const scales = [2, 1.5, 1];
      const spots = placeLabels(edges.map((e) => ({ ...e, scales })), obstaclesIn);
      const boxes = edges.map((e) => {
        const at = spots.get(e.id)!;
        return labelRect(at.labelX, at.labelY, { width: e.label.width * at.scale, height: e.label.height * at.scale });
      });
      expect(stacked(boxes)).toBe(0);
      for (const box of boxes) expect(agents.filter((a) => intersects(box, a))).toEqual([]);
      // the fan-out has room for some labels at a bigger size, not for all of them
      const sizes = edges.map((e) => spots.get(e.id)!.scale);
      expect(sizes.some((x) => x > 1)).toBe(true);
      expect(sizes.some((x) => x < 2)).toBe(true);
    });

    it('two agents closer than a label is wide: the label goes just below the pair, not on an agent', () => {
      const left = { x: 0, y: 0, width: 240, height: 116 };
      const right = { x: 265, y: 10, width: 240, height: 116 };
      const edge = { id: 'close', kind: 'llm' as const, source: left, target: right, selfLoop: false, twoWay: false, label: labelSize({ text: 'transfer_to_Refunds_Agent', kind: 'llm' }), obstacles: [] };
      const near = (area: Rect) => [left, right].filter((a) => intersects(a, area));
      // alone, it lies on an agent
      const alone = layoutEdge({ ...edge, obstacles: [left, right] });
      expect([left, right].some((a) => intersects(labelRect(alone.labelX, alone.labelY, edge.label), a))).toBe(true);
      const at = placeLabels([edge], near).get('close')!;
      const box = labelRect(at.labelX, at.labelY, edge.label);
      expect([left, right].filter((a) => intersects(box, a))).toEqual([]);
      // below the pair (above, a pair in the top row would put it under the canvas toolbar)
      expect(box.y).toBeGreaterThanOrEqual(right.y + right.height);
    });

    it('a label is not enlarged out of what Fit View frames (it would land under the canvas toolbar)', () => {
      // two agents in the top row, 40 px apart: a label between them lies on one; above them is off the frame
      const billing = { x: 280, y: 0, width: 240, height: 82 };
      const refunds = { x: 560, y: 0, width: 240, height: 106 };
      const support = { x: 280, y: 320, width: 240, height: 82 };
      const all = [billing, refunds, support];
      const edge = { id: 'br', kind: 'llm' as const, source: billing, target: refunds, selfLoop: false, twoWay: false, label: labelSize({ text: 'transfer_to_Refunds_Agent', kind: 'llm', conditional: true }), scales: [1.41, 1.2, 1], obstacles: [] };
      const frame = { x: 280, y: 0, width: 520, height: 402 };
      const at = placeLabels([edge], (area) => all.filter((a) => intersects(a, area)), { frame }).get('br')!;
      const box = labelRect(at.labelX, at.labelY, { width: edge.label.width * at.scale, height: edge.label.height * at.scale });
      expect(all.filter((a) => intersects(box, a))).toEqual([]);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      // without a frame the pass is free to go above
      const free = placeLabels([edge], (area) => all.filter((a) => intersects(a, area))).get('br')!;
      expect(free.labelY).not.toBe(at.labelY);
    });

    it('kept labels stay put and the others place around them', () => {
      const first = placeLabels(edges, obstaclesIn);
      const kept = new Map([['function-1', { labelX: first.get('llm-1')!.labelX, labelY: first.get('llm-1')!.labelY, scale: 1 }]]);
      const again = placeLabels(edges, obstaclesIn, { kept });
      expect(again.get('function-1')).toEqual(kept.get('function-1'));
      expect(stacked(boxesOf(again))).toBe(0);
    });

    it('is deterministic (the canvas and this test see the same spots)', () => {
      expect(placeLabels(edges, obstaclesIn)).toEqual(placeLabels([...edges].reverse(), obstaclesIn));
    });
  });
});
