/**
 * Equivalence harness for the TypeScript export: the same scripted model turns drive (1) the
 * module `exportAgentsTs(graph)` generates, loaded into this process and run on the real
 * `@openai/agents` 0.20.0, and (2) Switchboard's engine (`run()`, Node sandbox, trusted) on the
 * graph itself. Both runs are reduced to what the model was shown and what the run returned, so
 * a test compares them with one toEqual.
 *
 * The export is driven three ways:
 * - `startAgent`: `runner.run(startAgent, input, { context: initialContext(), maxTurns })`, with
 *   approvals answered by resuming the run state; this checks what the export declares (agents,
 *   instructions, tools and their code, handoffs, filters, rules, guardrails);
 * - `runGraph`: the module's own `runGraph()` (what its `main()` calls), which adds the generated
 *   run-loop glue (approvals and whatever else the exporter emits);
 * - `stream`: as `startAgent` with `stream: true` (and the engine streaming too), the way the
 *   playground runs.
 * Both use a Runner whose model provider returns the scripted model for every model name (the
 * export names its models: `DEFAULT_MODEL` or the agent's own); the name each call was made
 * under is compared with the engine's `request.model`.
 *
 * Normalised, and why (everything else must be identical):
 * - protocol item `id`s: the SDK's scripted function calls carry `id = callId`, ours none;
 * - `providerData` on items: SDK bookkeeping the API never receives as message content;
 * - keys whose value is `undefined` (the SDK spells optional fields out, we leave them off);
 * - request fields that are not model-visible: `_internal`, `tracing`, `signal`, `previousResponseId`,
 *   `conversationId`, `overridePromptModel`, `toolsExplicitlyProvided`, `deferLoading`;
 * - the structured output type: the SDK sends `outputType` ('text' or `{ type: 'json_schema',
 *   schema }`), we send `outputSchema` (null or the schema); both reduce to the schema or null;
 * - `$schema` at the root of tool parameters and handoff input schemas: the SDK adds the draft-07
 *   dialect marker to every schema it converts from zod (the issue asks for zod parameters); it
 *   constrains nothing;
 * - nullable representation, unless `exactSchemas`: `{ anyOf: [{ type: T }, { type: 'null' }] }`
 *   and `{ type: [T, 'null'] }` (same meaning) both become the latter. This is a real, if benign,
 *   divergence of the exporter (DIVERGENCES.md "nullable-anyof"); a dedicated `it.fails` compares
 *   with `exactSchemas` so it stays visible while the other scenarios check everything else;
 * - hosted tools: both reduce to `{ type: 'hosted_tool', name, config }` with config =
 *   providerData snake_cased, without `type`/`name` (the SDK repeats the tool name there) and
 *   null/undefined, and with the API's defaults and alternative spellings made equal: MCP is
 *   `hosted_mcp` in the SDK and `mcp` in ours (both are sent as `type: 'mcp'`), its allowed tools
 *   `{ tool_names: [...] }` (SDK) or `[...]` (ours; both accepted by the API); web search's
 *   `search_context_size: 'medium'` is the API default the SDK spells out; code interpreter's
 *   `container: { type: 'auto' }` is added by our provider when it sends the request
 *   (src/models/openaiResponses.ts hostedTool), by the SDK already in providerData;
 * - errors: compared by class name and message;
 * - a run both sides end with InputGuardrailTripwireTriggered: the model call races the parallel
 *   guardrail in both, so only the requests the SDK made are compared (as the engine's own
 *   equivalence suite does).
 */
import { Runner, Usage, type Agent, type RunToolApprovalItem } from '@openai/agents';
import { ScriptedModel, modelResponse } from '@openai/agents-core/testing';
import { drive } from '../../engine/testing/drive.ts';
import type { Sandbox } from '../../engine/sandbox.ts';
import type { Graph } from '../../graph/schema.ts';
import type { OutputItem } from '../../models/items.ts';
import { exportAgentsTs } from '../agentsTs.ts';
import { withoutSdkBookkeeping } from '../../engine/testing/withoutSdkBookkeeping.ts';

/** What the generated module exports for tests (see the header of src/export/agentsTs.ts). */
export interface ExportedModule {
  agents: Record<string, Agent<any, any>>;
  startAgent: Agent<any, any>;
  initialContext: () => Record<string, unknown>;
  runGraph: (input: string, options: { runner?: Runner; context?: Record<string, unknown>; approve?: (item: RunToolApprovalItem) => Promise<boolean> }) => Promise<any>;
}

export interface VisibleRequest {
  /** the model name the request goes to (engine: request.model; SDK: the name the provider was asked for) */
  model: string | undefined;
  systemInstructions: string | undefined;
  input: unknown[];
  tools: unknown[];
  handoffs: Array<{ toolName: string; toolDescription: string; inputJsonSchema: unknown; strictJsonSchema: boolean }>;
  modelSettings: unknown;
  output: unknown;
}

export interface VisibleRun {
  requests: VisibleRequest[];
  finalOutput: unknown;
  lastAgent: string | null;
  /** the conversation after the run (SDK result.history; engine result.items), null on error */
  history: unknown[] | null;
  error: { type: string; message: string } | null;
}

