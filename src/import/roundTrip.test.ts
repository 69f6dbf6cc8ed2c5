/**
 * Round trips: every example and the every-feature fixture, exported to each code target
 * (src/export) and imported back, give the same graph, ids and layout aside.
 *
 * What is compared (`normalise`): the graph's name, description, start agent, context, turn limit
 * and group after-work; per agent (matched by position, referred to by name): name, instructions,
 * handoff description, effective model and model settings (the graph's merged with the agent's),
 * tools, guardrails, output schema, tool-use behaviour, after-work; per handoff (from → to by
 * name): the transfer tool name and description the model sees under the target's runtime
 * (src/graph/toolNames.ts), the AG2 condition, the context rule, input schema, on-handoff code,
 * input filter, enabled rule; per tool: name, description, parameters, code, approvals, enabled
 * rule, time limit, routes (by agent name), tool guardrails; hosted and MCP tools' settings; per
 * guardrail: name, kind, code, run-in-parallel; per agent tool (manager → worker by name): tool
 * name, description, output extractor, turn limit; per agent, its nested chats. Ids, positions, colours and `runtime` (the target
 * sets it) are not compared. JSON Schema `anyOf: [X, {type: null}]` and `type: [x, "null"]` are
 * the same schema and compare equal.
 *
 * What a target cannot carry is listed per target in LOSSES, each with its reason: those fields
 * are removed from both sides before comparing, and a second test pins that each listed field
 * really differs for at least one graph (so the list cannot hide a field that round-trips).
 */
import { describe, expect, it } from 'vitest';
import { exportGraph } from '../export/index.ts';
import { testGraphs } from '../export/fixtures/graphs.ts';
import type { Graph, JsonSchema } from '../graph/schema.ts';
import { handoffToolDescription, handoffToolName } from '../graph/toolNames.ts';
import { importCode } from './index.ts';
import { loadTypeBlanker } from './typescript/typeBlanker.ts';

await loadTypeBlanker();

type Target = 'agents-ts' | 'agents-py' | 'swarm' | 'ag2';
const RUNTIME = { 'agents-ts': 'agents-sdk-js', 'agents-py': 'agents-sdk-python', swarm: 'swarm', ag2: 'ag2' } as const;

function schema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(schema);
  if (typeof value !== 'object' || value === null) return value;
  const s = value as JsonSchema;
  if (Array.isArray(s.anyOf) && s.anyOf.length === 2 && (s.anyOf[1] as JsonSchema).type === 'null' && typeof (s.anyOf[0] as JsonSchema).type === 'string') {
    const { anyOf: _drop, ...rest } = s;
    const inner = s.anyOf[0] as JsonSchema;
    return schema({ ...rest, ...inner, type: [inner.type, 'null'] });
  }
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, schema(v)]));
}

/** A list as an object keyed by `key` (code order need not be graph order); repeats get #2, #3. */
function keyed(items: { key: string }[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const { key, ...rest } of items) {
    let k = key;
    for (let n = 2; k in out; n++) k = `${key} #${n}`;
    out[k] = rest;
  }
  return out;
}

