/**
 * A graph's labelled routes as `placeLabels` takes them, from agent rectangles given by the caller
 * (an auto-layout), for the label tests and `npm run bench -- labels`. The canvas builds the same
 * input from its flow edges (labelPlacement.ts labelledEdges); this one starts from the document.
 */
import type { Graph } from '../../../graph/schema.ts';
import type { Rect } from '../edgeGeometry.ts';
import { labelSize, type LabelledEdge } from '../edgeLayout.ts';
import { routingEdges } from '../routingEdges.ts';

export function graphLabels(graph: Graph, rects: ReadonlyMap<string, Rect>, scales?: number[]): LabelledEdge[] {
  return routingEdges(graph, () => null)
    .filter((spec) => spec.kind !== 'afterWork') // after-work labels show only when selected
    .map((spec) => ({
      id: spec.id,
      kind: spec.kind,
      source: rects.get(spec.source)!,
      target: rects.get(spec.target)!,
      selfLoop: spec.source === spec.target,
      twoWay: !!spec.data.twoWay,
      label: labelSize({ text: spec.data.label, kind: spec.kind, conditional: spec.data.conditional }),
      scales,
      obstacles: [],
    }));
}
