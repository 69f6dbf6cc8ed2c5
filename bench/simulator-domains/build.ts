/**
 * A compact way to write the simulator benchmark's domains: each is a small handoff graph (a
 * front desk and its specialists, each specialist with a way back) plus the conversations it is
 * scored on. Tool code returns canned results so multi-turn cases can use what a tool said.
 */
import { GraphSchema, type Graph, type Runtime } from '../../src/graph/schema.ts';

export interface ToolSpec {
  name: string;
  description: string;
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  /** side-effecting tools wait for a person's approval */
  needsApproval?: boolean;
  /** the JSON (or text) the tool returns */
  returns: unknown;
}

export interface AgentSpec {
  id: string;
  name: string;
  instructions: string;
  handoffDescription: string;
  tools?: ToolSpec[];
}

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
  const runtime = spec.runtime ?? 'agents-sdk-js';
  const agents = [spec.frontDesk, ...spec.specialists];
  const tools = agents.flatMap((a) => a.tools ?? []);
  const graph = GraphSchema.parse({
    format: 'switchboard.graph',
    version: 1,
    id: `bench-${spec.name.toLowerCase()}`,
    name: spec.name,
    runtime,
    startAgent: spec.frontDesk.id,
    agents: agents.map((a) => ({ id: a.id, name: a.name, instructions: a.instructions, handoffDescription: a.handoffDescription, tools: (a.tools ?? []).map((t) => t.name) })),
    handoffs: [
      ...spec.specialists.map((s) => ({ id: `${spec.frontDesk.id}-${s.id}`, from: spec.frontDesk.id, to: s.id })),
      ...spec.specialists.map((s) => ({
        id: `${s.id}-back`,
        from: s.id,
        to: spec.frontDesk.id,
        trigger: { type: 'llm', toolName: 'transfer_back_to_front_desk', description: spec.wayBack, condition: null },
      })),
    ],
    tools: tools.map((t) => ({
      id: t.name,
      type: 'function',
      name: t.name,
      description: t.description,
      parameters: { type: 'object', properties: t.properties, required: t.required ?? Object.keys(t.properties), additionalProperties: false },
      code: `export default () => (${JSON.stringify(t.returns)});`,
      needsApproval: t.needsApproval ?? false,
    })),
  });
  return { name: spec.name, graph, cases: spec.cases };
}
