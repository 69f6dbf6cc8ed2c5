/**
 * The Python half of the runner, run once in each fresh Pyodide before any user code. It defines
 * `__switchboard_call(request_json) -> outcome_json` (async) and closes Python's doors to the
 * JavaScript side: `js`/`pyodide_js` are unregistered by the host (lockDownPyodide.ts), and here
 * their Python modules, `pyodide.http`/`pyodide.code`/`pyodide.ffi`, `micropip` and `ctypes` are
 * taken out of sys.modules and refused at import with an error naming the module. That is the
 * first wall only: the JavaScript scope behind it is emptied as well (lockDownPyodide.ts).
 *
 * Kept as a TS string so both hosts (Node worker source text, Vite-bundled browser worker) carry
 * it without a file read.
 */
export const PYTHON_DRIVER = String.raw`
import sys, json, builtins, io, traceback, types, importlib.abc, importlib.machinery, asyncio, inspect, dataclasses, shutil, os

_NO_JS = 'the JavaScript scope is not reachable from sandboxed Python'
_REFUSED = {
    'js': _NO_JS,
    'pyodide_js': _NO_JS,
    'pyodide.http': 'the sandbox has no network',
    'pyodide.code': _NO_JS,
    'pyodide_http': 'the sandbox has no network',
    'micropip': 'packages cannot be installed: the sandbox is offline and runs no code from elsewhere',
    'ctypes': 'native calls are not available in the sandbox',
    '_ctypes': 'native calls are not available in the sandbox',
}
# Modules of the standard library that Pyodide ships as separate packages (loaded over the
# network): refused like third-party packages, with their name.
_UNVENDORED = {'ssl', '_ssl', 'lzma', '_lzma', 'test'}

class SandboxImportError(ImportError):
    pass

def _refusal(name):
    for refused, why in _REFUSED.items():
        if name == refused or name.startswith(refused + '.'):
            return SandboxImportError(f"import {name} is refused in the sandbox: {why}", name=name)
    return None

class _Refuser(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        error = _refusal(name)
        if error is not None:
            raise error
        return None

class _Missing(importlib.abc.MetaPathFinder):
    """Last on sys.meta_path: a module nobody found is a package the sandbox does not have."""
    def find_spec(self, name, path=None, target=None):
        root = name.split('.')[0]
        if root in _UNVENDORED:
            raise ModuleNotFoundError(f"No module named '{name}': the sandbox's Python has no {root} (Pyodide ships it as a separate package, and packages cannot be loaded)", name=name)
        raise ModuleNotFoundError(f"No module named '{name}': the package {root} is not available in the sandbox (only the Python standard library is; third-party packages cannot be installed)", name=name)

class _SourceModules(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Modules given as source with a call (stand-ins, helpers); a name with dotted children is a package."""
    def __init__(self):
        self.sources = {}
    def find_spec(self, name, path=None, target=None):
        if name not in self.sources:
            return None
        is_package = any(other.startswith(name + '.') for other in self.sources)
        return importlib.machinery.ModuleSpec(name, self, is_package=is_package, origin=f'<module {name}>')
    def create_module(self, spec):
        return None
    def exec_module(self, module):
        name = module.__name__
        if module.__spec__.submodule_search_locations is not None:
            module.__path__ = []
        exec(compile(self.sources[name], f'<module {name}>', 'exec'), module.__dict__)

_sources = _SourceModules()
_real_import = builtins.__import__

def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
    if level == 0:
        error = _refusal(name)
        if error is None:
            for item in fromlist or ():
                error = _refusal(f"{name}.{item}")
                if error is not None:
                    break
        if error is not None:
            raise error
    return _real_import(name, globals, locals, fromlist, level)

def _close_doors():
    for name in list(sys.modules):
        if _refusal(name) is not None:
            del sys.modules[name]
    sys.meta_path.insert(0, _Refuser())
    sys.meta_path.insert(1, _sources)
    sys.meta_path.append(_Missing())
    builtins.__import__ = _guarded_import
    for key in list(os.environ):
        del os.environ[key]
    os.environ['HOME'] = '/home/user'

_close_doors()

class _CappedOutput(io.TextIOBase):
    def __init__(self, state, stream):
        self.state = state
        self.stream = stream
    def writable(self):
        return True
    def write(self, text):
        text = str(text)
        state = self.state
        room = state['limit'] - state['size']
        if room <= 0:
            state['truncated'] = True
            return len(text)
        if len(text) > room:
            state['truncated'] = True
        chunk = text[:room]
        state['size'] += len(chunk)
        state['parts'].append(chunk)
        return len(text)
    def flush(self):
        pass

def _to_json(value):
    """JSON for the host: plain data stays itself; anything else becomes its str()."""
    def fallback(obj):
        if hasattr(obj, 'model_dump') and callable(obj.model_dump):
            return obj.model_dump()
        if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            return dataclasses.asdict(obj)
        if isinstance(obj, (set, frozenset, tuple)):
            return list(obj)
        return str(obj)
    return json.loads(json.dumps(value, default=fallback, allow_nan=False))

def _user_traceback(error):
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename not in ("<exec>",) and not f.filename.startswith("<switchboard")]
    lines = traceback.format_list(frames)
    return ''.join(lines) + ''.join(traceback.format_exception_only(type(error), error))

_call_dirs = [0]

async def __switchboard_call(request_json):
    request = json.loads(request_json)
    output = {'limit': int(request.get('outputLimit') or 65536), 'size': 0, 'parts': [], 'truncated': False}
    saved = (sys.stdout, sys.stderr)
    sys.stdout = _CappedOutput(output, 'stdout')
    sys.stderr = _CappedOutput(output, 'stderr')
    modules = request.get('modules') or {}
    files = request.get('files') or {}
    _call_dirs[0] += 1
    workdir = f"/tmp/call{_call_dirs[0]}"
    before = set(sys.modules)
    outcome = None
    try:
        _sources.sources = dict(modules)
        os.makedirs(workdir, exist_ok=True)
        for path, text in files.items():
            if path.startswith('/') or '..' in path.split('/'):
                raise ValueError(f"file path {path!r} must be relative and stay inside the call's folder")
            full = os.path.join(workdir, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, 'w') as handle:
                handle.write(text)
        sys.path.insert(0, workdir)
        os.chdir(workdir)
        namespace = {'__name__': request.get('moduleName') or '__main__', '__builtins__': builtins}
        code = compile(request['source'], request.get('filename') or '<code>', 'exec')
        exec(code, namespace)
        value = None
        entry = request.get('entry')
        if entry:
            target = namespace
            for part in entry.split('.'):
                target = target[part] if isinstance(target, dict) else getattr(target, part)
            value = target(*(request.get('args') or []), **(request.get('kwargs') or {}))
            if inspect.isawaitable(value):
                value = await value
        elif '__result__' in namespace:
            value = namespace['__result__']
        outcome = {'ok': True, 'value': _to_json(value)}
    except KeyboardInterrupt:
        outcome = {'ok': False, 'error': {'type': 'TimeoutError', 'message': 'interrupted: the time limit was reached', 'traceback': '', 'timedOut': True}}
    except BaseException as error:
        outcome = {'ok': False, 'error': {'type': type(error).__name__, 'message': str(error), 'traceback': _user_traceback(error), 'timedOut': False}}
    finally:
        sys.stdout, sys.stderr = saved
        _sources.sources = {}
        for name in set(sys.modules) - before:
            del sys.modules[name]
        if workdir in sys.path:
            sys.path.remove(workdir)
        os.chdir('/home/user')
        shutil.rmtree(workdir, ignore_errors=True)
    outcome['output'] = ''.join(output['parts'])
    outcome['outputTruncated'] = output['truncated']
    try:
        return json.dumps(outcome)
    except BaseException as error:
        return json.dumps({'ok': False, 'error': {'type': type(error).__name__, 'message': f'the result could not be sent: {error}', 'traceback': '', 'timedOut': False}, 'output': outcome.get('output', ''), 'outputTruncated': False})
`;
