import { describe, expect, it } from 'vitest';
import { BLOCK } from './batchBlocks.ts';
import { agentAt, agentsInside, batchedBoxPaths, boxPath, newAgentBatchCache, splitAgentsForBatching } from './batchedAgents.ts';
import type { Rect } from './edgeGeometry.ts';
import type { AgentFlowNode, CanvasNode, GroupFlowNode } from './flowTypes.ts';

const agent = (id: string, color: string | null = null, selected = false): AgentFlowNode => ({
  id,
  type: 'agent',
  position: { x: 0, y: 0 },
  selected,
  data: { name: id, model: 'm', modelIsDefault: true, tools: [], guardrails: 0, isStart: false, afterWork: null, lint: null, color },
});
const group = (id: string): GroupFlowNode => ({
  id,
  type: 'agentGroup',
  position: { x: 0, y: 0 },
  data: { groupId: id, name: id, color: null, members: [], collapsed: false, overview: false },
});

function world(rects: Record<string, Rect>) {
  return (id: string) => rects[id] ?? null;
}

describe('batchedBoxPaths', () => {
  it('draws each agent as its closed box, one path per colour, in order', () => {
    const agents = [agent('a', '#f00'), agent('b', '#0f0'), agent('c', '#f00')];
    const rectOf = world({ a: { x: 0, y: 0, width: 240, height: 88 }, b: { x: 300, y: 10.04, width: 240, height: 88 }, c: { x: -5, y: 200, width: 100, height: 50 } });
    const paths = batchedBoxPaths(agents, rectOf, (n) => n.data.color, newAgentBatchCache());
    expect(paths.map((p) => [p.color, p.count, p.d])).toEqual([
      ['#f00', 2, 'M0 0h240v88h-240zM-5 200h100v50h-100z'],
      ['#0f0', 1, 'M300 10h240v88h-240z'],
    ]);
  });

  it('leaves out nodes without a colour or a rectangle (a group box on the mini map, an agent not derived yet)', () => {
    const nodes: CanvasNode[] = [agent('a', '#f00'), group('g'), agent('ghost', '#f00')];
    const paths = batchedBoxPaths(nodes, world({ a: { x: 0, y: 0, width: 10, height: 10 }, g: { x: 0, y: 0, width: 50, height: 50 } }), (n) => (n.type === 'agent' ? n.data.color : null), newAgentBatchCache());
    expect(paths.map((p) => p.count)).toEqual([1]);
  });

  it('keeps every block whose agents did not change (same object): a moved agent rewrites its block only', () => {
    const agents = Array.from({ length: BLOCK * 2 + 5 }, (_, i) => agent(`a${i}`, '#00f'));
    const rects: Record<string, Rect> = Object.fromEntries(agents.map((a, i) => [a.id, { x: i * 300, y: 0, width: 240, height: 88 }]));
    const cache = newAgentBatchCache();
    const before = batchedBoxPaths(agents, world(rects), () => '#00f', cache);
    expect(before.map((p) => p.count)).toEqual([BLOCK, BLOCK, 5]);
    // a drag replaces the moved agent's node object (flowStore) and its rectangle
    const moved = BLOCK + 3;
    rects[`a${moved}`] = { x: 1, y: 2, width: 240, height: 88 };
    const next = agents.slice();
    next[moved] = { ...agents[moved] };
    const after = batchedBoxPaths(next, world(rects), () => '#00f', cache);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1].d).toContain('M1 2h240v88h-240z');
    expect(after[2]).toBe(before[2]);
    // an unchanged node keeps its box even if asked again with a new rectangle: the node is the version
    expect(batchedBoxPaths(next, world(rects), () => '#00f', cache)).toEqual(after);
  });
});

describe('splitAgentsForBatching', () => {
  it('keeps groups and the agents asked for as React Flow nodes, batches the rest', () => {
    const nodes: CanvasNode[] = [agent('a'), agent('b', null, true), group('g'), agent('c')];
    const { single, batched } = splitAgentsForBatching(nodes, true, (a) => !!a.selected || a.id === 'c');
    expect(single.map((n) => n.id)).toEqual(['b', 'g', 'c']);
    expect(batched.map((n) => n.id)).toEqual(['a']);
  });

  it('without batching hands React Flow the same array', () => {
    const nodes: CanvasNode[] = [agent('a')];
    expect(splitAgentsForBatching(nodes, false, () => false).single).toBe(nodes);
  });
});

describe('agentAt and agentsInside', () => {
  const agents = [agent('under'), agent('over'), agent('far')];
  const rectOf = world({ under: { x: 0, y: 0, width: 100, height: 50 }, over: { x: 50, y: 25, width: 100, height: 50 }, far: { x: 500, y: 500, width: 100, height: 50 } });

  it('finds the box drawn on top where two overlap, and nothing on empty canvas', () => {
    expect(agentAt(agents, rectOf, { x: 60, y: 30 })?.id).toBe('over');
    expect(agentAt(agents, rectOf, { x: 10, y: 10 })?.id).toBe('under');
    expect(agentAt(agents, rectOf, { x: 300, y: 300 })).toBeNull();
  });

  it('widens boxes by the slop so a press on a border a pixel out still hits', () => {
    expect(agentAt(agents, rectOf, { x: 603, y: 520 })).toBeNull();
    expect(agentAt(agents, rectOf, { x: 603, y: 520 }, 5)?.id).toBe('far');
  });

  it('takes the box under the point before a neighbour drawn later that only the slop reaches, and the nearest of those', () => {
    const rows = [agent('upper'), agent('lower'), agent('next')];
    const rowsOf = world({ upper: { x: 0, y: 0, width: 100, height: 50 }, lower: { x: 0, y: 54, width: 100, height: 50 }, next: { x: 0, y: 108, width: 100, height: 50 } });
    expect(agentAt(rows, rowsOf, { x: 50, y: 48 }, 8)?.id).toBe('upper');
    expect(agentAt(rows, rowsOf, { x: 50, y: 104 }, 8)?.id).toBe('lower');
    expect(agentAt(rows, rowsOf, { x: 50, y: 105 }, 8)?.id).toBe('lower');
    expect(agentAt(rows, rowsOf, { x: 50, y: 107 }, 8)?.id).toBe('next');
  });

  it('takes only the boxes wholly inside a selection box, as React Flow does for nodes', () => {
    expect(agentsInside(agents, rectOf, { x: -1, y: -1, width: 160, height: 80 }).map((a) => a.id)).toEqual(['under', 'over']);
    expect(agentsInside(agents, rectOf, { x: -1, y: -1, width: 120, height: 80 }).map((a) => a.id)).toEqual(['under']);
  });
});

describe('boxPath', () => {
  it('rounds to a tenth of a flow unit', () => {
    expect(boxPath({ x: 1.234, y: -0.06, width: 240, height: 88.25 })).toBe('M1.2 -0.1h240v88.3h-240z');
  });
});
