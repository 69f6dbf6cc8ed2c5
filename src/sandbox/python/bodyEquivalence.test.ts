/**
 * Every example tool has a TypeScript and a Python body; under each Python runtime both give the
 * same model-visible result: the text the model reads, the agent the run moves to, and the
 * context the run continues with (each read through the engine's own rules for that runtime).
 * Arguments come from each tool's schema, one case per enum value, over the example's context.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../engine/json.ts';
import { contextUpdates, toolResult } from '../../engine/profiles/swarm/handleToolCalls.ts';
import { normalizeToolContent } from '../../engine/profiles/ag2/normalizeToolContent.ts';
import { PYTHON_SDK_STRINGS } from '../../engine/profiles/agentsSdk/strings.python.ts';
import type { SandboxResult } from '../../engine/sandbox.ts';
import { pythonDefName, type PythonRuntime } from '../../graph/codeBody.ts';
import { GraphSchema, type FunctionTool, type Graph } from '../../graph/schema.ts';
import { createNodeSandbox } from '../index.ts';
import { createNodePythonRunner } from './node/pythonNodeRunner.ts';
import { runPythonBody } from './pythonSandbox.ts';

const ts = createNodeSandbox();
const python = createNodePythonRunner();
beforeAll(() => python.warm(), 120_000);
afterAll(() => {
  ts.dispose();
  python.dispose();
});

const EXAMPLES = new URL('../../../public/examples/', import.meta.url);
const examples: Graph[] = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => GraphSchema.parse(JSON.parse(readFileSync(new URL(f, EXAMPLES), 'utf8'))));

type Schema = { type?: string | string[]; enum?: JsonValue[]; properties?: Record<string, Schema> };

/** One argument object per enum value (the others at their first value); plain samples otherwise. */
function argumentCases(parameters: Schema): Record<string, JsonValue>[] {
  const props = Object.entries(parameters.properties ?? {});
  const sample = (name: string, s: Schema): JsonValue => {
    if (s.enum) return s.enum[0];
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    if (type === 'integer') return 2;
    if (type === 'number') return 2.5;
    if (type === 'boolean') return true;
    if (type === 'array') return [];
    if (type === 'object') return {};
    return `${name} sample`;
  };
  const base = Object.fromEntries(props.map(([name, s]) => [name, sample(name, s)]));
  const cases = [base];
  for (const [name, s] of props) for (const value of (s.enum ?? []).slice(1)) cases.push({ ...base, [name]: value });
  return cases;
}

interface Visible {
  text: string;
  agent: string | null;
  context: Record<string, JsonValue>;
}

/** What the model and the run see after the call, by the engine's rules of that runtime. */
function visible(runtime: PythonRuntime, graph: Graph, result: SandboxResult, before: Record<string, JsonValue>, isPython: boolean): Visible | { error: string } {
  if (!result.ok) return { error: `${result.error.name}: ${result.error.message}` };
  if (runtime === 'swarm') {
    const r = toolResult({ value: result.value, handoffs: result.handoffs, contextBefore: before, contextAfter: result.context }, graph.agents);
    return { text: r.value, agent: r.agentId, context: { ...before, ...r.contextVariables } };
  }
  if (runtime === 'ag2') {
    const handoff = result.handoffs.at(-1);
    // runAg2.ts: a TypeScript body's context is merged when it routes; a Python body's comes back merged the AG2 way
    const merged = handoff || isPython ? { ...before, ...contextUpdates(before, result.context) } : before;
    return { text: handoff?.message ?? normalizeToolContent(result.value), agent: handoff?.target ?? null, context: merged };
  }
  return { text: PYTHON_SDK_STRINGS.toolOutput(result.value), agent: null, context: result.context };
}

const RUNTIMES: PythonRuntime[] = ['swarm', 'ag2', 'agents-sdk-python'];

describe('every example tool: the TypeScript and the Python body agree', () => {
  const tools = examples.flatMap((graph) => graph.tools.filter((t): t is FunctionTool => t.type === 'function').map((tool) => ({ graph, tool })));

  it('every example tool has both bodies', () => {
    expect(tools.filter(({ tool }) => !tool.pythonCode?.trim() || !tool.code.trim()).map(({ tool }) => tool.name)).toEqual([]);
  });

  for (const { graph, tool } of tools) {
    it(`${graph.name}: ${tool.name}`, async () => {
      for (const runtime of RUNTIMES) {
        for (const args of argumentCases(tool.parameters as Schema)) {
          const context = structuredClone(graph.context) as Record<string, JsonValue>;
          const request = { kind: 'tool' as const, input: args, context, timeoutMs: 10_000 };
          const fromTs = await ts.run({ ...request, code: tool.code, context: structuredClone(context) });
          const fromPython = await runPythonBody(python, {
            ...request,
            code: tool.pythonCode!,
            context: structuredClone(context),
            python: { runtime, defName: pythonDefName(tool.pythonCode)!, agents: graph.agents.map((a) => ({ id: a.id, name: a.name })), toolName: tool.name },
          });
          const where = `${runtime} ${JSON.stringify(args)}`;
          expect({ where, ...visible(runtime, graph, fromPython, context, true) }).toEqual({ where, ...visible(runtime, graph, fromTs, context, false) });
        }
      }
    }, 120_000);
  }
});
