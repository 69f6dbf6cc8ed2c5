/** What a lint rule reports: a problem with the graph's meaning, tied to the item it concerns. */
import type { Graph } from '../schema.ts';

export type Severity = 'error' | 'warning';
export type TargetKind = 'graph' | 'agent' | 'handoff' | 'tool' | 'guardrail' | 'agentTool';

export interface Diagnostic {
  ruleId: string;
  severity: Severity;
  message: string;
  /** the canvas item to mark; `id` is the graph's id for graph-level problems */
  target: { kind: TargetKind; id: string };
  /** document path, `agents[2].tools[0]` style (see documentPath.ts) */
  path: string;
}

/** A lint rule: pure, total (never throws on a schema-valid graph), one concern. */
export interface LintRule {
  id: string;
  check: (graph: Graph) => Diagnostic[];
}
