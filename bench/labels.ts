/**
 * `npm run bench -- labels [--runs N] [sizes, default 100,150,300]`: the cost of placing edge labels
 * against each other (edgeLayout.ts placeLabels, what the canvas runs at label zoom) beside the
 * baseline measured in the same run: every label placed alone against the agents near its edge
 * (layoutEdge, what the canvas did before). Main-thread CPU in Node, median of N runs:
 *  - every example after Auto-layout, at plain size and with the zoomed-out scales [1.68, 1.34, 1];
 *  - the canvas benchmark's graphs (`?bench=N`, a grid where labels never fit between agents:
 *    the worst case, every spot is tried) at several sizes;
 *  - a drag frame on those graphs: one agent's routes placed again around the kept labels
 *    (labelPlacement.ts nextPass during a drag), beside that agent's routes placed alone.
 */
import { performance } from 'node:perf_hooks';
import { benchGraph } from '../src/app/benchGraph.ts';
import { EXAMPLES, exampleGraph } from '../src/graph/examples.ts';
import { layoutPositions } from '../src/features/canvas/autoLayout.ts';
import type { Rect } from '../src/features/canvas/edgeGeometry.ts';
import { intersects, layoutEdge, placeLabels, type LabelledEdge } from '../src/features/canvas/edgeLayout.ts';
import { groupHeaderRect, groupRect } from '../src/features/canvas/groupBox.ts';
import { graphLabels } from '../src/features/canvas/testing/graphLabels.ts';
import { option, percentile, sizeList } from './support/stats.ts';

/** Agents' rectangles on a grid, as flowStore nodeRectsIn keeps them. */
function gridOf(rects: readonly Rect[]): (area: Rect) => Rect[] {
  const CELL = 400;
  const cells = new Map<string, Rect[]>();
  for (const r of rects) {
    for (let gx = Math.floor(r.x / CELL); gx <= Math.floor((r.x + r.width) / CELL); gx++) {
      for (let gy = Math.floor(r.y / CELL); gy <= Math.floor((r.y + r.height) / CELL); gy++) {
        const key = `${gx},${gy}`;
        cells.set(key, [...(cells.get(key) ?? []), r]);
      }
    }
  }
  return (area) => {
    const out = new Set<Rect>();
    for (let gx = Math.floor(area.x / CELL); gx <= Math.floor((area.x + area.width) / CELL); gx++) {
      for (let gy = Math.floor(area.y / CELL); gy <= Math.floor((area.y + area.height) / CELL); gy++) {
        for (const r of cells.get(`${gx},${gy}`) ?? []) if (intersects(r, area)) out.add(r);
      }
    }
    return [...out];
  };
}


/** The canvas before: each label alone, against the agents in reach of its edge (RoutingEdges CURVE_REACH). */
function alone(edges: readonly LabelledEdge[], obstaclesIn: (area: Rect) => Rect[]) {
  const reach = 280;
  for (const e of edges) {
    const x = Math.min(e.source.x, e.target.x) - reach;
    const y = Math.min(e.source.y, e.target.y) - reach;
    const obstacles = obstaclesIn({ x, y, width: Math.abs(e.source.x - e.target.x) + 240 + 2 * reach, height: Math.abs(e.source.y - e.target.y) + 116 + 2 * reach });
    layoutEdge({ ...e, obstacles });
  }
}

function median(runs: number, fn: () => void): number {
  fn(); // warm up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return percentile(times, 50);
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

export async function main(args: string[]) {
  const runs = Number(option(args, 'runs', '20'));
  const sizes = sizeList(args, '100,150,300');
  console.log(`median of ${runs} runs, main-thread CPU; baseline: each label alone (the canvas before)`);
  console.log('\ngraph | labels | alone | together | x alone | zoomed out (3 scales) | x alone');
  for (const example of EXAMPLES) {
    const graph = exampleGraph(example);
    const sizeOf = (id: string) => {
      const agent = graph.agents.find((a) => a.id === id)!;
      return { width: 240, height: (agent.afterWork ?? graph.settings.afterWork) ? 116 : 88 };
    };
    const positions = await layoutPositions(graph, sizeOf);
    const rects = new Map(graph.agents.map((a) => [a.id, { ...positions[a.id], ...sizeOf(a.id) }]));
    const headers = (graph.groups ?? []).map((g) => groupHeaderRect(groupRect(g.members.map((m) => rects.get(m)!))!));
    const near = gridOf([...rects.values(), ...headers]);
    const plain = graphLabels(graph, rects);
    const scaled = graphLabels(graph, rects, [1.68, 1.34, 1]);
    const base = median(runs, () => alone(plain, near));
    const together = median(runs, () => placeLabels(plain, near));
    const zoomed = median(runs, () => placeLabels(scaled, near));
    console.log(`${example.id} | ${plain.length} | ${ms(base)} | ${ms(together)} | ${ratio(together, base)} | ${ms(zoomed)} | ${ratio(zoomed, base)}`);
  }
  console.log('\nbench graph (worst case) | labels | alone | together | x alone | zoomed out (3 scales) | x alone | drag frame: alone | together | x alone');
  for (const n of sizes) {
    const graph = benchGraph(n);
    const rects = new Map(graph.agents.map((a) => [a.id, { ...a.position, width: 240, height: 88 }]));
    const near = gridOf([...rects.values()]);
    const edges = graphLabels(graph, rects);
    const base = median(runs, () => alone(edges, near));
    const together = median(runs, () => placeLabels(edges, near));
    const zoomed = median(runs, () => placeLabels(graphLabels(graph, rects, [1.68, 1.34, 1]), near));
    // a drag frame: a middle agent's routes are placed again, the rest kept where they were;
    // before, React Flow re-rendered just that agent's edges, each placing its label alone
    const first = placeLabels(edges, near);
    const movedRect = rects.get(graph.agents[Math.floor(n / 2)].id)!;
    const moving = edges.filter((e) => e.source === movedRect || e.target === movedRect);
    const kept = new Map([...first].filter(([id]) => !moving.some((e) => e.id === id)));
    const frameBase = median(runs, () => alone(moving, near));
    const frame = median(runs, () => placeLabels(edges, near, { kept }));
    console.log(
      `${n} agents | ${edges.length} | ${ms(base)} | ${ms(together)} | ${ratio(together, base)} | ${ms(zoomed)} | ${ratio(zoomed, base)} | ${ms(frameBase)} | ${ms(frame)} | ${ratio(frame, frameBase)}`,
    );
  }
}
