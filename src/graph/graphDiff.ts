/**
 * What changed between two versions of a graph, per element and per field: agents, routes
 * (handoffs, agents called as tools) and tools added, removed or changed (docs/COLLABORATION.md
 * "History"). Pure: the canvas draws it, the diff panel lists it.
 */
import type { Graph } from './schema.ts';

export interface ElementChange {
  id: string;
  name: string;
  /** changed fields, with both values (position changes are listed like any field) */
  fields: { field: string; before: unknown; after: unknown }[];
}

export interface KindDiff {
  added: { id: string; name: string }[];
  removed: { id: string; name: string }[];
  changed: ElementChange[];
}

export interface GraphDiff {
  agents: KindDiff;
  routes: KindDiff;
  tools: KindDiff;
  graph: ElementChange['fields'];
}

type Element = { id: string } & Record<string, unknown>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function diffKind(before: Element[], after: Element[], nameOf: (e: Element) => string): KindDiff {
  const old = new Map(before.map((e) => [e.id, e]));
  const now = new Map(after.map((e) => [e.id, e]));
  const out: KindDiff = { added: [], removed: [], changed: [] };
  for (const e of after) if (!old.has(e.id)) out.added.push({ id: e.id, name: nameOf(e) });
  for (const e of before) if (!now.has(e.id)) out.removed.push({ id: e.id, name: nameOf(e) });
  for (const e of after) {
    const b = old.get(e.id);
    if (!b || b === e) continue;
    const fields = [...new Set([...Object.keys(b), ...Object.keys(e)])]
      .filter((f) => !same(b[f], e[f]))
      .map((field) => ({ field, before: b[field], after: e[field] }));
    if (fields.length) out.changed.push({ id: e.id, name: nameOf(e), fields });
  }
  return out;
}

export function diffGraphs(before: Graph, after: Graph): GraphDiff {
  const agentName = new Map([...before.agents, ...after.agents].map((a) => [a.id, a.name]));
  const routeName = (e: Element) => `${agentName.get(String(e.from)) ?? e.from} → ${agentName.get(String(e.to)) ?? e.to}`;
  const routes = (g: Graph): Element[] => [
    ...(g.handoffs as unknown as Element[]),
    ...((g.agentTools ?? []) as unknown as Element[]).map((t) => ({ ...t, id: `tool-call:${t.id}` })),
  ];
  const graphFields = ['name', 'description', 'runtime', 'startAgent', 'settings', 'context', 'guardrails', 'groups', 'evals'] as const;
  return {
    agents: diffKind(before.agents as unknown as Element[], after.agents as unknown as Element[], (e) => String(e.name)),
    routes: diffKind(routes(before), routes(after), routeName),
    tools: diffKind(before.tools as unknown as Element[], after.tools as unknown as Element[], (e) => String(e.name ?? e.id)),
    graph: graphFields.filter((f) => !same(before[f], after[f])).map((field) => ({ field, before: before[field], after: after[field] })),
  };
}

export const diffIsEmpty = (d: GraphDiff) =>
  [d.agents, d.routes, d.tools].every((k) => !k.added.length && !k.removed.length && !k.changed.length) && d.graph.length === 0;

/** A line diff (LCS) for instructions and code: each line kept, added or removed. */
export function lineDiff(before: string, after: string): { kind: ' ' | '+' | '-'; text: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length * b.length > 4_000_000) return [...a.map((text) => ({ kind: '-' as const, text })), ...b.map((text) => ({ kind: '+' as const, text }))];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => Array.from({ length: b.length + 1 }, () => 0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: { kind: ' ' | '+' | '-'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: ' ', text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push({ kind: '-', text: a[i++] });
    else out.push({ kind: '+', text: b[j++] });
  }
  while (i < a.length) out.push({ kind: '-', text: a[i++] });
  while (j < b.length) out.push({ kind: '+', text: b[j++] });
  return out;
}
