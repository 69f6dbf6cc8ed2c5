/**
 * The "run the code" pass's Python side: recording stand-ins for `agents`, `swarm` and
 * `autogen`/`ag2` that record every agent, handoff, condition, after-work, tool registration,
 * nested chat and run call instead of acting, inert stand-ins for every other third-party import,
 * and a small `yaml` reader (the imported folder's YAML files are read-only copies in the call's
 * folder). The program's entry runs as `__main__`; the recording comes back as JSON.
 */
export const RECORDER = String.raw`
import builtins, importlib, importlib.abc, importlib.machinery, inspect, json, os, sys, types

_REC = {"agents": [], "routes": [], "tools": [], "nested": [], "runs": [], "agent_tools": [], "notes": []}
_ROOT = os.getcwd()
_IDS = {}

def _where():
    for frame in inspect.stack()[2:]:
        path = os.path.abspath(frame.filename)
        if path.startswith(_ROOT + os.sep) and not path.endswith("__recorder__.py"):
            return {"file": os.path.relpath(path, _ROOT).replace(os.sep, "/"), "line": frame.lineno}
    return {"file": "", "line": 1}

def _text(value):
    if isinstance(value, str):
        return value
    return None

def _key(agent):
    return _IDS.get(id(agent))

class _Inert:
    """Anything a third-party package the recorder does not model gives back: callable, iterable, a base class."""
    def __init__(self, *args, **kwargs):
        pass
    def __call__(self, *args, **kwargs):
        if len(args) == 1 and callable(args[0]) and not kwargs:
            return args[0]
        return _Inert()
    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return _Inert()
    def __getitem__(self, item):
        return _Inert()
    def __iter__(self):
        return iter(())
    def __bool__(self):
        return False
    def __enter__(self):
        return self
    def __exit__(self, *args):
        return False
    def __mro_entries__(self, bases):
        return (object,)
    def __class_getitem__(cls, item):
        return cls

class _InertModule(types.ModuleType):
    def __getattr__(self, name):
        if name == "__version__":
            return "0.0.0"
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return _Inert()

class _InertFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Third-party imports the recorder does not model become inert modules (the code still runs)."""
    def find_spec(self, fullname, path, target=None):
        if fullname in sys.modules:
            return None
        for finder in sys.meta_path:
            if finder is self or type(finder).__name__ == "_Missing":
                continue
            try:
                spec = finder.find_spec(fullname, path, target)
            except Exception:
                spec = None
            if spec is not None:
                return None
        return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
    def create_module(self, spec):
        module = _InertModule(spec.name)
        module.__path__ = []
        _REC["notes"].append("inert:" + spec.name)
        return module
    def exec_module(self, module):
        pass

# ---------- AG2 (autogen / ag2) ----------

class _Handoffs:
    def __init__(self, owner):
        self._owner = owner
    def set_after_work(self, target):
        _route(self._owner, target, "after_work")
    def add_after_work(self, condition):
        _condition(self._owner, condition, "after_work")
    def add_after_works(self, conditions):
        for c in conditions:
            _condition(self._owner, c, "after_work")
    def add_llm_condition(self, condition):
        _condition(self._owner, condition, "llm")
    def add_llm_conditions(self, conditions):
        for c in conditions:
            _condition(self._owner, c, "llm")
    def add_context_condition(self, condition):
        _condition(self._owner, condition, "context")
    def add_context_conditions(self, conditions):
        for c in conditions:
            _condition(self._owner, c, "context")
    def add(self, condition):
        _condition(self._owner, condition, "llm" if isinstance(condition, OnCondition) else "context")
    def add_many(self, conditions):
        for c in conditions:
            self.add(c)

def _target(target):
    if isinstance(target, AgentTarget):
        return {"kind": "agent", "agent": _key(target.agent)}
    if isinstance(target, AgentNameTarget):
        return {"kind": "agent_name", "name": target.agent_name}
    if isinstance(target, NestedChatTarget):
        return {"kind": "nested", "chats": _chats((target.nested_chat_config or {}).get("chat_queue", []))}
    for cls, kind in ((TerminateTarget, "terminate"), (RevertToUserTarget, "revert_to_user"), (StayTarget, "stay"), (GroupManagerTarget, "group_manager")):
        if isinstance(target, cls):
            return {"kind": kind}
    if isinstance(target, FunctionTarget):
        return {"kind": "function", "function": getattr(target.fn, "__name__", "?")}
    return {"kind": type(target).__name__}

def _route(owner, target, trigger, condition=None):
    _REC["routes"].append({"from": _key(owner), "target": _target(target), "trigger": trigger, "condition": condition, **_where()})

def _condition(owner, cond, trigger):
    text = None
    c = getattr(cond, "condition", None)
    if isinstance(c, str):
        text = c
    elif c is not None:
        text = getattr(c, "prompt", None) or getattr(getattr(c, "expression", None), "expression", None) or getattr(c, "expression", None) or getattr(c, "variable_name", None)
        if not isinstance(text, str):
            text = None
        if isinstance(c, StringContextCondition):
            text = "${" + str(c.variable_name) + "}"
    _route(owner, cond.target, trigger, text)

def _chats(queue):
    out = []
    for item in queue or []:
        recipient = item.get("recipient")
        members = [_key(a) for a in getattr(getattr(recipient, "groupchat", None), "agents", [])] if isinstance(recipient, GroupChatManager) else [_key(recipient)]
        out.append({"recipient": _key(recipient) if not isinstance(recipient, GroupChatManager) else None, "group": getattr(recipient, "name", None) if isinstance(recipient, GroupChatManager) else None, "members": [m for m in members if m], "message": _text(item.get("message")), "max_turns": item.get("max_turns"), "summary_method": _text(item.get("summary_method"))})
    return out

class ConversableAgent:
    def __init__(self, name="agent", system_message=None, description=None, llm_config=None, functions=None, human_input_mode=None, *args, **kwargs):
        self.name = name
        self.handoffs = _Handoffs(self)
        self.llm_config = llm_config
        self.context_variables = ContextVariables()
        key = "a%d" % len(_REC["agents"])
        _IDS[id(self)] = key
        model = None
        if isinstance(llm_config, dict):
            model = llm_config.get("model") or ((llm_config.get("config_list") or [{}])[0].get("model") if isinstance(llm_config.get("config_list"), list) else None)
        elif isinstance(llm_config, LLMConfig):
            model = llm_config.model
        elif _LLM_STACK:
            model = _LLM_STACK[-1].model
        human = type(self).__name__ == "UserProxyAgent" or (human_input_mode == "ALWAYS" and system_message is None)
        instructions, template = _text(system_message), False
        # instructions set before each reply (UpdateSystemMessage): AG2 fills {var} from the context variables
        for update in kwargs.get("update_agent_state_before_reply") or []:
            if instructions is None and isinstance(update, UpdateSystemMessage) and update.args and isinstance(update.args[0], str):
                instructions, template = update.args[0], True
        _REC["agents"].append({"key": key, "name": str(name), "kind": "ag2", "instructions": instructions, "template": template, "description": _text(description), "model": model if isinstance(model, str) else None, "human": human, **_where()})
        for f in functions or []:
            _tool(self, f, None)
    def register_for_llm(self, name=None, description=None, **kwargs):
        def decorate(f):
            _tool(self, f, description, name)
            return f
        return decorate
    def register_for_execution(self, *args, **kwargs):
        return lambda f: f
    def register_nested_chats(self, chat_queue=None, trigger=None, **kwargs):
        _REC["nested"].append({"agent": _key(self), "chats": _chats(chat_queue), **_where()})
    def register_reply(self, *args, **kwargs):
        pass
    def update_system_message(self, message):
        for a in _REC["agents"]:
            if a["key"] == _key(self) and isinstance(message, str):
                a["instructions"] = message
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Inert()

class AssistantAgent(ConversableAgent):
    pass

class UserProxyAgent(ConversableAgent):
    pass

def _tool(agent, f, description=None, name=None):
    try:
        source = inspect.getsource(f)
    except Exception:
        source = None
    _REC["tools"].append({"agent": _key(agent), "name": name or getattr(f, "__name__", "tool"), "description": description or inspect.getdoc(f), "source": source, **_where()})

def register_function(f, caller=None, executor=None, name=None, description=None, **kwargs):
    if caller is not None:
        _tool(caller, f, description, name)

_LLM_STACK = []

class LLMConfig:
    def __init__(self, *args, model=None, config_list=None, **kwargs):
        self.model = model
        if model is None and args and isinstance(args[0], dict):
            self.model = args[0].get("model")
        if self.model is None and isinstance(config_list, list) and config_list and isinstance(config_list[0], dict):
            self.model = config_list[0].get("model")
    def __enter__(self):
        _LLM_STACK.append(self)
        return self
    def __exit__(self, *args):
        _LLM_STACK.pop()
        return False
    def __getitem__(self, key):
        return getattr(self, key, None)
    def get(self, key, default=None):
        return getattr(self, key, default)

class ContextVariables(dict):
    def __init__(self, data=None, **kwargs):
        super().__init__(data or {}, **kwargs)
        self.data = self
    def set(self, key, value):
        self[key] = value

class _Value:
    def __init__(self, *args, **kwargs):
        self.args = args
        for k, v in kwargs.items():
            setattr(self, k, v)

class AgentTarget(_Value):
    def __init__(self, agent=None, **kwargs):
        self.agent = agent
class AgentNameTarget(_Value):
    def __init__(self, agent_name=None, **kwargs):
        self.agent_name = agent_name
class NestedChatTarget(_Value):
    def __init__(self, nested_chat_config=None, **kwargs):
        self.nested_chat_config = nested_chat_config
class FunctionTarget(_Value):
    def __init__(self, incoming_fn=None, **kwargs):
        self.fn = incoming_fn
class TerminateTarget(_Value): pass
class RevertToUserTarget(_Value): pass
class StayTarget(_Value): pass
class GroupManagerTarget(_Value): pass
class GroupChatTarget(_Value): pass
class OnCondition(_Value):
    def __init__(self, target=None, condition=None, available=None, **kwargs):
        self.target, self.condition, self.available = target, condition, available
class OnContextCondition(OnCondition): pass
class StringLLMCondition(_Value):
    def __init__(self, prompt=None, **kwargs):
        self.prompt = prompt
class ContextStrLLMCondition(StringLLMCondition): pass
class StringContextCondition(_Value):
    def __init__(self, variable_name=None, **kwargs):
        self.variable_name = variable_name
class ContextExpression(_Value):
    def __init__(self, expression=None, **kwargs):
        self.expression = expression
class ExpressionContextCondition(_Value):
    def __init__(self, expression=None, **kwargs):
        self.expression = expression
class ExpressionAvailableCondition(ExpressionContextCondition): pass
class StringAvailableCondition(StringContextCondition): pass
class ReplyResult(_Value):
    def __init__(self, message="", target=None, context_variables=None, **kwargs):
        self.message, self.target, self.context_variables = message, target, context_variables
class FunctionTargetResult(ReplyResult): pass
class UpdateSystemMessage(_Value): pass

class GroupChat(_Value):
    def __init__(self, agents=None, messages=None, max_round=10, **kwargs):
        self.agents, self.messages, self.max_round = list(agents or []), messages or [], max_round

class GroupChatManager(ConversableAgent):
    def __init__(self, groupchat=None, name="chat_manager", **kwargs):
        self.groupchat = groupchat
        self.name = name
        self.handoffs = _Handoffs(self)

class _Pattern(_Value):
    def __init__(self, initial_agent=None, agents=None, user_agent=None, context_variables=None, group_after_work=None, **kwargs):
        self.initial_agent, self.context_variables = initial_agent, context_variables
        _REC["runs"].append({"agent": _key(initial_agent), "kind": type(self).__name__, "context": dict(context_variables) if isinstance(context_variables, dict) else None, **_where()})
class DefaultPattern(_Pattern): pass
class AutoPattern(_Pattern): pass
class RoundRobinPattern(_Pattern): pass
class RandomPattern(_Pattern): pass
class ManualPattern(_Pattern): pass

class _ChatResult:
    chat_history = []
    summary = ""
    cost = {}
    def __getattr__(self, name):
        return _Inert()

def initiate_group_chat(pattern=None, messages=None, max_rounds=None, **kwargs):
    _REC["runs"].append({"agent": _key(getattr(pattern, "initial_agent", None)), "kind": "initiate_group_chat", "max_turns": max_rounds, **_where()})
    return _ChatResult(), ContextVariables(), None
run_group_chat = initiate_group_chat
a_initiate_group_chat = initiate_group_chat

# ---------- OpenAI Agents SDK and Swarm ----------

class Agent:
    def __init__(self, name="Agent", instructions=None, handoff_description=None, tools=None, handoffs=None, model=None, functions=None, **kwargs):
        self.name = name
        self.instructions = instructions
        self.tools = list(tools or [])
        self.handoffs = list(handoffs or [])
        self.functions = list(functions or [])
        self.model = model
        key = "a%d" % len(_REC["agents"])
        _IDS[id(self)] = key
        _REC["agents"].append({"key": key, "name": str(name), "kind": "sdk", "instructions": _text(instructions), "description": _text(handoff_description), "model": model if isinstance(model, str) else None, "human": False, "_obj": self, **_where()})
    def __class_getitem__(cls, item):
        return cls
    def clone(self, **kwargs):
        fields = {"name": self.name, "instructions": self.instructions, "tools": self.tools, "handoffs": self.handoffs, "model": self.model}
        fields.update(kwargs)
        return type(self)(**fields)
    def as_tool(self, tool_name=None, tool_description=None, **kwargs):
        return _AgentTool(self, tool_name, tool_description)

RealtimeAgent = Agent

class _AgentTool:
    def __init__(self, agent, name, description):
        self.agent, self.name, self.description = agent, name, description

class _Handoff:
    def __init__(self, agent, **kwargs):
        self.agent = agent
        self.kwargs = kwargs

def handoff(agent=None, **kwargs):
    return _Handoff(agent, **kwargs)
realtime_handoff = handoff

def function_tool(f=None, **kwargs):
    if callable(f):
        return f
    return lambda g: g
tool = function_tool

def _decorator(f=None, **kwargs):
    if callable(f):
        return f
    return lambda g: g
input_guardrail = output_guardrail = tool_input_guardrail = tool_output_guardrail = _decorator

class _RunResult:
    final_output = ""
    new_items = []
    last_agent = None
    def final_output_as(self, cls, *args, **kwargs):
        return _Inert()
    def to_input_list(self):
        return []
    def __getattr__(self, name):
        return _Inert()
    async def stream_events(self):
        if False:
            yield None

class _Enough(Exception):
    pass

def _run(agent, *args, **kwargs):
    # a chat loop would go on for ever: the recorder ends it after enough runs
    if len(_REC["runs"]) >= 25:
        raise _Enough("the recorder stopped the program after 25 runs (a conversation loop)")
    _REC["runs"].append({"agent": _key(agent), "kind": "run", "max_turns": kwargs.get("max_turns"), **_where()})
    result = _RunResult()
    result.last_agent = agent
    return result

class Runner:
    @staticmethod
    async def run(starting_agent=None, input=None, **kwargs):
        return _run(starting_agent, **kwargs)
    @staticmethod
    def run_sync(starting_agent=None, input=None, **kwargs):
        return _run(starting_agent, **kwargs)
    @staticmethod
    def run_streamed(starting_agent=None, input=None, **kwargs):
        return _run(starting_agent, **kwargs)

class Swarm:
    def __init__(self, *args, **kwargs):
        pass
    def run(self, agent=None, messages=None, context_variables=None, max_turns=None, **kwargs):
        _REC["runs"].append({"agent": _key(agent), "kind": "swarm.run", "max_turns": max_turns, **_where()})
        return _Inert()

class Result(_Value):
    pass

def _sdk_wiring():
    """After the run: each SDK/Swarm agent's tools, agent tools and handoffs as they ended up."""
    for record in _REC["agents"]:
        agent = record.pop("_obj", None)
        if agent is None:
            continue
        for h in agent.handoffs:
            target = h.agent if isinstance(h, _Handoff) else h
            _REC["routes"].append({"from": record["key"], "target": {"kind": "agent", "agent": _key(target)}, "trigger": "handoff", "condition": None, "file": record["file"], "line": record["line"]})
        for t in list(agent.tools) + list(agent.functions):
            if isinstance(t, _AgentTool):
                _REC["agent_tools"].append({"from": record["key"], "to": _key(t.agent), "name": t.name, "description": t.description, "file": record["file"], "line": record["line"]})
            elif inspect.isfunction(t) or inspect.ismethod(t):
                _tool(agent, t, None)

# ---------- yaml: a reader for the plain YAML config files agents are described in ----------

def _yaml_scalar(text):
    text = text.strip()
    if text in ("", "~", "null", "None"):
        return None
    if text in ("true", "True"):
        return True
    if text in ("false", "False"):
        return False
    if (text[0] == text[-1]) and text[0] in "\"'" and len(text) >= 2:
        return text[1:-1]
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return text

def safe_load(stream):
    text = stream.read() if hasattr(stream, "read") else str(stream)
    lines = text.splitlines()
    def block(i, indent):
        result = None
        while i < len(lines):
            line = lines[i]
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                i += 1
                continue
            depth = len(line) - len(line.lstrip())
            if depth < indent:
                break
            if stripped.startswith("- "):
                result = result if isinstance(result, list) else []
                result.append(_yaml_scalar(stripped[2:]))
                i += 1
                continue
            if ":" not in stripped:
                i += 1
                continue
            key, _, rest = stripped.partition(":")
            result = result if isinstance(result, dict) else {}
            rest = rest.strip()
            if rest in ("|", ">", "|-", ">-", "|+"):
                j = i + 1
                body = []
                while j < len(lines) and (not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > depth):
                    body.append(lines[j])
                    j += 1
                margin = min([len(b) - len(b.lstrip()) for b in body if b.strip()] or [0])
                joined = "\n".join(b[margin:] for b in body).rstrip("\n") + "\n"
                result[key.strip()] = joined if rest.startswith("|") else " ".join(joined.split())
                i = j
            elif rest == "":
                value, i = block(i + 1, depth + 1)
                result[key.strip()] = value
            else:
                result[key.strip()] = _yaml_scalar(rest)
                i += 1
        return result, i
    return block(0, 0)[0]

load = full_load = safe_load

def _modules():
    ag2 = {name: value for name, value in globals().items() if not name.startswith("_") and name[0].isupper() or name in ("initiate_group_chat", "run_group_chat", "a_initiate_group_chat", "register_function")}
    sdk = {"Agent": Agent, "RealtimeAgent": RealtimeAgent, "Runner": Runner, "handoff": handoff, "realtime_handoff": realtime_handoff, "function_tool": function_tool, "tool": tool, "input_guardrail": input_guardrail, "output_guardrail": output_guardrail, "tool_input_guardrail": tool_input_guardrail, "tool_output_guardrail": tool_output_guardrail}
    swarm = {"Swarm": Swarm, "Agent": Agent, "Result": Result}
    made = {}
    def module(name, names):
        m = _InertModule(name)
        m.__path__ = []
        m.__dict__.update(names)
        sys.modules[name] = m
        made[name] = m
    for name in ("autogen", "autogen.agentchat", "autogen.agentchat.group", "autogen.agentchat.group.patterns", "autogen.agentchat.group.targets", "autogen.agentchat.group.targets.transition_target", "ag2"):
        module(name, ag2)
    for name in ("agents", "agents.decorators", "agents.realtime", "agents.extensions", "agents.tool"):
        module(name, sdk)
    module("swarm", swarm)
    module("swarm.types", swarm)
    class _Loader:
        def __init__(self, *args, **kwargs):
            pass
        @classmethod
        def add_implicit_resolver(cls, *args, **kwargs):
            pass
        @classmethod
        def add_constructor(cls, *args, **kwargs):
            pass
    def _load(stream, Loader=None, **kwargs):
        return safe_load(stream)
    module("yaml", {"safe_load": safe_load, "load": _load, "full_load": full_load, "dump": lambda *a, **k: "", "safe_dump": lambda *a, **k: "", "YAMLError": Exception, "SafeLoader": _Loader, "FullLoader": _Loader, "Loader": _Loader, "Dumper": _Loader, "SafeDumper": _Loader, "add_representer": lambda *a, **k: None, "add_constructor": lambda *a, **k: None})

def _json(value):
    return json.loads(json.dumps(value, default=lambda o: None))

def record(entry_file, entry_call=None, binary=None):
    # binary files of the folder (pickles, arrays) arrive base64-encoded; written beside the text copies
    import base64
    for rel, data in (binary or {}).items():
        path = os.path.join(_ROOT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
    _modules()
    # before the sandbox's last finder (which reports a missing package), after its refusals
    missing = [i for i, f in enumerate(sys.meta_path) if type(f).__name__ == "_Missing"]
    sys.meta_path.insert(missing[0] if missing else len(sys.meta_path), _InertFinder())
    # as \`python path/to/entry.py\` does: the script's folder first on the path, then the root
    sys.path.insert(0, _ROOT)
    sys.path.insert(0, os.path.dirname(os.path.join(_ROOT, entry_file)))
    import asyncio, runpy
    # the stand-ins' awaitables finish at once: drive coroutines by hand (Pyodide's event loop
    # reaches for JavaScript, which the sandbox refuses); a program asking for input gets none
    def _drive(coro, *args, **kwargs):
        try:
            for _ in range(10000):
                coro.send(None)
        except StopIteration as done:
            return done.value
        coro.close()
        raise RuntimeError("the code waits on something the recorder does not model (a real event loop, a network call)")
    asyncio.run = _drive
    def _no_input(*args):
        raise EOFError("no input while the code is recorded")
    builtins.input = _no_input
    error = None
    try:
        if entry_file.endswith(".py"):
            # an entry inside a package (it has __init__.py beside it) runs as \`python -m pkg.main\`,
            # so its relative imports work
            parts = entry_file[:-3].split("/")
            depth = 0
            while depth < len(parts) - 1 and os.path.exists(os.path.join(_ROOT, *parts[: len(parts) - 1 - depth], "__init__.py")):
                depth += 1
            if depth:
                sys.path.insert(0, os.path.join(_ROOT, *parts[: len(parts) - 1 - depth]))
                scope = runpy.run_module(".".join(parts[len(parts) - 1 - depth :]), run_name="__main__", alter_sys=True)
            else:
                scope = runpy.run_path(os.path.join(_ROOT, entry_file), run_name="__main__")
        else:
            # a package's module (\`cmbagent.cmbagent:CMBAgent\`): imported, so its relative imports work
            scope = vars(importlib.import_module(entry_file))
        if entry_call:
            target = scope.get(entry_call)
            if callable(target):
                out = target()
                if inspect.iscoroutine(out):
                    _drive(out)
    except SystemExit:
        pass
    except BaseException as exc:
        error = {"type": type(exc).__name__, "message": str(exc)[:500], **_where_of(exc)}
    _sdk_wiring()
    return _json({**_REC, "error": error})

def _where_of(exc):
    tb = exc.__traceback__
    place = {"file": "", "line": 1}
    while tb is not None:
        path = os.path.abspath(tb.tb_frame.f_code.co_filename)
        if path.startswith(_ROOT + os.sep) and not path.endswith("__recorder__.py"):
            place = {"file": os.path.relpath(path, _ROOT).replace(os.sep, "/"), "line": tb.tb_lineno}
        tb = tb.tb_next
    return place
`;
