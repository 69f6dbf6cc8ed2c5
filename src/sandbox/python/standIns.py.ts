/**
 * Stand-ins for the runtimes' own packages, importable by graph and imported Python bodies
 * (`from swarm import Result`, `from agents import RunContextWrapper`, `from autogen import
 * ReplyResult, AgentTarget`). They carry only what a tool body, callback or filter touches at run
 * time: the shapes the engine reads back (Swarm Result/Agent, AG2 ReplyResult and targets, the
 * Agents SDK's RunContextWrapper), and permissive placeholders for everything else a module
 * imports (decorators return their function, classes accept any arguments), so a body's own
 * imports never fail on a name the body does not use. The runtimes' behaviour (how arguments,
 * context and results are handled) is in ./invoke.py.ts, with the upstream lines it follows.
 */
const COMMON = String.raw`
class _Placeholder:
    """Any name the stand-in does not model: callable, subscriptable, usable as a decorator."""
    def __init__(self, *args, **kwargs):
        self.args = args
        self.kwargs = kwargs
        for key, value in kwargs.items():
            try:
                setattr(self, key, value)
            except Exception:
                pass
    def __call__(self, *args, **kwargs):
        if len(args) == 1 and callable(args[0]) and not kwargs:
            return args[0]
        return _Placeholder(*args, **kwargs)
    def __class_getitem__(cls, item):
        return cls
    def __getitem__(self, item):
        return self
    def __getattr__(self, name):
        if name.startswith('__'):
            raise AttributeError(name)
        return _Placeholder()

def _decorator(fn=None, /, *args, **kwargs):
    """@decorator and @decorator(...) both give back the function itself."""
    if callable(fn) and not args and not kwargs:
        return fn
    return lambda f: f

def __getattr__(name):
    if name.startswith('__'):
        raise AttributeError(name)
    return type(name, (_Placeholder,), {})
`;

const SWARM = String.raw`
${COMMON}
class Agent:
    def __init__(self, name="Agent", model="gpt-4o", instructions="You are a helpful agent.", functions=None, tool_choice=None, parallel_tool_calls=True, **kwargs):
        self.name = name
        self.model = model
        self.instructions = instructions
        self.functions = list(functions or [])
        self.tool_choice = tool_choice
        self.parallel_tool_calls = parallel_tool_calls
    def __repr__(self):
        return f"Agent(name={self.name!r})"

class Result:
    def __init__(self, value="", agent=None, context_variables=None):
        self.value = value
        self.agent = agent
        self.context_variables = dict(context_variables or {})

class Response(_Placeholder):
    pass

class Swarm(_Placeholder):
    pass
`;

const AGENTS = String.raw`
${COMMON}
import types as _types

class RunContextWrapper:
    def __init__(self, context=None, usage=None):
        self.context = context
        self.usage = usage
    def __class_getitem__(cls, item):
        # RunContextWrapper[T] keeps T (typing.get_args), as the real generic does
        return _types.GenericAlias(cls, (item,))

class ToolContext(RunContextWrapper):
    def __init__(self, context=None, usage=None, tool_name="", tool_call_id="", tool_arguments=""):
        super().__init__(context, usage)
        self.tool_name = tool_name
        self.tool_call_id = tool_call_id
        self.tool_arguments = tool_arguments

class Agent:
    def __init__(self, name="Agent", instructions=None, **kwargs):
        self.name = name
        self.instructions = instructions
        for key, value in kwargs.items():
            setattr(self, key, value)
    def __class_getitem__(cls, item):
        return cls
    def clone(self, **kwargs):
        return Agent(**{**self.__dict__, **kwargs})

class GuardrailFunctionOutput:
    def __init__(self, output_info=None, tripwire_triggered=False):
        self.output_info = output_info
        self.tripwire_triggered = tripwire_triggered

class ToolGuardrailFunctionOutput:
    """tool_guardrails.py:60-117: the behavior is a dict with its type (and message)."""
    def __init__(self, output_info=None, behavior=None):
        self.output_info = output_info
        self.behavior = behavior if behavior is not None else {"type": "allow"}
    @classmethod
    def allow(cls, output_info=None):
        return cls(output_info=output_info, behavior={"type": "allow"})
    @classmethod
    def reject_content(cls, message, output_info=None):
        return cls(output_info=output_info, behavior={"type": "reject_content", "message": message})
    @classmethod
    def raise_exception(cls, output_info=None):
        return cls(output_info=output_info, behavior={"type": "raise_exception"})

class ToolInputGuardrailData:
    def __init__(self, context=None, agent=None):
        self.context = context
        self.agent = agent

class ToolOutputGuardrailData(ToolInputGuardrailData):
    def __init__(self, context=None, agent=None, output=None):
        super().__init__(context, agent)
        self.output = output

class HandoffInputData:
    def __init__(self, input_history=(), pre_handoff_items=(), new_items=(), run_context=None, input_items=None):
        self.input_history = input_history
        self.pre_handoff_items = tuple(pre_handoff_items)
        self.new_items = tuple(new_items)
        self.run_context = run_context
        self.input_items = input_items
    def clone(self, **kwargs):
        data = dict(self.__dict__)
        data.update(kwargs)
        return HandoffInputData(**data)

class RunItem:
    """agents/items.py RunItem: the model or tool item (raw_item) and its type; the sandbox keeps the
    engine's own item to give back when a filter returns it."""
    type = "run_item"
    def __init__(self, raw_item=None, agent=None, original=None, **kwargs):
        self.raw_item = raw_item
        self.agent = agent
        self._switchboard_item = original
    def to_input_item(self):
        return dict(self.raw_item) if isinstance(self.raw_item, dict) else self.raw_item

class MessageOutputItem(RunItem):
    type = "message_output_item"

class ToolCallItem(RunItem):
    type = "tool_call_item"

class ToolCallOutputItem(RunItem):
    type = "tool_call_output_item"

class HandoffCallItem(RunItem):
    type = "handoff_call_item"

class HandoffOutputItem(RunItem):
    type = "handoff_output_item"

class ReasoningItem(RunItem):
    type = "reasoning_item"

function_tool = _decorator
input_guardrail = _decorator
output_guardrail = _decorator
tool_input_guardrail = _decorator
tool_output_guardrail = _decorator
`;