function normalise(graph: Graph, target: Target) {
  const runtime = RUNTIME[target];
  const named = { ...graph, runtime };
  const agentName = (id: string | null | undefined) => graph.agents.find((a) => a.id === id)?.name ?? id ?? null;
  const toolKey = (id: string) => {
    const tool = graph.tools.find((t) => t.id === id)!;
    return tool.type === 'function' ? tool.name : tool.type === 'hosted' ? `hosted:${tool.hosted}` : `mcp:${tool.serverLabel}`;
  };
  const guardName = (id: string) => graph.guardrails.find((g) => g.id === id)?.name ?? id;
  const afterWork = (aw: Graph['settings']['afterWork']) => (aw ? (aw.type === 'agent' ? { type: 'agent', agent: agentName(aw.agent) } : { type: aw.type }) : null);
  return {
    graph: {
      name: graph.name,
      description: graph.description,
      startAgent: agentName(graph.startAgent),
      context: graph.context,
      maxTurns: graph.settings.maxTurns,
      afterWork: afterWork(graph.settings.afterWork),
    } as Record<string, unknown>,
    agents: keyed(
      graph.agents.map((a) => ({
        key: a.name,
        instructions: a.instructions,
        handoffDescription: a.handoffDescription,
        model: a.model ?? graph.settings.model,
        modelSettings: { ...graph.settings.modelSettings, ...a.modelSettings },
        tools: a.tools.map(toolKey).sort(),
        inputGuardrails: a.inputGuardrails.map(guardName),
        outputGuardrails: a.outputGuardrails.map(guardName),
        outputSchema: schema(a.outputSchema),
        toolUseBehavior: a.toolUseBehavior,
        afterWork: afterWork(a.afterWork),
        nestedChats: (a.nestedChats ?? []).map((c) => ({ ...c, agent: agentName(c.agent) })),
      })),
    ),
    agentTools: keyed(
      (graph.agentTools ?? []).map((t) => ({ key: `${agentName(t.from)} asks ${agentName(t.to)}`, toolName: t.toolName, toolDescription: t.toolDescription, outputExtractor: t.outputExtractor?.trimEnd() ?? null, maxTurns: t.maxTurns })),
    ),
    handoffs: keyed(
      graph.handoffs.map((h) => ({
        key: `${agentName(h.from)} → ${agentName(h.to)}${h.trigger.type === 'context' ? ' (context condition)' : ''}`,
        toolName: handoffToolName(named, h),
        toolDescription: handoffToolDescription(named, h),
        condition: h.trigger.type === 'llm' ? h.trigger.condition : null,
        when: h.trigger.type === 'context' ? h.trigger.when : null,
        inputSchema: schema(h.inputSchema),
        onHandoff: h.onHandoff?.trimEnd() ?? null,
        inputFilter: h.inputFilter,
        enabled: h.enabled,
      })),
    ),
    tools: keyed(
      graph.tools.map((t) =>
        t.type === 'function'
          ? { key: t.name, description: t.description, parameters: schema(t.parameters), code: t.code.trimEnd(), pythonCode: t.pythonCode?.trimEnd(), needsApproval: t.needsApproval, enabled: t.enabled, timeoutMs: t.timeoutMs, routesTo: t.routesTo.map(agentName), inputGuardrails: t.inputGuardrails.map(guardName), outputGuardrails: t.outputGuardrails.map(guardName) }
          : t.type === 'hosted'
            ? { key: `hosted:${t.hosted}`, config: t.config }
            : { key: `mcp:${t.serverLabel}`, serverUrl: t.serverUrl, requireApproval: t.requireApproval, allowedTools: t.allowedTools },
      ),
    ),
    guardrails: keyed(graph.guardrails.map((g) => ({ key: g.name, kind: g.kind, code: g.code.trimEnd(), runInParallel: g.runInParallel }))),
  };
}

function roundTrip(graph: Graph, target: Target): Graph {
  const exported = exportGraph(graph, target);
  const result = importCode([{ path: exported.filename, text: exported.code }]);
  if (!result.ok) throw new Error(`${target}: ${JSON.stringify(result.errors)}`);
  return result.graph;
}

type Normalised = ReturnType<typeof normalise>;
type Row = Record<string, unknown>;

/** One thing a target cannot carry: removed from both sides before comparing. */
interface Loss {
  field: string;
  why: string;
  strip: (n: Normalised) => void;
}

const each = (rows: Record<string, Row>, fn: (row: Row, key: string) => void) => Object.entries(rows).forEach(([key, row]) => fn(row, key));
const drop = (rows: Record<string, Row>, fields: string[]) => each(rows, (row) => fields.forEach((f) => delete row[f]));
const dropKeys = (rows: Record<string, Row>, test: (key: string, row: Row) => boolean) => each(rows, (row, key) => test(key, row) && delete rows[key]);
const isHostedKey = (key: string) => key.startsWith('hosted:') || key.startsWith('mcp:');

