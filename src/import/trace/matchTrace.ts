/**
 * Matches a trace's agents, tools and handoffs to a graph by name. Agents: exact name, then the
 * name ignoring case, spaces and punctuation ("issues_and_repairs_agent" = "Issues and Repairs
 * Agent"), then the agent id. Tools: name or id. Handoffs: the edge between the two matched agents,
 * else the edge whose transfer tool has the traced tool's name. What does not match is listed for
 * the mapping step; a mapping the person chose wins over matching.
 */
import type { Graph } from '../../graph/schema.ts';
import { handoffToolName } from '../../graph/toolNames.ts';
import type { ImportedTrace, TraceSpan } from './traceModel.ts';

export type MatchHow = 'name' | 'similar name' | 'id' | 'mapped' | 'none';

export interface NameMatch {
  /** the name in the trace */
  name: string;
  /** the graph's id, or null: not on the graph */
  id: string | null;
  how: MatchHow;
}

export interface TraceMapping {
  /** trace agent name -> graph agent id (null: leave it off the graph) */
  agents: Record<string, string | null>;
  /** trace tool name -> graph tool id (null: leave it off the graph) */
  tools: Record<string, string | null>;
}

export interface TraceMatch {
  agents: NameMatch[];
  tools: NameMatch[];
  /** one per handoff span: the graph edge, or null (shown as a jump with no edge) */
  handoffs: Array<{ spanId: string; from: string | null; to: string | null; handoffId: string | null }>;
}

export const EMPTY_MAPPING: TraceMapping = { agents: {}, tools: {} };

function loose(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function lookup<T extends { id: string; name: string }>(items: readonly T[], name: string, mapped: string | null | undefined): NameMatch {
  if (mapped !== undefined) return { name, id: mapped !== null && items.some((i) => i.id === mapped) ? mapped : null, how: 'mapped' };
  const exact = items.find((i) => i.name === name);
  if (exact) return { name, id: exact.id, how: 'name' };
  const key = loose(name);
  const similar = key ? items.filter((i) => loose(i.name) === key) : [];
  if (similar.length === 1) return { name, id: similar[0].id, how: 'similar name' };
  const byId = items.find((i) => i.id === name);
  if (byId) return { name, id: byId.id, how: 'id' };
  return { name, id: null, how: 'none' };
}

function distinct(values: Array<string | null>): string[] {
  return [...new Set(values.filter((v): v is string => v !== null && v !== ''))];
}

export function traceAgentNames(trace: ImportedTrace): string[] {
  return distinct(trace.spans.flatMap((s) => [s.kind === 'agent' ? s.agentName : null, s.fromAgent, s.toAgent]));
}

export function traceToolNames(trace: ImportedTrace): string[] {
  return distinct(trace.spans.map((s) => (s.kind === 'tool' ? s.toolName : null)));
}

export function matchTrace(trace: ImportedTrace, graph: Graph, mapping: TraceMapping = EMPTY_MAPPING): TraceMatch {
  const agents = traceAgentNames(trace).map((name) => lookup(graph.agents, name, Object.hasOwn(mapping.agents, name) ? mapping.agents[name] : undefined));
  const named = graph.tools.map((t) => ({ id: t.id, name: 'name' in t && typeof t.name === 'string' ? t.name : t.id }));
  const tools = traceToolNames(trace).map((name) => lookup(named, name, Object.hasOwn(mapping.tools, name) ? mapping.tools[name] : undefined));
  const agentId = new Map(agents.map((a) => [a.name, a.id]));
  const handoffs = trace.spans
    .filter((s): s is TraceSpan => s.kind === 'handoff')
    .map((span) => {
      const from = span.fromAgent ? agentId.get(span.fromAgent) ?? null : null;
      const to = span.toAgent ? agentId.get(span.toAgent) ?? null : null;
      const byAgents = from && to ? graph.handoffs.filter((h) => h.from === from && h.to === to) : [];
      let edge = byAgents.length === 1 ? byAgents[0] : undefined;
      if (!edge && span.toolName) edge = graph.handoffs.find((h) => (from === null || h.from === from) && handoffToolName(graph, h) === span.toolName);
      edge ??= byAgents[0];
      return { spanId: span.id, from, to: to ?? edge?.to ?? null, handoffId: edge?.id ?? null };
    });
  return { agents, tools, handoffs };
}

/** True when the person has something to decide: an agent or a tool the graph does not have by name. */
export function needsMapping(match: TraceMatch): boolean {
  return match.agents.some((a) => a.how === 'none') || match.tools.some((t) => t.how === 'none');
}
