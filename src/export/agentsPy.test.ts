import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testGraph } from '../graph/testGraph.ts';
import { exportAgentsPy } from './agentsPy.ts';
import { everyFeatureGraph, testGraphs } from './fixtures/graphs.ts';

const code = exportAgentsPy(everyFeatureGraph());

describe('Agents SDK Python export', () => {
  it('declares one Agent per graph agent, one handoff per model-chosen handoff and one function_tool per function tool', () => {
    for (const [, graph] of testGraphs()) {
      const out = exportAgentsPy(graph);
      expect(out.match(/^\w+ = Agent\($/gm)).toHaveLength(graph.agents.length);
      expect(out.match(/\b(?:sdk_)?handoff\((\n\s+)?\w+_agent\b/g) ?? []).toHaveLength(graph.handoffs.filter((h) => h.trigger.type === 'llm').length);
      expect(out.match(/^@function_tool/gm) ?? []).toHaveLength(graph.tools.filter((t) => t.type === 'function').length);
      expect(out).toContain('    asyncio.run(main())');
    }
  });

  it('types handoff inputs as pydantic models and tool parameters from the JSON Schema', () => {
    expect(code).toContain('class EscalateToRepairsInput(BaseModel):');
    expect(code).toContain('    priority: Literal["low", "normal", "high"]\n    item_id: str | None\n    details: EscalateToRepairsInputDetails');
    expect(code).toContain('    score: float | None');
    expect(code).toContain('async def execute_order(product: str, price: float, quantity: int, gift_note: str | None = None) -> Any:');
    expect(code).toContain('async def look_up_item(ctx: RunContextWrapper[dict[str, Any]], search_query: str) -> Any:');
    expect(code).toContain('        search_query: What to look for');
  });

  it('maps handoff options: overrides, input type, on-handoff, filters and translated enabled rules', () => {
    expect(code).toContain('        tool_name_override="escalate_to_repairs",\n        input_type=EscalateToRepairsInput,\n        on_handoff=on_triage_to_issues_and_repairs,\n        input_filter=keep_last_items(6),');
    expect(code).toContain('input_filter=handoff_filters.remove_all_tools,');
    expect(code).toContain('is_enabled=lambda ctx, agent: ctx.context.get("user_type") == "vip" or ctx.context.get("n_attempts") > 1,');
    expect(code).toContain('        is_enabled=False,');
  });

  it('turns TypeScript bodies into stubs that keep the code and fail loudly', () => {
    const stub = code.slice(code.indexOf('async def refund_item('), code.indexOf('docs = FileSearchTool'));
    expect(stub).toContain("    #       handoff('human', 'Refunds flagged as fraud go to a human.');");
    expect(stub).toContain('    raise NotImplementedError("TODO: port from TypeScript")');
    expect(stub).toContain('route with a handoff instead');
  });

  it('resumes approvals in main and keeps the after-work it cannot express as a comment', () => {
    expect(code).toContain('    result = await Runner.run(START_AGENT, message, context=context, max_turns=MAX_TURNS)\n    result = await approve_interactively(START_AGENT, result)');
    expect(code).toContain('# Not exported (no SDK equivalent): after its reply, continue with Triage Agent; the SDK ends the run.');
  });

  it('falls back to a TODO stub for a rule it cannot translate', () => {
    const out = exportAgentsPy(testGraph({
      startAgent: 'a',
      agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
      handoffs: [{ id: 'h', from: 'a', to: 'b', enabled: { when: "ctx.tags.includes('x')" } }],
    }));
    expect(out).toContain("def a_to_b_enabled(ctx: RunContextWrapper[dict[str, Any]], agent: Agent) -> bool:\n    # TODO: translate this JavaScript rule to Python: ctx.tags.includes('x')");
    expect(out).toContain('        is_enabled=a_to_b_enabled,');
  });

  it('guards, approves and structures outputs natively', () => {
    expect(code).toContain('@input_guardrail(name="No card numbers", run_in_parallel=False)');
    expect(code).toContain('@output_guardrail(name="Polite reply")');
    expect(code).toContain('    tool_input_guardrails=[refund_limit],');
    expect(code).toContain('    needs_approval=execute_order_needs_approval,');
    expect(code).toContain('    return params.get("quantity") > 10');
    expect(code).toContain('    output_type=IssuesAndRepairsOutput,');
    expect(code).toContain('tool_use_behavior=StopAtTools(stop_at_tool_names=["execute_order"]),');
    expect(code).toContain('            state.approve(interruption)');
  });

  it("keeps the SDK's handoff() when a tool body routes with the module's own handoff() helper", () => {
    // found by the differential run on openai-agents v0.22.0 (#22): the helper shadowed the SDK's
    // handoff, so `agent.handoffs` held the helper's None and the SDK sent no transfer tool
    const out = exportAgentsPy(testGraph({
      runtime: 'agents-sdk-python',
      startAgent: 'a',
      agents: [{ id: 'a', name: 'A', tools: ['route'] }, { id: 'b', name: 'B' }],
      tools: [{ id: 'route', type: 'function', name: 'route', description: 'Route.', parameters: { type: 'object', properties: {} }, pythonCode: 'def route(context_variables):\n    return handoff("b", "go", context_variables)', routesTo: ['b'] }],
      handoffs: [{ id: 'h', from: 'a', to: 'b' }],
    }));
    expect(out).toContain('    handoff as sdk_handoff,');
    // the module run with a stand-in `agents` whose handoff() marks what it made
    const stub = [
      'import sys, types',
      'm = types.ModuleType("agents")',
      'class _Any:',
      '    def __init__(self, *a, **k): self.__dict__.update(k)',
      '    def __class_getitem__(cls, item): return cls',
      'm.__getattr__ = lambda name: _Any',
      'm.function_tool = lambda *a, **k: (a[0] if a and callable(a[0]) else (lambda f: f))',
      'm.handoff = lambda agent, **k: ("sdk handoff", agent.name)',
      'sys.modules["agents"] = m',
      'ns = {"__name__": "export"}',
      'exec(compile(sys.stdin.read(), "export.py", "exec"), ns)',
      'print(ns["a_agent"].handoffs, ns["handoff"]("b", "go"))',
    ].join('\n');
    const printed = execFileSync('python3', ['-c', stub], { input: out, encoding: 'utf8', timeout: 30_000, killSignal: 'SIGKILL' });
    expect(printed.trim()).toBe("[('sdk handoff', 'B')] go");
  });

  it('writes an on-handoff Python body as written, where it exported a stub (the engine runs that body under this runtime)', () => {
    const out = exportAgentsPy(testGraph({
      runtime: 'agents-sdk-python',
      startAgent: 'a',
      agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
      handoffs: [{ id: 'h', from: 'a', to: 'b', inputSchema: { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'] }, onHandoff: 'export default () => {}', onHandoffPython: 'def note_reason(ctx, input):\n    ctx.context["reason"] = input.reason' }],
    }));
    expect(out).toContain('def note_reason(ctx, input):\n    ctx.context["reason"] = input.reason');
    const alias = /^(\w+) = note_reason$/m.exec(out)?.[1];
    expect(alias).toBeDefined();
    expect(out).toContain(`        on_handoff=${alias},`);
    expect(out).not.toContain('NotImplementedError');
  });

  it('without a tool description, parameter descriptions are Annotated metadata, not a docstring that starts with Args: (griffe reads that as text; function_schema.py:268-274)', () => {
    // found by the differential run: the SDK sent 'Args:\nreason: Defaults to "not provided".' as the description
    const out = exportAgentsPy(testGraph({
      runtime: 'agents-sdk-python',
      agents: [{ id: 'a', name: 'A', tools: ['refund'] }],
      tools: [{ id: 'refund', type: 'function', name: 'refund', description: '', parameters: { type: 'object', properties: { item_id: { type: 'string' }, reason: { type: 'string', description: 'Why.' } }, required: ['item_id'] } }],
    }));
    expect(out).toContain('async def refund(item_id: str, reason: Annotated[str | None, "Why."] = None) -> Any:');
    expect(out).not.toContain('Args:');
    expect(out).toContain('from typing import Annotated, Any');
  });
});
