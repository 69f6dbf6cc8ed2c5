/**
 * How each runtime calls a Python body and reads what it returns, in Python (docs/SEMANTICS.md
 * §Python bodies cites the upstream lines). Importable as `_switchboard_invoke`; the sandbox
 * appends a two-line entry to the body that calls `invoke(globals(), request)`.
 *
 * The result is what the engine reads from any sandboxed code (src/engine/sandbox.ts): a value,
 * the context after the call, and routing requests (`handoffs`), so each profile's existing
 * rules (Swarm's batch merge, AG2's ReplyResult merge, the Agents SDK's error texts) apply to
 * Python exactly as to TypeScript.
 */
export const INVOKE_MODULE = String.raw`
import copy, inspect, json, typing

def _make_handoff(runtime, agents):
    """The portable body API's handoff(agent_id, message=None, context_variables=None), as each
    export defines it (export/swarm.ts, export/ag2.ts, export/agentsPy.ts)."""
    def by_id(agent_id):
        for entry in agents:
            if entry['id'] == agent_id:
                return entry
        raise KeyError(agent_id)
    if runtime == 'swarm':
        from swarm import Agent, Result
        def handoff(agent_id, message=None, context_variables=None):
            agent = Agent(name=by_id(agent_id)['name'])
            if message is None and not context_variables:
                return agent
            return Result(value=message if message is not None else json.dumps({"assistant": agent.name}), agent=agent, context_variables=context_variables or {})
        return handoff
    if runtime == 'ag2':
        from autogen import AgentTarget, ReplyResult, RevertToUserTarget, StayTarget, TerminateTarget, ConversableAgent
        special = {"$terminate": TerminateTarget, "$revert_to_user": RevertToUserTarget, "$stay": StayTarget}
        def handoff(agent_id, message=None, context_variables=None):
            target = special[agent_id]() if agent_id in special else AgentTarget(ConversableAgent(name=by_id(agent_id)['name']))
            return ReplyResult(message=message if message is not None else str(target), target=target, context_variables=context_variables)
        return handoff
    def handoff(agent_id, message=None, context_variables=None):
        return message
    return handoff

class AttrDict(dict):
    """The Agents SDK context as a body sees it: ctx.context.seat_number and ctx.context['seat_number']."""
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'") from None
    def __setattr__(self, name, value):
        self[name] = value
    def __delattr__(self, name):
        try:
            del self[name]
        except KeyError:
            raise AttributeError(name) from None

def _exact_json(value):
    """True when json round-trips the value to something Python prints the same way."""
    if value is None or isinstance(value, (bool, str)):
        return True
    if isinstance(value, int):
        return True
    if isinstance(value, float):
        return value == value and value not in (float('inf'), float('-inf'))
    if type(value) is list:
        return all(_exact_json(v) for v in value)
    if type(value) is dict:
        return all(isinstance(k, str) and _exact_json(v) for k, v in value.items())
    return False

def _value(result):
    """Plain data goes back as JSON (the engine prints it with Python's str()); anything else as str(result) here."""
    if _exact_json(result):
        return result
    return str(result)

def _plain(data):
    return json.loads(json.dumps(data, default=str))

def _agent_id(agents, agent):
    name = getattr(agent, 'name', None) or getattr(agent, 'agent_name', None)
    for entry in agents:
        if entry['name'] == name or entry['id'] == name:
            return entry['id']
    return str(name)

def _ag2_target(agents, target):
    kind = type(target).__name__
    if kind == 'RevertToUserTarget':
        return '$revert_to_user'
    if kind == 'TerminateTarget':
        return '$terminate'
    if kind == 'StayTarget':
        return '$stay'
    return _agent_id(agents, target)

def _takes_run_context(fn):
    """agents/function_schema.py: the first parameter annotated RunContextWrapper or ToolContext."""
    params = list(inspect.signature(fn).parameters.values())
    if not params:
        return False
    annotation = params[0].annotation
    if annotation is inspect.Parameter.empty:
        return False
    if isinstance(annotation, str):
        return annotation.split('[')[0].strip().split('.')[-1] in ('RunContextWrapper', 'ToolContext')
    origin = typing.get_origin(annotation) or annotation
    return getattr(origin, '__name__', '') in ('RunContextWrapper', 'ToolContext')

async def _call(fn, *args, **kwargs):
    result = fn(*args, **kwargs)
    if inspect.isawaitable(result):
        result = await result
    return result

def _takes(fn, name):
    return name in inspect.signature(fn).parameters

async def invoke(ns, request):
    fn = ns[request['defName']]
    runtime = request['runtime']
    kind = request['kind']
    agents = request.get('agents') or []
    current = ns.get('handoff')
    if current is None or getattr(current, '__module__', '') in ('agents', 'swarm', 'autogen'):
        ns['handoff'] = _make_handoff(runtime, agents)
    context = request.get('context') or {}
    data = request.get('input')
    handoffs = []

    if runtime == 'swarm':
        # swarm/core.py handle_tool_calls: the run's own dict goes in as context_variables when
        # the function names it (co_varnames); in-place changes stay in that dict.
        variables = context
        args = dict(data or {}) if kind == 'tool' else {}
        if kind == 'tool' and 'context_variables' in fn.__code__.co_varnames:
            args['context_variables'] = variables
        if kind == 'tool':
            result = await _call(fn, **args)
        else:
            result = await _call(fn, variables) if _positional_count(fn) >= 1 else await _call(fn)
        after = variables
        # handle_function_result: Result as is; an Agent becomes {"assistant": name} with that
        # agent; anything else str(result).
        if type(result).__name__ == 'Result' and hasattr(result, 'value'):
            after = {**variables, **dict(result.context_variables or {})}
            if result.agent is not None:
                handoffs.append({'target': _agent_id(agents, result.agent), 'message': str(result.value)})
            value = str(result.value) if not isinstance(result.value, str) else result.value
        elif hasattr(result, 'functions') and hasattr(result, 'name') and type(result).__name__ == 'Agent':
            handoffs.append({'target': _agent_id(agents, result)})
            value = None
        else:
            value = _value(result)
        return {'value': value, 'context': _plain(dict(after)), 'handoffs': handoffs}

    if runtime == 'ag2':
        # tools/dependency_injection.py + group_tool_executor.py: the function gets its own copy
        # of the context; only a ReplyResult's context_variables are merged back.
        from autogen import ContextVariables
        variables = ContextVariables(data=copy.deepcopy(context))
        args = dict(data or {}) if kind == 'tool' else {}
        if kind == 'tool':
            if _takes(fn, 'context_variables'):
                args['context_variables'] = variables
            result = await _call(fn, **args)
        else:
            result = await _call(fn, variables) if _positional_count(fn) >= 1 else await _call(fn)
        after = dict(context)
        if type(result).__name__ == 'ReplyResult':
            if result.context_variables is not None:
                cv = result.context_variables
                after.update(cv.to_dict() if hasattr(cv, 'to_dict') else dict(cv))
            if result.target is not None:
                handoffs.append({'target': _ag2_target(agents, result.target), 'message': str(result.message)})
            value = str(result.message)
        elif hasattr(result, 'agent_name') or type(result).__name__ in ('RevertToUserTarget', 'TerminateTarget', 'StayTarget'):
            handoffs.append({'target': _ag2_target(agents, result), 'message': str(result)})
            value = str(result)
        else:
            value = _value(result)
        return {'value': value, 'context': _plain(after), 'handoffs': handoffs}

    # Agents SDK (Python): tool.py _on_invoke_tool_impl calls the_func(ctx, *args, **kwargs) when
    # the first parameter is a RunContextWrapper/ToolContext; ctx.context is the run's context.
    from agents import RunContextWrapper, ToolContext
    shared = AttrDict(context)
    if kind == 'tool':
        args = dict(data or {})
        positional = []
        if _takes_run_context(fn):
            positional.append(ToolContext(context=shared, tool_name=request.get('toolName', '')))
        elif _takes(fn, 'context_variables'):
            args['context_variables'] = shared
        result = await _call(fn, *positional, **args)
        return {'value': _value(result), 'context': _plain(dict(shared)), 'handoffs': handoffs}
    if kind == 'on_handoff':
        # handoffs/__init__.py _invoke_handoff_impl: on_handoff(ctx, validated_input) with an
        # input type, else on_handoff(ctx); the return value is ignored.
        wrapper = RunContextWrapper(context=shared)
        if _positional_count(fn) >= 2:
            await _call(fn, wrapper, _attr(data))
        else:
            await _call(fn, wrapper)
        return {'value': None, 'context': _plain(dict(shared)), 'handoffs': []}
    raise TypeError(f'{kind} bodies are not run as Python under {runtime}')

def _positional_count(fn):
    return len([p for p in inspect.signature(fn).parameters.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)])

def _attr(value):
    if isinstance(value, dict):
        return AttrDict({k: _attr(v) for k, v in value.items()})
    if isinstance(value, list):
        return [_attr(v) for v in value]
    return value
`;

/** Appended to a body (after its last line, so its line numbers stay): the call's entry. */
export const INVOKE_ENTRY = '\n\nasync def __switchboard_entry(request):\n    import _switchboard_invoke\n    return await _switchboard_invoke.invoke(globals(), request)\n';
