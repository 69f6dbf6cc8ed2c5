/**
 * New document elements (and the empty graph) with the schema's defaults written out, made
 * without zod: the document store makes them on first paint, where zod and the graph schema
 * (about 27 KiB gz) are not loaded (docs/PERFORMANCE.md, "First paint"). newElements.test.ts
 * checks each against the schema's own parse, so a default added to schema.ts fails there until
 * it is added here. Callers are the app's own typed code; files and pastes still go through
 * importGraph.
 */
import { GRAPH_FORMAT, GRAPH_VERSION } from './formatVersion.ts';
import type { Agent, AgentTool, FunctionTool, Graph, Guardrail, Handoff, HandoffTrigger, HostedTool, McpTool } from './schema.ts';

/** `defaults` overridden by the fields `init` sets (undefined means "not set", as for the schema). */
function withDefaults<T extends object>(defaults: T, init: object): T {
  const out = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(init)) if (value !== undefined) out[key] = value;
  return out as T;
}

export function newAgent(init: Partial<Agent> & Pick<Agent, 'id' | 'name'>): Agent {
  const defaults: Agent = {
    id: init.id,
    name: init.name,
    instructions: '',
    handoffDescription: '',
    model: null,
    modelSettings: {},
    tools: [],
    inputGuardrails: [],
    outputGuardrails: [],
    outputSchema: null,
    toolUseBehavior: 'run_llm_again',
    afterWork: null,
    position: { x: 0, y: 0 },
    color: null,
  };
  return withDefaults(defaults, init);
}

export function newHandoff(id: string, from: string, to: string, trigger?: HandoffTrigger): Handoff {
  return {
    id,
    from,
    to,
    trigger: trigger ?? { type: 'llm', toolName: null, description: null, condition: null },
    inputSchema: null,
    onHandoff: null,
    inputFilter: { type: 'none' },
    enabled: true,
  };
}

export function newAgentTool(id: string, from: string, to: string): AgentTool {
  return { id, from, to, toolName: null, toolDescription: null, outputExtractor: null, maxTurns: null };
}

export function newFunctionTool(init: Pick<FunctionTool, 'id' | 'name'> & Partial<FunctionTool>): FunctionTool {
  const defaults: FunctionTool = {
    id: init.id,
    type: 'function',
    name: init.name,
    description: '',
    parameters: { type: 'object', properties: {}, required: [], additionalProperties: false },
    code: '',
    timeoutMs: 5000,
    needsApproval: false,
    enabled: true,
    routesTo: [],
    inputGuardrails: [],
    outputGuardrails: [],
    position: null,
  };
  return withDefaults(defaults, init);
}

export function newHostedTool(id: string, hosted: HostedTool['hosted']): HostedTool {
  return { id, type: 'hosted', hosted, config: {}, position: null };
}

export function newMcpTool(id: string, serverLabel: string, serverUrl: string): McpTool {
  return { id, type: 'mcp', serverLabel, serverUrl, requireApproval: 'always', allowedTools: null, position: null };
}

export function newGuardrail(init: Partial<Guardrail> & Pick<Guardrail, 'id' | 'name' | 'kind'>): Guardrail {
  return withDefaults<Guardrail>({ id: init.id, kind: init.kind, name: init.name, code: '', runInParallel: true }, init);
}

/** A valid document with no agents: what a new project starts from. */
export function newGraph(name: string, id: string): Graph {
  return {
    format: GRAPH_FORMAT,
    version: GRAPH_VERSION,
    id,
    name,
    description: '',
    runtime: 'agents-sdk-js',
    startAgent: null,
    settings: { model: 'gpt-4.1-mini', modelSettings: {}, maxTurns: null, afterWork: null },
    context: {},
    agents: [],
    handoffs: [],
    tools: [],
    guardrails: [],
  };
}
