/**
 * A change from a shared room is checked against the graph format before it reaches the store,
 * element by element (only what the change touched: cheap while someone types). An element the
 * change made invalid keeps its last valid state here and the problem is reported; nothing else
 * of the change is held back. The graph format is the same the importer checks a file with.
 */
import type { z } from 'zod';
import { AgentSchema, AgentToolSchema, EvalSuiteSchema, GraphSettingsSchema, GroupSchema, GuardrailSchema, HandoffSchema, ToolSchema, type Graph } from '../../graph/schema.ts';

export interface RemoteProblem {
  /** where: `agents.sales`, `settings`, `evals` */
  path: string;
  /** why: the first problem the format reports, with its field */
  message: string;
}

const ELEMENT_SCHEMAS = {
  agents: AgentSchema,
  handoffs: HandoffSchema,
  tools: ToolSchema,
  guardrails: GuardrailSchema,
  agentTools: AgentToolSchema,
  groups: GroupSchema,
} as const satisfies Record<string, z.ZodType>;

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const at = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${at}${issue.message}`;
}

/**
 * `before`: the graph shown here; `next`: the room's graph now; `lastRoom`: the room's graph as
 * last read (elements the room did not change since keep what is shown here, unchecked: an
 * element held back once is not reported again).
 */
export function checkRemote(before: Graph, next: Graph, lastRoom?: Graph): { graph: Graph; problems: RemoteProblem[] } {
  const problems: RemoteProblem[] = [];
  const out = { ...next } as Record<string, unknown>;
  const was = before as unknown as Record<string, unknown>;
  const room = (lastRoom ?? before) as unknown as Record<string, unknown>;
  for (const [name, schema] of Object.entries(ELEMENT_SCHEMAS)) {
    const items = (next as unknown as Record<string, { id: string }[] | undefined>)[name];
    if (!items || items === was[name]) continue;
    const old = new Map(((was[name] as { id: string }[] | undefined) ?? []).map((item) => [item.id, item]));
    const unchanged = new Set((room[name] as { id: string }[] | undefined) ?? []);
    let changed = false;
    const kept: { id: string }[] = [];
    for (const item of items) {
      const previous = old.get(item.id);
      if (item === previous) {
        kept.push(item);
        continue;
      }
      if (unchanged.has(item)) {
        changed = true;
        if (previous) kept.push(previous);
        continue;
      }
      const result = schema.safeParse(item);
      if (result.success) {
        kept.push(item);
        continue;
      }
      problems.push({ path: `${name}.${item.id}`, message: firstProblem(result.error) });
      changed = true;
      if (previous) kept.push(previous);
    }
    if (changed) out[name] = kept;
  }
  for (const [name, schema] of [
    ['settings', GraphSettingsSchema],
    ['evals', EvalSuiteSchema],
  ] as const) {
    const value = out[name];
    if (value === was[name] || value === undefined) continue;
    if (value === room[name]) {
      out[name] = was[name];
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) continue;
    problems.push({ path: name, message: firstProblem(result.error) });
    out[name] = was[name];
  }
  return { graph: out as unknown as Graph, problems };
}