export type Decision = { approved: boolean; message?: string };

export interface ScenarioOptions extends VisibleOptions {
  /** answers to approval requests, in order (default: approve) */
  approvals?: Decision[];
}

/** Writes a generated module where `@openai/agents` resolves from it; returns its path (Node-only, so the test supplies it). */
export type WriteModule = (fileName: string, source: string) => string;

let loaded = 0;

/** The graph's TypeScript export, written by `write` and imported (Vitest transforms the TypeScript). */
export async function loadExport(graph: Graph, write: WriteModule): Promise<{ module: ExportedModule; source: string }> {
  const source = exportAgentsTs(graph);
  // a new file name per load: the module cache must not hand back an earlier graph's module
  const file = write(`${graph.id}-${++loaded}.ts`, source);
  const module = (await import(/* @vite-ignore */ file)) as ExportedModule;
  return { module, source };
}

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `{ anyOf: [{ type: T }, { type: 'null' }] }` → `{ type: [T, 'null'] }`, recursively. */
function nullableAsTypeList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableAsTypeList);
  if (!value || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nullableAsTypeList(v)])) as Record<string, unknown>;
  const anyOf = node.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [first, second] = anyOf as Array<Record<string, unknown>>;
    const plain = (s: Record<string, unknown>) => typeof s?.type === 'string' && Object.keys(s).length === 1;
    if (plain(first) && plain(second) && second.type === 'null' && first.type !== 'null') {
      const { anyOf: _drop, ...rest } = node;
      return { ...rest, type: [first.type, 'null'] };
    }
  }
  return node;
}

export interface VisibleOptions {
  /** compare schemas exactly (no nullable canonicalisation) */
  exactSchemas?: boolean;
}

function schema(value: unknown, options: VisibleOptions): unknown {
  const cleaned = withoutSdkBookkeeping(value);
  if (!cleaned || typeof cleaned !== 'object') return cleaned;
  const { $schema: _dialect, ...rest } = cleaned as Record<string, unknown>;
  return options.exactSchemas ? rest : nullableAsTypeList(rest);
}

/** Same API meaning, one spelling (see the header). */
function hostedConfig(name: string, providerData: Record<string, unknown>): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(providerData)) {
    if (k !== 'type' && k !== 'name' && v !== null && v !== undefined) config[snakeCase(k)] = v;
  }
  const allowed = config.allowed_tools as { tool_names?: unknown } | undefined;
  if (allowed && typeof allowed === 'object' && !Array.isArray(allowed) && Object.keys(allowed).length === 1 && allowed.tool_names) config.allowed_tools = allowed.tool_names;
  if (name === 'web_search' && config.search_context_size === 'medium') delete config.search_context_size;
  if (name === 'code_interpreter' && config.container === undefined) config.container = { type: 'auto' };
  return config;
}

function visibleTool(tool: Record<string, unknown>, options: VisibleOptions): unknown {
  if (tool.type === 'hosted_tool') {
    const name = tool.name === 'hosted_mcp' ? 'mcp' : String(tool.name);
    return { type: 'hosted_tool', name, config: hostedConfig(name, (tool.providerData ?? {}) as Record<string, unknown>) };
  }
  return { type: tool.type, name: tool.name, description: tool.description, parameters: schema(tool.parameters, options), strict: Boolean(tool.strict) };
}

function visibleOutput(request: Record<string, unknown>): unknown {
  if ('outputSchema' in request) return withoutSdkBookkeeping(request.outputSchema ?? null);
  const type = request.outputType as unknown;
  if (type === undefined || type === 'text') return null;
  return withoutSdkBookkeeping((type as { schema?: unknown }).schema ?? type);
}

export function visible(request: Record<string, unknown>, options: VisibleOptions = {}): VisibleRequest {
  const input = typeof request.input === 'string' ? [{ type: 'message', role: 'user', content: request.input }] : (request.input as unknown[]);
  return {
    model: request.model as string | undefined,
    systemInstructions: (request.systemInstructions as string | undefined) || undefined,
    input: withoutSdkBookkeeping(input) as unknown[],
    tools: ((request.tools ?? []) as Array<Record<string, unknown>>).map((t) => visibleTool(t, options)),
    handoffs: ((request.handoffs ?? []) as Array<Record<string, unknown>>).map((h) => ({
      toolName: String(h.toolName),
      toolDescription: String(h.toolDescription),
      inputJsonSchema: schema(h.inputJsonSchema, options),
      strictJsonSchema: Boolean(h.strictJsonSchema),
    })),
    modelSettings: withoutSdkBookkeeping(request.modelSettings ?? {}),
    output: schema(visibleOutput(request), options),
  };
}

function errorOf(error: unknown): { type: string; message: string } {
  const e = error as Error;
  return { type: e.constructor?.name ?? e.name, message: e.message };
}

/** How often runGraph() may look at one result's interruptions before we call it a spin. */
const SPIN_LIMIT = 1000;

