import { describe, expect, it } from 'vitest';
import { EXAMPLE_CATALOG } from '../../graph/exampleCatalog.ts';
import { EXAMPLES, exampleGraph } from '../../graph/examples.ts';
import type { Graph } from '../../graph/schema.ts';
import { layoutPositions } from './autoLayout.ts';
import { intersects, labelRect, labelSize, layoutEdge, selfLoop } from './edgeLayout.ts';
import type { Rect } from './edgeGeometry.ts';
import { groupHeaderRect, groupRect } from './groupBox.ts';
import { routingEdges } from './routingEdges.ts';

/** Agent boxes as the canvas draws them: 240 wide, a foot line when an after-work chip shows. */
function sizeOf(graph: Graph, id: string) {
  const agent = graph.agents.find((a) => a.id === id)!;
  const foot = agent.afterWork ?? graph.settings.afterWork;
  return { width: 240, height: foot ? 116 : 88 };
}

/** Every label the canvas shows at full zoom, with its box, laid out exactly as RoutingEdges does. */
function labelBoxes(graph: Graph, rects: Map<string, Rect>) {
  // labels keep off agents and off group headers (the canvas passes both, flowStore nodeRectsIn)
  const headers = (graph.groups ?? []).map((g) => groupHeaderRect(groupRect(g.members.map((m) => rects.get(m)!))!));
  const obstacles = [...rects.values(), ...headers];
  return routingEdges(graph, () => null)
    .filter((spec) => spec.kind !== 'afterWork') // after-work labels show only when selected
    .map((spec) => {
      const size = labelSize({ text: spec.data.label, kind: spec.kind, conditional: spec.data.conditional });
      const at = layoutEdge({
        kind: spec.kind,
        source: rects.get(spec.source)!,
        target: rects.get(spec.target)!,
        selfLoop: spec.source === spec.target,
        twoWay: !!spec.data.twoWay,
        label: size,
        obstacles,
      });
      return { id: spec.id, box: labelRect(at.labelX, at.labelY, size), path: at.path };
    });
}

/**
 * Known divergence from "labels readable": after auto-layout these labels overlap another label
 * (mostly routes fanning out of one agent to agents stacked in the next layer, whose midpoints
 * are close). Placing labels against each other needs one pass over all edges (docs/PERFORMANCE.md
 * "Readable layouts"); until then the exact list is pinned.
 */
const LABELS_ON_LABELS: Record<string, string[]> = {
  'billing-support-sdk': ['triage-to-billing over support-to-triage'],
  'ag2-planning-control': [
    'control-out-of-attempts over control-done',
    'control-out-of-attempts over fn:record_status:control:terminator',
    'control-code-failed over control-engineer',
    'control-done over fn:record_status:control:engineer',
  ],
  'ag2-research-organisation': [
    'control-out-of-attempts over control-done',
    'control-code-failed over control-engineer',
    'control-code-failed over fn:record_status:control:engineer',
    'control-researcher over fn:record_status:control:researcher',
    'control-researcher over fn:post_execution_transfer:executor_response_formatter:terminator',
    'control-engineer over fn:record_status:control:engineer',
    'control-idea-maker over fn:post_execution_transfer:executor_response_formatter:terminator',
    'fn:record_status:control:engineer over fn:post_execution_transfer:executor_response_formatter:control',
    'fn:record_status:control:researcher over fn:post_execution_transfer:executor_response_formatter:terminator',
    'fn:record_status:control:idea_maker over fn:record_status:control:researcher_response_formatter',
  ],
};

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
    // a label on another label: not yet prevented (each edge places its label alone); the
    // overlaps there are today are pinned exactly, so a change either way shows here
    const stacked = labels.flatMap((l, i) => labels.slice(i + 1).filter((m) => intersects(l.box, m.box)).map((m) => `${l.id} over ${m.id}`));
    expect(stacked).toEqual(LABELS_ON_LABELS[example.id] ?? []);
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
});