const AFTER_WORK: Loss = {
  field: 'after-work (graph and agents)',
  why: 'the runtime ends the run with the reply; the export keeps it as a comment',
  strip: (n) => {
    delete n.graph.afterWork;
    drop(n.agents, ['afterWork']);
  },
};
const CONTEXT_HANDOFFS: Loss = {
  field: 'context-condition handoffs',
  why: 'no handoffs taken without the model; the export keeps the rule as a comment on the agent',
  strip: (n) => dropKeys(n.handoffs, (key) => key.endsWith('(context condition)')),
};
const CONDITIONS: Loss = {
  field: 'handoffs[].condition (AG2 OnCondition prompt)',
  why: 'an AG2 concept; the transfer tool is described by its description (compared as toolDescription); the export keeps the condition as a comment',
  strip: (n) => drop(n.handoffs, ['condition']),
};
const HOSTED: Loss = {
  field: 'hosted and MCP tools',
  why: 'only Python function tools are exported; hosted and MCP tools are kept as comments',
  strip: (n) => {
    dropKeys(n.tools, (key) => isHostedKey(key));
    each(n.agents, (a) => (a.tools = (a.tools as string[]).filter((t) => !isHostedKey(t))));
  },
};
const GUARDRAILS: Loss = {
  field: 'guardrails (agent and tool)',
  why: 'no code guardrails in this runtime; the export keeps them as comments',
  strip: (n) => {
    n.guardrails = {};
    drop(n.agents, ['inputGuardrails', 'outputGuardrails']);
    drop(n.tools, ['inputGuardrails', 'outputGuardrails']);
  },
};
const NO_SDK_AGENT_FIELDS: Loss = {
  field: 'agents[].outputSchema, agents[].toolUseBehavior',
  why: 'no structured outputs and no tool-use behaviour: the model always runs again after tools',
  strip: (n) => drop(n.agents, ['outputSchema', 'toolUseBehavior']),
};
const STATIC_HANDOFFS: Loss = {
  field: 'handoffs[].inputSchema, onHandoff, inputFilter, enabled; disabled handoffs',
  why: 'transfers take no arguments, have no callback, pass one shared history and are static: a handoff with enabled false is not exported at all',
  strip: (n) => {
    dropKeys(n.handoffs, (_key, row) => row.enabled === false);
    drop(n.handoffs, ['inputSchema', 'onHandoff', 'inputFilter', 'enabled']);
  },
};
const STATIC_TOOLS: Loss = {
  field: 'tools[].enabled, needsApproval, timeoutMs',
  why: 'functions are static, have no approvals and no time limits; the export keeps them as comments',
  strip: (n) => drop(n.tools, ['enabled', 'needsApproval', 'timeoutMs']),
};
const TS_OF_PYTHON_TOOLS: Loss = {
  field: 'tools[].code of tools that have a Python body',
  why: 'the Python exports carry the Python body (pythonCode) verbatim and not the TypeScript, so the TypeScript comes back as a stub',
  strip: (n) => each(n.tools, (row) => row.pythonCode !== undefined && delete row.code),
};
const PYTHON_OF_TOOLS: Loss = {
  field: 'tools[].pythonCode',
  why: 'the TypeScript export has no place for the Python body of a tool',
  strip: (n) => drop(n.tools, ['pythonCode']),
};
const COMPUTED_ROUTES: Loss = {
  field: 'tools[].routesTo of a Python body that routes with handoff(<variable>)',
  why: 'the targets are only known when the code runs; the importer finds the handoff("id") calls with literal ids',
  strip: (n) => each(n.tools, (row) => typeof row.pythonCode === 'string' && /\bhandoff\(\s*[A-Za-z_]/.test(row.pythonCode) && delete row.routesTo),
};
const EMPTY_DESCRIPTION: Loss = {
  field: 'tools[].description when empty',
  why: 'a Python def needs a docstring for the SDK/AG2 to describe the tool: an empty description is exported as the function name, which the model then sees',
  strip: (n) => each(n.tools, (row, key) => row.description === '' || row.description === key ? delete row.description : undefined),
};

const NESTED_CHATS: Loss = {
  field: 'agents[].nestedChats',
  why: 'an AG2 concept this runtime lacks (the agent answers with its own model); the export keeps the queue as a comment',
  strip: (n) => drop(n.agents, ['nestedChats']),
};
const AGENT_TOOLS: Loss = {
  field: 'agentTools',
  why: 'no agents as tools in this runtime; the export keeps them as comments',
  strip: (n) => (n.agentTools = {}),
};

/**
 * What each target cannot carry, with the reason (Switchboard's fidelity report says the same per
 * export). Everything not listed here must come back exactly.
 */
const LOSSES: Record<Target, Loss[]> = {
  'agents-ts': [AFTER_WORK, CONTEXT_HANDOFFS, CONDITIONS, PYTHON_OF_TOOLS, NESTED_CHATS],
  'agents-py': [AFTER_WORK, CONTEXT_HANDOFFS, CONDITIONS, EMPTY_DESCRIPTION, TS_OF_PYTHON_TOOLS, NESTED_CHATS],
  swarm: [
    NESTED_CHATS,
    AGENT_TOOLS,
    AFTER_WORK,
    CONTEXT_HANDOFFS,
    CONDITIONS,
    HOSTED,
    GUARDRAILS,
    NO_SDK_AGENT_FIELDS,
    STATIC_HANDOFFS,
    STATIC_TOOLS,
    TS_OF_PYTHON_TOOLS,
    COMPUTED_ROUTES,
    {
      field: 'tools[] parameter descriptions',
      why: "Swarm's function_to_json sends no parameter descriptions, so the export writes none",
      strip: (n) => each(n.tools, (row) => Object.values((row.parameters as { properties?: Record<string, Row> } | undefined)?.properties ?? {}).forEach((p) => delete p.description)),
    },
    {
      field: 'agents[].modelSettings other than toolChoice and parallelToolCalls',
      why: 'a Swarm Agent has no temperature, top_p or max_tokens',
      strip: (n) => each(n.agents, (a) => (a.modelSettings = Object.fromEntries(Object.entries(a.modelSettings as Row).filter(([k]) => k === 'toolChoice' || k === 'parallelToolCalls')))),
    },
    {
      field: 'agents[].handoffDescription',
      why: 'Swarm has none: the transfer function docstring carries it, and that is compared as the handoff toolDescription',
      strip: (n) => drop(n.agents, ['handoffDescription']),
    },
    {
      field: 'handoffs[].toolName of a second transfer with the same name',
      why: 'transfer functions are module-level defs, so the export numbers a repeated name (transfer_back_to_triage2)',
      strip: (n) => each(n.handoffs, (row) => typeof row.toolName === 'string' && (row.toolName = row.toolName.replace(/\d+$/, ''))),
    },
    {
      field: 'tools[].parameters: null types and enums',
      why: "Swarm's function_to_json knows only plain JSON type names: the export writes a nullable parameter as its plain type and an enum as str",
      strip: (n) =>
        each(n.tools, (row) => {
          const p = row.parameters as { properties?: Record<string, Row> } | undefined;
          for (const prop of Object.values(p?.properties ?? {})) {
            if (Array.isArray(prop.type)) prop.type = (prop.type as string[]).find((t) => t !== 'null');
            delete prop.enum;
          }
        }),
    },
    {
      field: 'handoffs[].toolDescription when empty',
      why: 'a transfer function needs a docstring: the export writes "No description." where the graph has none, and the model sees that',
      strip: (n) => each(n.handoffs, (row) => (row.toolDescription === '' || row.toolDescription === 'No description.') && delete row.toolDescription),
    },
  ],
  ag2: [
    AGENT_TOOLS,
    HOSTED,
    GUARDRAILS,
    NO_SDK_AGENT_FIELDS,
    STATIC_HANDOFFS,
    STATIC_TOOLS,
    EMPTY_DESCRIPTION,
    TS_OF_PYTHON_TOOLS,
    COMPUTED_ROUTES,
    {
      field: 'handoffs[].condition vs description',
      why: 'an OnCondition has one prompt, the transfer description the model sees (compared as toolDescription); it comes back as the condition wherever the graph kept it',
      strip: (n) => drop(n.handoffs, ['condition']),
    },
    {
      field: 'handoffs[].toolName numbering after a disabled handoff',
      why: 'AG2 numbers transfer tools by position among the agent\'s conditions (transfer_to_X_2); a disabled handoff is not exported, so later numbers shift',
      strip: (n) => each(n.handoffs, (row) => typeof row.toolName === 'string' && (row.toolName = row.toolName.replace(/_\d+$/, ''))),
    },
  ],
};

function compared(graph: Graph, target: Target, losses: Loss[]): Normalised {
  const n = structuredClone(normalise(graph, target));
  for (const loss of losses) loss.strip(n);
  return n;
}

const TARGETS = ['agents-ts', 'agents-py', 'swarm', 'ag2'] as const;
const GRAPHS = testGraphs();
const trips = new Map<string, Graph>();
const back = (name: string, graph: Graph, target: Target) => {
  const key = `${name}:${target}`;
  if (!trips.has(key)) trips.set(key, roundTrip(graph, target));
  return trips.get(key)!;
};

describe.each(GRAPHS)('%s', (name, graph) => {
  it.each(TARGETS)('round-trips through %s (except what LOSSES lists for it)', (target) => {
    expect(compared(back(name, graph, target), target, LOSSES[target])).toEqual(compared(graph, target, LOSSES[target]));
  });
});

describe('the list of losses', () => {
  it.each(TARGETS.flatMap((target) => LOSSES[target].map((loss) => [target, loss.field, loss] as const)))('%s: "%s" is really lost for at least one graph', (target, _field, loss) => {
    const others = LOSSES[target].filter((l) => l !== loss);
    const lostSomewhere = GRAPHS.some(([name, graph]) => JSON.stringify(compared(back(name, graph, target), target, others)) !== JSON.stringify(compared(graph, target, others)));
    expect(lostSomewhere).toBe(true);
  });
});