/**
 * A Runner whose results throw once `interruptions` has been read SPIN_LIMIT times: a generated
 * run loop that never returns would otherwise block this test process for good (a synchronous
 * `for (;;)` cannot be stopped by a test timeout).
 */
function guardedRunner(runner: Runner): Runner {
  const run = runner.run.bind(runner) as (...args: unknown[]) => Promise<object>;
  (runner as unknown as { run: unknown }).run = async (...args: unknown[]) => {
    const result = await run(...args);
    let reads = 0;
    return new Proxy(result, {
      get(target, prop) {
        if (prop === 'interruptions' && ++reads > SPIN_LIMIT) {
          throw new Error(`runGraph() read result.interruptions ${SPIN_LIMIT} times without returning (a run loop that never ends)`);
        }
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  return runner;
}

/** The exported module on the real SDK, driven from its start agent or through its runGraph(). */
export async function runExport(
  module: ExportedModule,
  graph: Graph,
  input: string,
  turns: OutputItem[][],
  via: 'startAgent' | 'runGraph' | 'stream',
  options: ScenarioOptions = {},
): Promise<VisibleRun> {
  const model = new ScriptedModel(turns.map((output) => modelResponse({ output: output as never, usage: new Usage({ requests: 1 }) })));
  // The export names its models; every name gets the scripted model, and each call records the
  // name it was made under (the SDK request itself carries no model name).
  const names: string[] = [];
  const named = (name: string | undefined) => ({
    getResponse: (request: Parameters<ScriptedModel['getResponse']>[0]) => {
      names.push(name ?? '');
      return model.getResponse(request);
    },
    getStreamedResponse: (request: Parameters<ScriptedModel['getStreamedResponse']>[0]) => {
      names.push(name ?? '');
      return model.getStreamedResponse(request);
    },
  });
  const runner = guardedRunner(new Runner({ modelProvider: { getModel: (name) => named(name) }, tracingDisabled: true }));
  const approvals = [...(options.approvals ?? [])];
  const context = module.initialContext();
  const maxTurns = graph.settings.maxTurns ?? undefined;
  let finalOutput: unknown = null;
  let lastAgent: string | null = null;
  let history: unknown[] | null = null;
  let error: VisibleRun['error'] = null;
  try {
    let result;
    if (via === 'runGraph') {
      result = await module.runGraph(input, { runner, context, approve: async () => approvals.shift()?.approved ?? true });
    } else {
      const stream = via === 'stream';
      const runOnce = async (from: any) => {
        if (!stream) return runner.run(module.startAgent, from, { context, maxTurns });
        const streamed = await runner.run(module.startAgent, from, { context, maxTurns, stream: true });
        for await (const _event of streamed) {
          // drain the events; the result is what is compared
        }
        await streamed.completed;
        return streamed;
      };
      result = await runOnce(input);
      while (result.interruptions.length > 0) {
        for (const item of result.interruptions) {
          const decision = approvals.shift() ?? { approved: true };
          if (decision.approved) result.state.approve(item);
          else result.state.reject(item, decision.message ? { message: decision.message } : undefined);
        }
        result = await runOnce(result.state);
      }
    }
    finalOutput = result.finalOutput ?? null;
    lastAgent = result.lastAgent?.name ?? null;
    history = withoutSdkBookkeeping(result.history) as unknown[];
  } catch (e) {
    error = errorOf(e);
  }
  const requests = model.calls.map((c, i) => visible({ ...(c.request as unknown as Record<string, unknown>), model: names[i] }, options));
  return { requests, finalOutput, lastAgent, history, error };
}

/** Switchboard's engine on the graph, tool and filter code in the given (Node) sandbox. */
export async function runEngine(graph: Graph, input: string, turns: OutputItem[][], sandbox: Sandbox, options: ScenarioOptions & { stream?: boolean } = {}): Promise<VisibleRun> {
  const { result, model } = await drive(graph, input, turns, { sandbox, approvals: options.approvals, trusted: true, stream: options.stream ?? false });
  const finished = result.status === 'completed';
  return {
    requests: model.calls.map((c) => visible(c.request as unknown as Record<string, unknown>, options)),
    finalOutput: finished ? result.finalOutput : null,
    lastAgent: finished ? (graph.agents.find((a) => a.id === result.lastAgentId)?.name ?? null) : null,
    history: finished ? (withoutSdkBookkeeping(result.items) as unknown[]) : null,
    error: result.error ? { type: result.error.type, message: result.error.message } : null,
  };
}

/**
 * The two runs as they must be equal: when both end on an input guardrail tripwire, the engine's
 * requests are cut to the SDK's count (the model call races the parallel guardrail).
 */
export function comparable(engine: VisibleRun, exported: VisibleRun): { engine: VisibleRun; exported: VisibleRun } {
  const tripped = (r: VisibleRun) => r.error?.type === 'InputGuardrailTripwireTriggered';
  if (tripped(engine) && tripped(exported)) return { engine: { ...engine, requests: engine.requests.slice(0, exported.requests.length) }, exported };
  return { engine, exported };
}
