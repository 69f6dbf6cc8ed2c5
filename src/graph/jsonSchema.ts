/**
 * The published JSON Schema of the graph file (`public/switchboard-graph.schema.json`), generated
 * from the zod schema so the two can never disagree. Written by `npm run schema:write`.
 */
import { z } from 'zod';
import { GRAPH_VERSION, GraphSchema } from './schema.ts';

type Node = Record<string, unknown>;

/**
 * zod renders our closed-but-extensible objects (schema.ts `docObject`) as
 * `additionalProperties: {}`; JSON Schema can say what we mean: `x-` keys allowed, nothing else.
 * Maps (records, no `properties`) stay open.
 */
function closeDocumentObjects(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(closeDocumentObjects);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const obj = node as Node;
  const ap = obj.additionalProperties;
  if (obj.type === 'object' && typeof obj.properties === 'object' && typeof ap === 'object' && ap !== null && Object.keys(ap).length === 0) {
    obj.patternProperties = { '^x-': {} };
    obj.additionalProperties = false;
  }
  Object.values(obj).forEach(closeDocumentObjects);
}

export function graphJsonSchema(): Node {
  const generated = z.toJSONSchema(GraphSchema, { io: 'input', target: 'draft-2020-12' }) as Node;
  closeDocumentObjects(generated);
  const { $schema, ...rest } = generated;
  return {
    $schema,
    title: `Switchboard graph, format version ${GRAPH_VERSION}`,
    description: 'A multi-agent handoff graph (docs/GRAPH-FORMAT.md). Generated from src/graph/schema.ts; do not edit by hand.',
    ...rest,
  };
}

/** The exact text of the published file. */
export function graphJsonSchemaText(): string {
  return `${JSON.stringify(graphJsonSchema(), null, 2)}\n`;
}
