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
        if kind == 'instructions':
            # core.py:41-46: instructions(defaultdict(str, context_variables)), a copy
            import collections
            text = await _call(fn, collections.defaultdict(str, copy.deepcopy(context)))
            return {'value': text if isinstance(text, str) else str(text), 'context': _plain(context), 'handoffs': []}
        if kind == 'when':
            # Swarm has no enabled/approval rules upstream: Switchboard calls the rule with a copy
            # of context_variables (and the call's arguments for an approval rule)
            return {'value': bool(await _call(fn, *_rule_args(fn, copy.deepcopy(context), data, request))), 'context': _plain(context), 'handoffs': []}
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
        if kind == 'when':
            # AG2 has no rules of this kind for tools: Switchboard calls the rule with a copy of
            # the ContextVariables (and the call's arguments for an approval rule)
            return {'value': bool(await _call(fn, *_rule_args(fn, variables, data, request))), 'context': _plain(context), 'handoffs': []}
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
    shared, read_back = _run_context(fn, context)
    if kind == 'tool':
        args = dict(data or {})
        positional = []
        if _takes_run_context(fn):
            positional.append(ToolContext(context=shared, tool_name=request.get('toolName', '')))
        elif _takes(fn, 'context_variables'):
            args['context_variables'] = shared
        result = await _call(fn, *positional, **args)
        return {'value': _value(result), 'context': _plain(read_back()), 'handoffs': handoffs}
    if kind == 'on_handoff':
        # handoffs/__init__.py _invoke_handoff_impl: on_handoff(ctx, validated_input) with an
        # input type, else on_handoff(ctx); the return value is ignored.
        wrapper = RunContextWrapper(context=shared)
        if _positional_count(fn) >= 2:
            await _call(fn, wrapper, _attr(data))
        else:
            await _call(fn, wrapper)
        return {'value': None, 'context': _plain(read_back()), 'handoffs': []}
    if kind == 'guardrail' and request.get('guardrail') in ('tool_input', 'tool_output'):
        # tool_guardrails.py:170-210: guardrail_function(data), awaited if awaitable; data is a
        # ToolInputGuardrailData (context: ToolContext, agent) or ToolOutputGuardrailData (+ output)
        from agents import ToolInputGuardrailData, ToolOutputGuardrailData
        spec = data or {}
        tool_context = ToolContext(context=shared, tool_name=spec.get('tool', ''), tool_call_id=spec.get('callId', ''), tool_arguments=spec.get('rawArguments', ''))
        if request['guardrail'] == 'tool_output':
            guard_data = ToolOutputGuardrailData(context=tool_context, agent=_agent(agents, request), output=spec.get('output'))
        else:
            guard_data = ToolInputGuardrailData(context=tool_context, agent=_agent(agents, request))
        output = await _call(fn, guard_data)
        behavior = output.behavior
        kind_of = behavior['type']
        verdict = {'behavior': 'throw' if kind_of == 'raise_exception' else kind_of, 'info': _plain(output.output_info)}
        if kind_of == 'reject_content':
            verdict['message'] = behavior.get('message', '')
        return {'value': verdict, 'context': _plain(read_back()), 'handoffs': []}
    if kind == 'guardrail':
        # guardrail.py:111-131 (input) / 165-185 (output): guardrail_function(context, agent,
        # input_or_output), awaited if awaitable; the result's tripwire_triggered decides
        wrapper = RunContextWrapper(context=shared)
        output = await _call(fn, wrapper, _agent(agents, request), _attr(data))
        return {'value': {'tripwire': bool(output.tripwire_triggered), 'info': _plain(output.output_info)}, 'context': _plain(read_back()), 'handoffs': []}
    if kind == 'when':
        wrapper = RunContextWrapper(context=shared)
        if request.get('rule') == 'needs_approval':
            # tool_execution.py:1300-1318 + util/_approvals.py:30-43: needs_approval(ctx, params, call_id)
            spec = data or {}
            verdict = await _call(fn, wrapper, dict(spec.get('params') or {}), spec.get('callId', ''))
        else:
            # agent.py:276-286 (tools), 219-228 (handoffs): is_enabled(ctx, agent)
            verdict = await _call(fn, wrapper, _agent(agents, request))
        return {'value': bool(verdict), 'context': _plain(read_back()), 'handoffs': []}
    if kind == 'instructions':
        # agent.py:1042-1071 get_system_prompt: exactly 2 parameters, instructions(ctx, agent)
        params = list(inspect.signature(fn).parameters.values())
        if len(params) != 2:
            raise TypeError(
                f"'instructions' callable must accept exactly 2 arguments (context, agent), "
                f"but got {len(params)}: {[p.name for p in params]}"
            )
        text = await _call(fn, RunContextWrapper(context=shared), _agent(agents, request))
        value = '' if text is None else text if isinstance(text, str) else str(text)
        return {'value': value, 'context': _plain(read_back()), 'handoffs': []}
    if kind == 'input_filter':
        # run_internal/turn_resolution.py:664-700: input_filter(HandoffInputData), awaited if
        # awaitable; anything but a HandoffInputData is "Invalid input filter result"
        from agents import HandoffInputData
        items = _run_items(data or {})
        filtered = await _call(fn, HandoffInputData(input_history=tuple(_attr(i) for i in (data or {}).get('inputHistory', [])), pre_handoff_items=items['pre'], new_items=items['new'], run_context=RunContextWrapper(context=shared)))
        if not isinstance(filtered, HandoffInputData):
            return {'value': _value(filtered), 'context': _plain(read_back()), 'handoffs': []}
        history = filtered.input_history
        if isinstance(history, str):
            history = [{'type': 'message', 'role': 'user', 'content': history}]
        value = {'inputHistory': [_item_back(i) for i in history], 'preHandoffItems': [_item_back(i) for i in filtered.pre_handoff_items], 'newItems': [_item_back(i) for i in filtered.new_items]}
        return {'value': value, 'context': _plain(read_back()), 'handoffs': []}
    raise TypeError(f'{kind} bodies are not run as Python under {runtime}')

