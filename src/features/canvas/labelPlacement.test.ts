import { describe, expect, it } from 'vitest';
import type { Rect } from './edgeGeometry.ts';
import { intersects, labelRect, placeLabels, type LabelledEdge } from './edgeLayout.ts';
import type { RoutingEdge } from './flowTypes.ts';
import { labelledEdges, labelScaleAtZoom, nextPass, READABLE_LABEL_PX } from './labelPlacement.ts';

const rects = new Map<string, Rect>([
  ['a', { x: 0, y: 100, width: 240, height: 88 }],
  ['b', { x: 480, y: 40, width: 240, height: 88 }],
  ['c', { x: 480, y: 140, width: 240, height: 88 }],
  ['d', { x: 480, y: 240, width: 240, height: 88 }],
]);
const obstaclesIn = (area: Rect) => [...rects.values()].filter((r) => intersects(r, area));

function edge(id: string, type: RoutingEdge['type'], source: string, target: string, selected = false): RoutingEdge {
  return { id, type, source, target, selected, data: { label: `route_${id}`, title: id, disabled: false, conditional: false, lint: null } };
}

const edges = [edge('ab', 'llm', 'a', 'b'), edge('ac', 'llm', 'a', 'c'), edge('ad', 'function', 'a', 'd'), edge('aw', 'afterWork', 'a', 'c')];
const labelled = (list = edges, at = rects, scale = 1) => labelledEdges(list, (id) => at.get(id) ?? null, scale);

describe('the canvas places its labels together', () => {
  it('takes the edges that show a label: an after-work route only when selected', () => {
    expect(labelled().map((e) => e.id)).toEqual(['ab', 'ac', 'ad']);
    expect(labelled([...edges.slice(0, 3), edge('aw', 'afterWork', 'a', 'c', true)]).map((e) => e.id)).toEqual(['ab', 'ac', 'ad', 'aw']);
  });

  it('zoomed out, a label is tried at a readable scale, then halfway, then its plain size', () => {
    expect(labelled()[0].scales).toEqual([1]);
    expect(labelled(edges, rects, 1.68)[0].scales).toEqual([1.68, 1.34, 1]);
  });

  it('the spots are the whole pass when nothing moved; a selection (same rectangles) does no work', () => {
    const first = nextPass(null, labelled(), 1, false, obstaclesIn);
    expect(Object.fromEntries(first.spots)).toEqual(Object.fromEntries(placeLabels(labelled(), obstaclesIn)));
    expect(nextPass(first, labelled(), 1, false, obstaclesIn)).toBe(first);
  });

  it('during a drag only the moving routes are placed again; the drop places all of them as the test does', () => {
    const first = nextPass(null, labelled(), 1, false, obstaclesIn);
    const moved = new Map(rects);
    moved.set('d', { x: 480, y: 600, width: 240, height: 88 });
    const dragging = nextPass(first, labelled(edges, moved), 1, true, obstaclesIn);
    // unmoved routes keep their spot objects (their labels do not re-render)
    expect(dragging.spots.get('ab')).toBe(first.spots.get('ab'));
    expect(dragging.spots.get('ac')).toBe(first.spots.get('ac'));
    expect(dragging.spots.get('ad')).not.toEqual(first.spots.get('ad'));
    expect(dragging.partial).toBe(true);
    // the drop: same rectangles, but no drag any more, so the whole pass runs
    const dropped = nextPass(dragging, labelled(edges, moved), 1, false, obstaclesIn);
    expect(dropped.partial).toBe(false);
    const movedObstacles = (area: Rect) => [...moved.values()].filter((r) => intersects(r, area));
    expect(Object.fromEntries(dropped.spots)).toEqual(Object.fromEntries(placeLabels(labelled(edges, moved), movedObstacles)));
  });

  it('a drag frame reuses the kept labels\' boxes of the frame before and places exactly as a fresh pass would', () => {
    // a crowded grid (labels do not fit between agents: every spot is tried), one agent dragged over 12 frames
    const grid = new Map<string, Rect>();
    const cols = 6;
    for (let i = 0; i < 30; i++) grid.set(`n${i}`, { x: (i % cols) * 320, y: Math.floor(i / cols) * 160, width: 240, height: 88 });
    const list: RoutingEdge[] = [];
    for (let i = 0; i < 30; i++) {
      if ((i + 1) % cols) list.push(edge(`r${i}`, 'llm', `n${i}`, `n${i + 1}`));
      if (i + cols < 30) list.push(edge(`d${i}`, 'llm', `n${i}`, `n${i + cols}`));
      list.push(edge(`x${i}`, i % 3 ? 'llm' : 'function', `n${i}`, `n${(i * 7 + 11) % 30}`));
    }
    const obstacles = (at: Map<string, Rect>) => (area: Rect) => [...at.values()].filter((r) => intersects(r, area));
    let carried = nextPass(null, labelled(list, grid), 1, false, obstacles(grid));
    let fresh = carried;
    const grids = new Set<unknown>();
    for (let f = 1; f <= 12; f++) {
      const at = new Map(grid);
      at.set('n14', { ...grid.get('n14')!, x: grid.get('n14')!.x + 9 * f, y: grid.get('n14')!.y + 5 * f });
      carried = nextPass(carried, labelled(list, at), 1, true, obstacles(at));
      // the same chain with nothing handed on: each frame builds every kept box again
      fresh = nextPass({ ...fresh, carry: undefined }, labelled(list, at), 1, true, obstacles(at));
      expect(Object.fromEntries(carried.spots), `frame ${f}`).toEqual(Object.fromEntries(fresh.spots));
      grids.add(carried.carry?.labels);
    }
    // one set of kept boxes for the whole drag (built on its first frame)
    expect(grids.size).toBe(1);
  });

  it('no label of the pass lies on another or on an agent', () => {
    const list: LabelledEdge[] = labelled();
    const { spots } = nextPass(null, list, 1, false, obstaclesIn);
    const boxes = list.map((e) => labelRect(spots.get(e.id)!.labelX, spots.get(e.id)!.labelY, e.label));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(intersects(boxes[i], boxes[j])).toBe(false);
      expect(obstaclesIn(boxes[i]).filter((r) => intersects(r, boxes[i]))).toEqual([]);
    }
  });

  it('zoomed out, labels are enlarged so that their type stays readable on screen, in a few steps', () => {
    expect(labelScaleAtZoom(1)).toBe(1);
    expect(labelScaleAtZoom(0.9)).toBe(1); // 9.45 px on screen as it is
    for (const zoom of [0.5, 0.55, 0.64, 0.73, 0.8]) {
      expect(10.5 * labelScaleAtZoom(zoom) * zoom, `zoom ${zoom}`).toBeGreaterThanOrEqual(READABLE_LABEL_PX - 0.01);
      expect(labelScaleAtZoom(zoom)).toBeLessThanOrEqual(2);
    }
    const steps = new Set(Array.from({ length: 50 }, (_, i) => labelScaleAtZoom(0.5 + i / 100)));
    expect(steps.size).toBeLessThanOrEqual(5);
  });
});
