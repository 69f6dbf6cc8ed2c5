/**
 * A compact way to write the simulator benchmark's domains: each is a small handoff graph (a
 * front desk and its specialists, each specialist with a way back) plus the conversations it is
 * scored on. Tool code returns canned results so multi-turn cases can use what a tool said.
 */
import type { Graph, Runtime } from '../../src/graph/schema.ts';
import { serviceGraph, type AgentSpec as SharedAgentSpec, type ToolSpec as SharedToolSpec } from '../../src/models/simulator/testing/dialogue.ts';

/** A bench tool always says what it returns; a bench agent always has a name and a handoff description. */
export type ToolSpec = SharedToolSpec & { returns: unknown };
export type AgentSpec = Omit<SharedAgentSpec, 'tools'> & { name: string; handoffDescription: string; tools?: ToolSpec[] };

/** One user message and what should happen in that turn. */
export interface Turn {
  say: string;
  /** the agent that holds the conversation when the turn ends */
  route: string;
  /** the tool that should be called in this turn; null: no tool at all; absent: not scored */
  tool?: string | null;
  /** expected arguments of that tool (a subset: other arguments are not scored) */
  args?: Record<string, unknown>;
}

export interface Case {
  name: string;
  turns: Turn[];
}

export interface Domain {
  name: string;
  graph: Graph;
  cases: Case[];
}

export interface DomainSpec {
  name: string;
  runtime?: Runtime;
  frontDesk: AgentSpec;
  specialists: AgentSpec[];
  /** description of each specialist's handoff back to the front desk */
  wayBack: string;
  cases: Case[];
}

export function domain(spec: DomainSpec): Domain {
  const graph = serviceGraph(`bench-${spec.name.toLowerCase()}`, [spec.frontDesk, ...spec.specialists], {
    name: spec.name,
    wayBack: spec.wayBack,
    ...(spec.runtime ? { runtime: spec.runtime } : {}),
  });
  return { name: spec.name, graph, cases: spec.cases };
}