def _agent(agents, request):
    """The agents.Agent a guardrail, rule or instructions function gets (name only)."""
    from agents import Agent
    agent_id = request.get('agentId') or ''
    for entry in agents:
        if entry['id'] == agent_id:
            return Agent(name=entry['name'])
    return Agent(name=agent_id or 'Agent')

def _rule_args(fn, variables, data, request):
    """Swarm/AG2 rules: (context_variables) for enabled, (context_variables, args) for approval, by arity."""
    args = [variables, dict(data or {})] if request.get('rule') == 'needs_approval' else [variables]
    return args[:_positional_count(fn)]

def _run_items(data):
    """This run's items as the SDK's RunItem classes (agents.items): assistant messages, tool calls
    and outputs; a call whose output is a transfer message ({"assistant": ...}) is a handoff."""
    from agents import MessageOutputItem, ToolCallItem, ToolCallOutputItem, HandoffCallItem, HandoffOutputItem, RunItem
    everything = list(data.get('preHandoffItems', [])) + list(data.get('newItems', []))
    handoff_calls = set()
    for item in everything:
        if item.get('type') == 'function_call_result':
            output = item.get('output')
            text = output.get('text') if isinstance(output, dict) else output
            try:
                parsed = json.loads(text) if isinstance(text, str) else None
            except ValueError:
                parsed = None
            if isinstance(parsed, dict) and list(parsed) == ['assistant']:
                handoff_calls.add(item.get('callId'))
    def wrap(item):
        kind = item.get('type')
        if kind == 'message':
            cls = MessageOutputItem
        elif kind in ('function_call', 'computer_call', 'hosted_tool_call'):
            cls = HandoffCallItem if item.get('callId') in handoff_calls else ToolCallItem
        elif kind in ('function_call_result', 'computer_call_result'):
            cls = HandoffOutputItem if item.get('callId') in handoff_calls else ToolCallOutputItem
        else:
            cls = RunItem
        return cls(raw_item=_attr(item), original=item)
    return {'pre': tuple(wrap(i) for i in data.get('preHandoffItems', [])), 'new': tuple(wrap(i) for i in data.get('newItems', []))}

def _item_back(item):
    original = getattr(item, '_switchboard_item', None)
    if original is not None:
        return original
    return _plain(dict(item)) if isinstance(item, dict) else _plain(item)

def _run_context(fn, context):
    """ctx.context as the body expects it: an instance of its RunContextWrapper[T] model made from
    the run's context (fields it does not set keep their defaults), else a dict with attributes."""
    params = list(inspect.signature(fn).parameters.values())
    model = None
    if params and params[0].annotation is not inspect.Parameter.empty and not isinstance(params[0].annotation, str):
        args = typing.get_args(params[0].annotation)
        if args and isinstance(args[0], type) and hasattr(args[0], 'model_dump'):
            model = args[0]
    if model is None:
        shared = AttrDict(context)
        return shared, lambda: dict(shared)
    obj = model(**context)
    return obj, lambda: {**context, **{k: v for k, v in vars(obj).items() if not k.startswith('_')}}

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
