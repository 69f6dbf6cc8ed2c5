/**
 * Small graph builders for engine tests: parse through the real schema so defaults apply.
 */
import { GraphSchema, type Graph, type GraphInput } from '../../graph/schema.ts';

type AgentIn = NonNullable<GraphInput['agents']>[number];
type HandoffIn = NonNullable<GraphInput['handoffs']>[number];
type ToolIn = NonNullable<GraphInput['tools']>[number];
type GuardrailIn = NonNullable<GraphInput['guardrails']>[number];
type AgentToolIn = NonNullable<GraphInput['agentTools']>[number];

export interface TestGraphInput {
  runtime?: Graph['runtime'];
  startAgent?: string;
  agents: Array<Omit<AgentIn, 'id'> & { id: string }>;
  handoffs?: HandoffIn[];
  tools?: ToolIn[];
  guardrails?: GuardrailIn[];
  agentTools?: AgentToolIn[];
  maxTurns?: number | null;
  context?: GraphInput['context'];
  documents?: GraphInput['documents'];
}

export function testGraph(input: TestGraphInput): Graph {
  return GraphSchema.parse({
    format: 'switchboard.graph',
    version: 1,
    id: 'test-graph',
    name: 'Test graph',
    runtime: input.runtime ?? 'agents-sdk-js',
    startAgent: input.startAgent ?? input.agents[0]?.id ?? null,
    settings: { model: 'test-model', modelSettings: {}, maxTurns: input.maxTurns ?? null, afterWork: null },
    context: input.context ?? {},
    agents: input.agents,
    handoffs: input.handoffs ?? [],
    tools: input.tools ?? [],
    guardrails: input.guardrails ?? [],
    ...(input.agentTools ? { agentTools: input.agentTools } : {}),
    ...(input.documents ? { documents: input.documents } : {}),
  });
}

/** A handoff edge with the llm trigger and defaults. */
export function edge(id: string, from: string, to: string, extra: Partial<HandoffIn> = {}): HandoffIn {
  return { id, from, to, ...extra };
}
