/**
 * Python guardrails, input filters, enabled/approval rules and dynamic instructions, called as
 * each runtime calls them (invoke.py.ts), pinned to the upstream lines docs/SEMANTICS.md §8 cites:
 * openai-agents-python v0.22.0 (4df9ecfa), openai/swarm 6af0b4c. Each expectation is upstream's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '../../engine/json.ts';
import type { PythonBody, SandboxKind } from '../../engine/sandbox.ts';
import { pythonDefName } from '../../graph/codeBody.ts';
import { createNodePythonRunner } from './node/pythonNodeRunner.ts';
import { runPythonBody } from './pythonSandbox.ts';

const runner = createNodePythonRunner();
beforeAll(() => runner.warm(), 120_000);
afterAll(() => runner.dispose());

const AGENTS = [
  { id: 'triage', name: 'Triage Agent' },
  { id: 'sales', name: 'Sales Agent' },
];

function call(runtime: PythonBody['runtime'], kind: SandboxKind, code: string, input: JsonValue, context: Record<string, JsonValue> = {}, extra: Partial<PythonBody> = {}) {
  return runPythonBody(runner, { kind, code, input, context, timeoutMs: 5000, python: { runtime, defName: pythonDefName(code)!, agents: AGENTS, agentId: 'triage', ...extra } });
}

describe('Agents SDK Python guardrails (guardrail.py:111-131, 165-185)', () => {
  it('calls guardrail_function(context, agent, input) and reads tripwire_triggered and output_info', async () => {
    const code = [
      'async def no_homework(ctx: RunContextWrapper[None], agent: Agent, input: str | list) -> GuardrailFunctionOutput:',
      '    hit = "homework" in input',
      '    return GuardrailFunctionOutput(output_info={"agent": agent.name, "user": ctx.context.user, "hit": hit}, tripwire_triggered=hit)',
      '',
      '',
      'from agents import Agent, GuardrailFunctionOutput, RunContextWrapper',
    ].join('\n');
    expect(await call('agents-sdk-python', 'guardrail', code, 'do my homework', { user: 'ada' })).toMatchObject({
      ok: true,
      value: { tripwire: true, info: { agent: 'Triage Agent', user: 'ada', hit: true } },
    });
    expect(await call('agents-sdk-python', 'guardrail', code, 'hello', { user: 'ada' })).toMatchObject({ ok: true, value: { tripwire: false } });
  });

  it('an output guardrail gets the final output; a structured one reads by attribute', async () => {
    const code = 'def check(ctx, agent, output):\n    return GuardrailFunctionOutput(output_info=output.reasoning, tripwire_triggered=output.is_math)\n\n\nfrom agents import GuardrailFunctionOutput\n';
    expect(await call('agents-sdk-python', 'guardrail', code, { reasoning: 'sums', is_math: true })).toMatchObject({ ok: true, value: { tripwire: true, info: 'sums' } });
  });

  it('a result that is not a GuardrailFunctionOutput fails as upstream reads it (.tripwire_triggered)', async () => {
    const result = await call('agents-sdk-python', 'guardrail', 'def g(ctx, agent, input):\n    return {"tripwire_triggered": True}\n', 'x');
    expect(result).toMatchObject({ ok: false, error: { name: 'AttributeError', message: "'dict' object has no attribute 'tripwire_triggered'" } });
  });
});

describe('Agents SDK Python tool guardrails (tool_guardrails.py:60-142, 170-210)', () => {
  it('a tool input guardrail gets ToolInputGuardrailData: the ToolContext (name, call id, raw arguments) and the agent', async () => {
    const code = [
      'def no_big_refunds(data: ToolInputGuardrailData) -> ToolGuardrailFunctionOutput:',
      '    args = json.loads(data.context.tool_arguments)',
      '    if args["amount"] > data.context.context.limit:',
      '        return ToolGuardrailFunctionOutput.reject_content(f"{data.agent.name} may not refund {args[\'amount\']} ({data.context.tool_name}, {data.context.tool_call_id})")',
      '    return ToolGuardrailFunctionOutput.allow()',
      '',
      '',
      'import json',
      'from agents import ToolGuardrailFunctionOutput, ToolInputGuardrailData',
    ].join('\n');
    const input = { tool: 'refund', arguments: { amount: 500 }, agent: 'Triage Agent', callId: 'c9', rawArguments: '{"amount": 500}' };
    expect(await call('agents-sdk-python', 'guardrail', code, input, { limit: 100 }, { guardrail: 'tool_input' })).toMatchObject({
      ok: true,
      value: { behavior: 'reject_content', message: 'Triage Agent may not refund 500 (refund, c9)' },
    });
    expect(await call('agents-sdk-python', 'guardrail', code, { ...input, rawArguments: '{"amount": 5}' }, { limit: 100 }, { guardrail: 'tool_input' })).toMatchObject({ ok: true, value: { behavior: 'allow' } });
  });

  it('a tool output guardrail reads data.output; raise_exception is the engine’s "throw"', async () => {
    const code = 'async def no_secrets(data):\n    return ToolGuardrailFunctionOutput.raise_exception(output_info="pin") if "PIN" in data.output else ToolGuardrailFunctionOutput.allow()\n\n\nfrom agents import ToolGuardrailFunctionOutput\n';
    expect(await call('agents-sdk-python', 'guardrail', code, { tool: 't', arguments: {}, agent: 'A', output: 'your PIN is 1234' }, {}, { guardrail: 'tool_output' })).toMatchObject({
      ok: true,
      value: { behavior: 'throw', info: 'pin' },
    });
  });
});

describe('Agents SDK Python rules', () => {
  it('is_enabled(ctx, agent), bool() of what it returns (agent.py:276-286, 219-228)', async () => {
    const code = 'def premium(ctx, agent):\n    return ctx.context.tier if agent.name == "Triage Agent" else ""\n';
    expect(await call('agents-sdk-python', 'when', code, null, { tier: 'gold' }, { rule: 'is_enabled' })).toMatchObject({ ok: true, value: true });
    expect(await call('agents-sdk-python', 'when', code, null, { tier: '' }, { rule: 'is_enabled' })).toMatchObject({ ok: true, value: false });
  });

  it('needs_approval(ctx, params, call_id) with the parsed arguments (tool_execution.py:1300-1318, util/_approvals.py:30-43)', async () => {
    const code = 'async def big(ctx, params: dict, call_id: str) -> bool:\n    return params["amount"] > ctx.context.limit and call_id == "c7"\n';
    expect(await call('agents-sdk-python', 'when', code, { params: { amount: 500 }, callId: 'c7' }, { limit: 100 }, { rule: 'needs_approval' })).toMatchObject({ ok: true, value: true });
    expect(await call('agents-sdk-python', 'when', code, { params: { amount: 50 }, callId: 'c7' }, { limit: 100 }, { rule: 'needs_approval' })).toMatchObject({ ok: true, value: false });
  });
});

describe('dynamic instructions', () => {
  it('Agents SDK Python: instructions(ctx, agent), awaited (agent.py:1042-1063)', async () => {
    const code = 'async def dynamic(ctx: RunContextWrapper[None], agent: Agent) -> str:\n    return f"The user is {ctx.context.name}. You are {agent.name}."\n\n\nfrom agents import Agent, RunContextWrapper\n';
    expect(await call('agents-sdk-python', 'instructions', code, null, { name: 'Ada' })).toMatchObject({ ok: true, value: 'The user is Ada. You are Triage Agent.' });
  });

  it('Agents SDK Python: a callable without exactly 2 parameters is the SDK’s TypeError (agent.py:1050-1055)', async () => {
    const result = await call('agents-sdk-python', 'instructions', 'def dynamic(ctx):\n    return "x"\n', null);
    expect(result).toMatchObject({
      ok: false,
      error: { name: 'TypeError', message: "'instructions' callable must accept exactly 2 arguments (context, agent), but got 1: ['ctx']" },
    });
  });

  it('Swarm: instructions(context_variables) over defaultdict(str, …), a copy (core.py:41-46)', async () => {
    const code = 'def instructions(context_variables):\n    name = context_variables["customer_name"]\n    context_variables["seen"] = True\n    return f"Help {name}. Missing reads [{context_variables[\'nothing\']}]."\n';
    const result = await call('swarm', 'instructions', code, null, { customer_name: 'Ada' });
    expect(result).toMatchObject({ ok: true, value: 'Help Ada. Missing reads [].', context: { customer_name: 'Ada' } });
    expect(result.ok && 'seen' in result.context).toBe(false);
  });
});

describe('Agents SDK Python input filters (run_internal/turn_resolution.py:664-700)', () => {
  const data = {
    inputHistory: [{ type: 'message', role: 'user', content: 'hi' }],
    preHandoffItems: [
      { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'hello' }] },
      { type: 'function_call', callId: 'c1', name: 'lookup', arguments: '{}', status: 'completed' },
      { type: 'function_call_result', callId: 'c1', name: 'lookup', status: 'completed', output: { type: 'text', text: 'found' } },
    ],
    newItems: [
      { type: 'function_call', callId: 'c2', name: 'transfer_to_sales', arguments: '{}', status: 'completed' },
      { type: 'function_call_result', callId: 'c2', name: 'transfer_to_sales', status: 'completed', output: { type: 'text', text: '{"assistant": "Sales Agent"}' } },
    ],
  } as unknown as JsonValue;

  it('gets a HandoffInputData with the SDK’s run item classes and returns one', async () => {
    const code = [
      'def drop_tools(data: HandoffInputData) -> HandoffInputData:',
      '    keep = lambda items: tuple(i for i in items if not isinstance(i, (ToolCallItem, ToolCallOutputItem)))',
      '    print([i.type for i in data.pre_handoff_items + data.new_items])',
      '    return data.clone(input_history=data.input_history[-1:], pre_handoff_items=keep(data.pre_handoff_items), new_items=keep(data.new_items))',
      '',
      '',
      'from agents import HandoffInputData',
      'from agents.items import ToolCallItem, ToolCallOutputItem',
    ].join('\n');
    const result = await call('agents-sdk-python', 'input_filter', code, data);
    expect(result.ok && result.logs).toEqual(["['message_output_item', 'tool_call_item', 'tool_call_output_item', 'handoff_call_item', 'handoff_output_item']"]);
    expect(result).toMatchObject({
      ok: true,
      value: {
        inputHistory: [{ type: 'message', role: 'user', content: 'hi' }],
        preHandoffItems: [{ type: 'message', role: 'assistant' }],
        newItems: [{ type: 'function_call', callId: 'c2' }, { type: 'function_call_result', callId: 'c2' }],
      },
    });
  });

  it('a string input_history becomes the user message it stands for', async () => {
    const result = await call('agents-sdk-python', 'input_filter', 'def f(data):\n    return data.clone(input_history="just this", pre_handoff_items=(), new_items=())\n', data);
    expect(result).toMatchObject({ ok: true, value: { inputHistory: [{ type: 'message', role: 'user', content: 'just this' }], preHandoffItems: [], newItems: [] } });
  });

  it('anything but a HandoffInputData comes back as its text (the engine reports "Invalid input filter result")', async () => {
    expect(await call('agents-sdk-python', 'input_filter', 'def f(data):\n    return None\n', data)).toMatchObject({ ok: true, value: null });
  });
});

describe('rules under Swarm and AG2 (no such hook upstream: Switchboard passes the runtime’s context)', () => {
  it('Swarm: a copy of context_variables, and the arguments for an approval rule', async () => {
    const code = 'def needs_ok(context_variables, args):\n    context_variables["x"] = 1\n    return args["amount"] > context_variables["limit"]\n';
    const result = await call('swarm', 'when', code, { amount: 5 }, { limit: 1 }, { rule: 'needs_approval' });
    expect(result).toMatchObject({ ok: true, value: true, context: { limit: 1 } });
    expect(result.ok && 'x' in result.context).toBe(false);
  });

  it('AG2: a ContextVariables copy', async () => {
    const code = 'def enabled(context_variables):\n    return context_variables.get("vip", False)\n';
    expect(await call('ag2', 'when', code, null, { vip: true }, { rule: 'is_enabled' })).toMatchObject({ ok: true, value: true });
    expect(await call('ag2', 'when', code, null, {}, { rule: 'is_enabled' })).toMatchObject({ ok: true, value: false });
  });
});