const AGENTS_HANDOFF_PROMPT = String.raw`
RECOMMENDED_PROMPT_PREFIX = "# System context\nYou are part of a multi-agent system called the Agents SDK, designed to make agent coordination and execution easy. Agents uses two primary abstraction: **Agents** and **Handoffs**. An agent encompasses instructions and tools and can hand off a conversation to another agent when appropriate. Handoffs are achieved by calling a handoff function, generally named ${'`'}transfer_to_<agent_name>${'`'}. Transfers between agents are handled seamlessly in the background; do not mention or draw attention to these transfers in your conversation with the user.\n"
def prompt_with_handoff_instructions(prompt):
    return f"{RECOMMENDED_PROMPT_PREFIX}\n\n{prompt}"
`;

const AUTOGEN = String.raw`
${COMMON}
class ContextVariables:
    def __init__(self, data=None, **kwargs):
        self.data = dict(data or {})
        self.data.update(kwargs)
    def get(self, key, default=None):
        return self.data.get(key, default)
    def set(self, key, value):
        self.data[key] = value
    def remove(self, key):
        return self.data.pop(key, None) is not None
    def keys(self):
        return self.data.keys()
    def values(self):
        return self.data.values()
    def items(self):
        return self.data.items()
    def clear(self):
        self.data.clear()
    def contains(self, key):
        return key in self.data
    def update(self, other):
        self.data.update(other)
    def to_dict(self):
        return dict(self.data)
    def __getitem__(self, key):
        return self.data[key]
    def __setitem__(self, key, value):
        self.data[key] = value
    def __delitem__(self, key):
        del self.data[key]
    def __contains__(self, key):
        return key in self.data
    def __len__(self):
        return len(self.data)
    def __iter__(self):
        return iter(self.data)
    def __str__(self):
        return f"ContextVariables({self.data})"
    __repr__ = __str__

class TransitionTarget:
    def display_name(self):
        return ''

class AgentTarget(TransitionTarget):
    def __init__(self, agent, **kwargs):
        self.agent_name = getattr(agent, 'name', str(agent))
    def display_name(self):
        return self.agent_name
    def __str__(self):
        return f"Transfer to {self.agent_name}"

class AgentNameTarget(TransitionTarget):
    def __init__(self, agent_name, **kwargs):
        self.agent_name = agent_name
    def display_name(self):
        return self.agent_name
    def __str__(self):
        return f"Transfer to {self.agent_name}"

class RevertToUserTarget(TransitionTarget):
    def display_name(self):
        return 'the user'
    def __str__(self):
        return 'Transfer to user'

class TerminateTarget(TransitionTarget):
    def display_name(self):
        return 'Terminate'
    def __str__(self):
        return 'Terminate'

class StayTarget(TransitionTarget):
    def display_name(self):
        return 'Stay'
    def __str__(self):
        return 'Stay with agent'

class ReplyResult:
    def __init__(self, message, target=None, context_variables=None):
        self.message = message
        self.target = target
        self.context_variables = context_variables
    def __str__(self):
        return self.message

class ConversableAgent:
    def __init__(self, name="agent", *args, **kwargs):
        self.name = name
        for key, value in kwargs.items():
            setattr(self, key, value)

AssistantAgent = ConversableAgent
UserProxyAgent = ConversableAgent
register_function = lambda *args, **kwargs: None
`;

