/**
 * How each runtime calls a Python body and reads its result (invoke.py.ts), pinned to the
 * upstream lines docs/SEMANTICS.md §Python bodies cites. Each expectation is what upstream does.
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

function call(runtime: PythonBody['runtime'], code: string, input: JsonValue, context: Record<string, JsonValue> = {}, kind: SandboxKind = 'tool') {
  return runPythonBody(runner, { kind, code, input, context, timeoutMs: 5000, python: { runtime, defName: pythonDefName(code)!, agents: AGENTS, toolName: 'the_tool' } });
}

describe('Swarm (swarm/core.py 6af0b4c)', () => {
  it('passes the run’s own dict as context_variables when the function names it (core.py:119-121); in-place changes stay', async () => {
    const code = 'def f(n: int, context_variables):\n    context_variables["seen"] = context_variables.get("seen", 0) + n\n    return "ok"\n';
    const result = await call('swarm', code, { n: 2 }, { seen: 1 });
    expect(result).toMatchObject({ ok: true, value: 'ok', context: { seen: 3 } });
  });

  it('does not pass context_variables to a function that does not name it (co_varnames, core.py:120)', async () => {
    const result = await call('swarm', 'def f(**kwargs):\n    return sorted(kwargs)\n', { a: 1 }, { x: 1 });
    expect(result).toMatchObject({ ok: true, value: ['a'] });
  });

  it('an Agent becomes {"assistant": name} with that agent (handle_function_result, core.py:76-80)', async () => {
    const code = 'def transfer():\n    return sales\n\n\nfrom swarm import Agent\nsales = Agent(name="Sales Agent")\n';
    const result = await call('swarm', code, {});
    expect(result).toMatchObject({ ok: true, handoffs: [{ target: 'sales' }] });
  });

  it('a Result keeps its value, agent and context_variables (core.py:73-74, 133-135)', async () => {
    const code = 'def f():\n    return Result(value="moved", agent=Agent(name="Triage Agent"), context_variables={"k": "v"})\n\n\nfrom swarm import Agent, Result\n';
    const result = await call('swarm', code, {}, { a: 1 });
    expect(result).toMatchObject({ ok: true, value: 'moved', handoffs: [{ target: 'triage', message: 'moved' }], context: { a: 1, k: 'v' } });
  });

  it('anything else is str(result), by Python’s rules (core.py:81-83)', async () => {
    expect(await call('swarm', 'def f():\n    return (1, "a")\n', {})).toMatchObject({ ok: true, value: "(1, 'a')" });
    expect(await call('swarm', 'def f():\n    return None\n', {})).toMatchObject({ ok: true, value: null });
    expect(await call('swarm', 'def f():\n    return {"a": [1, None]}\n', {})).toMatchObject({ ok: true, value: { a: [1, null] } });
  });

  it('an exception propagates with its type and message (the call at core.py:122 is not guarded)', async () => {
    const result = await call('swarm', 'def f(x):\n    raise KeyError(x)\n', { x: 'k' });
    expect(result).toMatchObject({ ok: false, error: { name: 'KeyError', message: "'k'" } });
  });
});

describe('AG2 (cb7d867)', () => {
  it('a function gets a copy of the context: in-place changes without a ReplyResult are dropped (group_tool_executor.py:114-127)', async () => {
    const code = 'def f(context_variables):\n    context_variables["x"] = 2\n    return "done"\n';
    expect(await call('ag2', code, {}, { x: 1 })).toMatchObject({ ok: true, value: 'done', context: { x: 1 }, handoffs: [] });
  });

  it('a ReplyResult merges its context_variables and routes to its target; its text is the message (group_tool_executor.py:347-352, reply_result.py:22-24)', async () => {
    const code = 'def f(context_variables: ContextVariables):\n    context_variables["x"] = 2\n    return ReplyResult(message="over to sales", target=AgentTarget(sales), context_variables=context_variables)\n\n\nfrom autogen import ContextVariables, ReplyResult, AgentTarget, ConversableAgent\nsales = ConversableAgent(name="Sales Agent")\n';
    expect(await call('ag2', code, {}, { x: 1 })).toMatchObject({ ok: true, value: 'over to sales', context: { x: 2 }, handoffs: [{ target: 'sales', message: 'over to sales' }] });
  });

  it('a ReplyResult without a target still merges its context and routes nowhere', async () => {
    const code = 'def f(context_variables):\n    context_variables["x"] = 3\n    return ReplyResult(message="noted", context_variables=context_variables)\n\n\nfrom autogen import ReplyResult\n';
    expect(await call('ag2', code, {}, { x: 1 })).toMatchObject({ ok: true, value: 'noted', context: { x: 3 }, handoffs: [] });
  });

  it('special targets map to the engine’s AG2 targets', async () => {
    const code = 'def f():\n    return ReplyResult(message="bye", target=TerminateTarget())\n\n\nfrom autogen import ReplyResult, TerminateTarget\n';
    expect(await call('ag2', code, {})).toMatchObject({ ok: true, handoffs: [{ target: '$terminate', message: 'bye' }] });
  });
});

describe('Agents SDK Python (openai-agents v0.22.0)', () => {
  it('passes a ToolContext first when the first parameter is a RunContextWrapper/ToolContext (function_schema.py:351-361, tool.py:2638-2646)', async () => {
    const code = 'def f(ctx: RunContextWrapper[dict], n: int) -> str:\n    ctx.context["n"] = n\n    return f"{type(ctx).__name__} {ctx.tool_name}"\n\n\nfrom agents import RunContextWrapper\n';
    expect(await call('agents-sdk-python', code, { n: 4 }, {})).toMatchObject({ ok: true, value: 'ToolContext the_tool', context: { n: 4 } });
  });

  it('ctx.context is the body’s context model, defaults kept (RunContextWrapper[T])', async () => {
    const code = 'async def f(ctx: RunContextWrapper[Ctx]) -> str:\n    ctx.context.seat = "1A"\n    return f"{ctx.context.name}:{ctx.context.seat}:{ctx.context.meal}"\n\n\nfrom agents import RunContextWrapper\nfrom pydantic import BaseModel\n\nclass Ctx(BaseModel):\n    name: str\n    seat: str | None = None\n    meal: str = "none"\n';
    expect(await call('agents-sdk-python', code, {}, { name: 'Ada' })).toMatchObject({ ok: true, value: 'Ada:1A:none', context: { name: 'Ada', seat: '1A', meal: 'none' } });
  });

  it('an exception reaches the engine as str(error), which default_tool_error_function wraps (tool.py:1863-1872)', async () => {
    const result = await call('agents-sdk-python', 'def f():\n    raise ValueError("no seat")\n', {});
    expect(result).toMatchObject({ ok: false, error: { name: 'ValueError', message: 'no seat' } });
  });

  it('on_handoff is called with (ctx) or (ctx, input); its return value is ignored (handoffs/__init__.py:334-343)', async () => {
    const withInput = 'def on_handoff(ctx, data):\n    ctx.context["reason"] = data.reason\n    return "ignored"\n';
    expect(await call('agents-sdk-python', withInput, { reason: 'fraud' }, {}, 'on_handoff')).toMatchObject({ ok: true, value: null, context: { reason: 'fraud' } });
    const noInput = 'async def on_handoff(ctx):\n    ctx.context["called"] = True\n';
    expect(await call('agents-sdk-python', noInput, null, {}, 'on_handoff')).toMatchObject({ ok: true, context: { called: true } });
  });
});
