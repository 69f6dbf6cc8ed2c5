/**
 * The known divergences between the TypeScript export and the engine (DIVERGENCES.md), pinned to
 * the exact values each side produces, so that a change on either side shows up here (and the
 * matching `it.fails` scenarios in agentsTs.test.ts flip). When one is fixed, delete its pin and
 * its `diverges` marks.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { loadExport, removeExports, runEngine, runExport, type ScenarioOptions, type VisibleRun } from './harness.ts';
import { graphCases, type Via } from './scenarios.ts';

const sandbox = createNodeSandbox();
afterAll(() => {
  sandbox.dispose();
  removeExports();
});

async function both(caseName: string, scenarioName: string, via: Via, options: ScenarioOptions = {}): Promise<{ engine: VisibleRun; exported: VisibleRun }> {
  const graphCase = graphCases().find((c) => c.name.startsWith(caseName));
  const scenario = graphCase?.scenarios.find((s) => s.name.startsWith(scenarioName));
  if (!graphCase || !scenario) throw new Error(`no scenario ${caseName} / ${scenarioName}`);
  const graph = scenario.graph ? scenario.graph(graphCase.graph) : graphCase.graph;
  const { module } = await loadExport(graph);
  const opts = { approvals: scenario.approvals, ...options };
  return {
    engine: await runEngine(graph, scenario.input, scenario.turns, sandbox, opts),
    exported: await runExport(module, graph, scenario.input, scenario.turns, via, opts),
  };
}

/** The text of the function_call_result for `callId`, from the history or any request the model got. */
function toolOutput(run: VisibleRun, callId: string): string | undefined {
  const items = [...(run.history ?? []), ...run.requests.flatMap((r) => r.input)] as Array<{ type: string; callId?: string; output?: { text: string } }>;
  return items.find((i) => i.type === 'function_call_result' && i.callId === callId)?.output?.text;
}

describe('known divergences: TypeScript export vs engine', () => {
  it('after-work: the engine ends with the reply, runGraph() hops to the after-work agent', async () => {
    const { engine, exported } = await both('ag2-planning', 'the start agent replies', 'runGraph');
    expect(engine.requests).toHaveLength(1);
    expect(engine.lastAgent).toBe('task_improver');
    expect(exported.requests[1]?.systemInstructions).toMatch(/^Write a plan of at most 3 numbered steps/);
    expect(exported.error).toEqual({ type: 'UnexpectedModelCallError', message: 'ScriptedModel received unexpected non-streaming call #2; no scripted steps remain.' });
  });

  it('function-routing: the engine ignores handoff() from tool code, the export routes', async () => {
    const direct = await both('every-feature', 'function-driven routing', 'startAgent');
    expect(toolOutput(direct.engine, 'c1')).toBe('escalated');
    expect(direct.engine.lastAgent).toBe('Issues and Repairs');
    // stopWhenRouted ends the turn with the route message, which is not the agent's output type
    expect(direct.exported.error).toEqual({ type: 'ModelBehaviorError', message: 'Invalid output type: final assistant output did not match the expected schema.' });
    const routed = await both('every-feature', 'function-driven routing', 'runGraph');
    expect(toolOutput(routed.exported, 'c1')).toBe('Refunds flagged as fraud go to a human.');
    expect(routed.exported.lastAgent).toBe('Human Escalation');
    expect(routed.exported.requests[2]?.systemInstructions).toBe('A human takes over. Escalation reason: fraud');
  });

  it('tool-guardrail-input: tool guardrail code gets { tool, arguments, agent } in the engine, the bare arguments in the export', async () => {
    const input = await both('every-feature', 'tool input guardrail', 'startAgent');
    expect(toolOutput(input.engine, 'c1')).toBe('Refund issued for blocked-1');
    expect(toolOutput(input.exported, 'c1')).toBe('This item cannot be refunded.');
    const output = await both('every-feature', 'tool output guardrail', 'startAgent');
    expect(output.engine.error).toBeNull();
    expect(output.exported.error).toEqual({ type: 'ToolCallError', message: 'Failed to run function tools: ToolOutputGuardrailTripwireTriggered: Tool output guardrail triggered: Redact ids' });
  });

  it('tool-returns-undefined: a tool that returns nothing shows "null" in the engine, "undefined" on the SDK', async () => {
    const { engine, exported } = await both('acme', 'a tool that returns nothing', 'startAgent');
    expect(toolOutput(engine, 'c1')).toBe('null');
    expect(toolOutput(exported, 'c1')).toBe('undefined');
  });

  it('duplicate-transfer-names: the SDK sends only the last of two handoffs with one name, the engine both', async () => {
    const { engine, exported } = await both('ag2-planning', 'control hands off on an LLM condition (two', 'startAgent');
    expect(engine.requests[0].handoffs.map((h) => h.toolName)).toEqual(['transfer_to_engineer', 'transfer_to_researcher', 'transfer_to_engineer', 'transfer_to_terminator']);
    expect(exported.requests[0].handoffs.map((h) => h.toolName)).toEqual(['transfer_to_researcher', 'transfer_to_engineer', 'transfer_to_terminator']);
  });

  it('code-filter-buckets: after a code filter, the export folds all items into inputHistory, so a later code filter sees other input', async () => {
    const { engine, exported } = await both('generated seed 1 ', 'chain', 'startAgent');
    // seed 1: QA → Order Desk (code filter) → billing agent → Agent A (code filter `inputHistory.slice(-1)`)
    const first = (run: VisibleRun) => run.requests[6].input[0] as { type: string; role?: string; callId?: string };
    expect(first(engine)).toMatchObject({ type: 'message', role: 'user' });
    expect(first(exported)).toMatchObject({ type: 'function_call_result', callId: 'h0' });
  });

  it('nullable-anyof: a graph anyOf [T, null] reaches the model as a type list through zod', async () => {
    const { engine, exported } = await both('every-feature', 'typed handoff', 'startAgent', { exactSchemas: true });
    const score = (run: VisibleRun) => (run.requests[0].handoffs[1].inputJsonSchema as any).properties.details.properties.score;
    expect(score(engine)).toEqual({ anyOf: [{ type: 'number' }, { type: 'null' }] });
    expect(score(exported)).toEqual({ type: ['number', 'null'] });
  });

  // The scenario compared without the nullable normalisation: fails until the exporter emits a
  // zod union for anyOf (DIVERGENCES.md "nullable-anyof").
  it.fails('nullable-anyof: exact schemas, every-feature typed handoff (diverges: nullable-anyof)', async () => {
    const { engine, exported } = await both('every-feature', 'typed handoff', 'startAgent', { exactSchemas: true });
    expect(exported).toEqual(engine);
  });
});