const PYDANTIC = String.raw`
${COMMON}
import annotationlib as _annotationlib

_MISSING = object()

class _FieldInfo:
    def __init__(self, default=_MISSING, default_factory=None, **kwargs):
        self.default = default
        self.default_factory = default_factory

def Field(default=_MISSING, *, default_factory=None, **kwargs):
    return _FieldInfo(default, default_factory)

def ConfigDict(**kwargs):
    return dict(kwargs)

class BaseModel:
    """Enough of pydantic's BaseModel for a body: fields from annotations, defaults, attributes, model_dump()."""
    @classmethod
    def _field_names(cls):
        names = []
        for klass in reversed(cls.__mro__):
            if klass in (object, BaseModel):
                continue
            try:
                annotations = _annotationlib.get_annotations(klass, format=_annotationlib.Format.STRING)
            except Exception:
                annotations = {}
            for name in annotations:
                if not name.startswith('_') and name not in names and name != 'model_config':
                    names.append(name)
        return names
    def __init__(self, **data):
        for name in type(self)._field_names():
            if name in data:
                value = data.pop(name)
            else:
                default = getattr(type(self), name, _MISSING)
                if isinstance(default, _FieldInfo):
                    default = default.default_factory() if default.default_factory else default.default
                if default is _MISSING:
                    raise TypeError(f"{type(self).__name__}: field required: {name}")
                value = default
            object.__setattr__(self, name, value)
        for name, value in data.items():
            object.__setattr__(self, name, value)
    def model_dump(self, **kwargs):
        return {name: getattr(self, name) for name in type(self)._field_names()}
    def model_dump_json(self, **kwargs):
        import json
        return json.dumps(self.model_dump(), default=str)
    @classmethod
    def model_validate(cls, data):
        return cls(**dict(data))
    def __str__(self):
        return ' '.join(f"{k}={v!r}" for k, v in self.model_dump().items())
    def __repr__(self):
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.model_dump().items())})"
    def __eq__(self, other):
        return type(self) is type(other) and self.model_dump() == other.model_dump()
`;

/** Module name → source, for PythonCall.modules (all three runtimes' names at once). */
export const RUNTIME_STAND_INS: Readonly<Record<string, string>> = {
  swarm: SWARM,
  'swarm.types': 'from swarm import *\nfrom swarm import Agent, Result, Response\n',
  'swarm.core': 'from swarm import *\nfrom swarm import Swarm\n',
  agents: AGENTS,
  'agents.extensions': 'from agents import __getattr__\n',
  'agents.extensions.handoff_prompt': AGENTS_HANDOFF_PROMPT,
  'agents.run_context': 'from agents import RunContextWrapper\n',
  'agents.tool_context': 'from agents import ToolContext\n',
  'agents.items': 'from agents import RunItem, MessageOutputItem, ToolCallItem, ToolCallOutputItem, HandoffCallItem, HandoffOutputItem, ReasoningItem\n',
  'agents.handoffs': 'from agents import HandoffInputData\n',
  'agents.guardrail': 'from agents import GuardrailFunctionOutput\n',
  'agents.tool_guardrails': 'from agents import ToolGuardrailFunctionOutput, ToolInputGuardrailData, ToolOutputGuardrailData\n',
  autogen: AUTOGEN,
  'autogen.agentchat': 'from autogen import *\nfrom autogen import ContextVariables, ReplyResult, AgentTarget, AgentNameTarget, RevertToUserTarget, TerminateTarget, StayTarget, ConversableAgent\n',
  'autogen.agentchat.group': 'from autogen import *\nfrom autogen import ContextVariables, ReplyResult, AgentTarget, AgentNameTarget, RevertToUserTarget, TerminateTarget, StayTarget\n',
  'autogen.agentchat.group.patterns': 'from autogen import __getattr__\n',
  'autogen.tools': 'from autogen import __getattr__\n',
  pydantic: PYDANTIC,
  typing_extensions: 'from typing import *\nfrom typing import Annotated, Literal, TypedDict, Any\n',
};
