/**
 * Version 0: the pre-release draft format the first prototypes wrote. It differs from v1 in:
 * - `startAgentId` (now `startAgent`), top-level `model` / `maxTurns` (now under `settings`),
 *   `variables` (now `context`);
 * - agents: `toolIds` (now `tools`), `x` / `y` (now `position`), `afterWork` as a string
 *   ("terminate" | "revert_to_user" | "stay") or `{ agent }` (now a `{ type, ... }` object);
 * - `edges` with `source` / `target` / `kind` ("llm" | "context") and flat `toolName`,
 *   `condition`, `when` (now `handoffs` with `from` / `to` / `trigger`).
 * Anything else is carried over untouched, so unknown draft fields still fail validation with
 * their path instead of vanishing.
 */
import type { JsonRecord, Migration } from '../migrations.ts';

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rename(obj: JsonRecord, from: string, to: string): void {
  if (from in obj) {
    if (!(to in obj)) obj[to] = obj[from];
    delete obj[from];
  }
}

function migrateAfterWork(value: unknown): unknown {
  if (typeof value === 'string') return { type: value };
  if (isRecord(value) && !('type' in value) && 'agent' in value) return { type: 'agent', ...value };
  return value;
}

function migrateAgent(agent: unknown): unknown {
  if (!isRecord(agent)) return agent;
  rename(agent, 'toolIds', 'tools');
  if ('x' in agent || 'y' in agent) {
    agent.position ??= { x: agent.x ?? 0, y: agent.y ?? 0 };
    delete agent.x;
    delete agent.y;
  }
  if ('afterWork' in agent) agent.afterWork = migrateAfterWork(agent.afterWork);
  return agent;
}

function migrateEdge(edge: unknown): unknown {
  if (!isRecord(edge)) return edge;
  const { source, target, kind, toolName, condition, when, ...rest } = edge;
  const trigger =
    kind === 'context'
      ? { type: 'context', when }
      : { type: 'llm', toolName: toolName ?? null, description: null, condition: condition ?? null };
  return { ...rest, from: source, to: target, trigger };
}

export const v0ToV1: Migration = {
  from: 0,
  to: 1,
  summary: 'Upgraded a version 0 draft: edges became handoffs, startAgentId became startAgent, model and maxTurns moved into settings.',
  migrate(doc) {
    const out: JsonRecord = { ...doc };
    rename(out, 'startAgentId', 'startAgent');
    rename(out, 'variables', 'context');
    if ('model' in out || 'maxTurns' in out) {
      const settings: JsonRecord = isRecord(out.settings) ? { ...out.settings } : {};
      if ('model' in out) settings.model ??= out.model;
      if ('maxTurns' in out) settings.maxTurns ??= out.maxTurns;
      delete out.model;
      delete out.maxTurns;
      out.settings = settings;
    }
    if (Array.isArray(out.agents)) out.agents = out.agents.map(migrateAgent);
    if ('edges' in out) {
      out.handoffs = Array.isArray(out.edges) ? out.edges.map(migrateEdge) : out.edges;
      delete out.edges;
    }
    out.version = 1;
    return out;
  },
};
