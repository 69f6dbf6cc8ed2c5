/**
 * The Python worker's logic, shared by both hosts: load Pyodide under a memory cap, close every
 * door from Python to JavaScript, then serve calls one at a time. Host-agnostic and without
 * runtime imports: the browser worker bundles it, the Node worker gets it transpiled as text
 * (node/pythonNodeRunner.ts) and evaluates it before it locks its scope down.
 *
 * Order matters: Pyodide is loaded while the scope still has fetch (the browser fetches its own
 * files from this origin); only then, before any user code, the scope is emptied.
 */

/** The part of Pyodide's API the worker uses. */
export interface PyodideLike {
  runPython(code: string): unknown;
  globals: { get(name: string): unknown };
  setInterruptBuffer(buffer: Uint8Array): void;
  unregisterJsModule(name: string): void;
}

export interface LoadPyodideOptions {
  indexURL: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string>;
  packages: string[];
  fullStdLib: boolean;
  _sysExecutable: string;
}

export interface PythonWorkerEnv {
  init: { indexURL: string; memoryLimitBytes: number; interruptBuffer?: SharedArrayBuffer };
  driver: string;
  loadPyodide(options: LoadPyodideOptions): Promise<PyodideLike>;
  /** the host's private post, taken before lockDownScope removes the global one */
  post(message: unknown): void;
  listen(handler: (request: { id: number } & Record<string, unknown>) => void): void;
  /** removes network, storage, process, … from the global scope (per host) */
  lockDownScope(): void;
  now(): number;
}

/** Names left on a Pyodide API object that fetch code or reach the host's files. */
const PYODIDE_API_REFUSED = [
  'loadPackage',
  'loadPackagesFromImports',
  'mountNodeFS',
  'mountNativeFS',
  'registerJsModule',
  'pyimport',
  'runPythonAsync',
  'setStdin',
  'setStdout',
  'setStderr',
  'unpackArchive',
  'registerComlink',
];

/**
 * What Pyodide boots with. A memory snapshot (node/pythonSnapshot.ts) is made with exactly these,
 * so a restored interpreter is the one a cold start gives.
 */
export const PYODIDE_BOOT = {
  env: { HOME: '/home/user' },
  packages: [] as string[],
  fullStdLib: false,
  // sys.executable and the `_` variable: Emscripten's browser default everywhere, never the host's
  // own program path (a snapshot made by the build would otherwise carry the build's folder)
  _sysExecutable: './this.program',
};

export async function startPythonWorker(env: PythonWorkerEnv): Promise<void> {
  const started = env.now();
  capWasmMemory(env.init.memoryLimitBytes);
  const py = await env.loadPyodide({
    indexURL: env.init.indexURL,
    // print() goes through the driver's own capped streams; anything else is dropped.
    stdout: () => undefined,
    stderr: () => undefined,
    env: { ...PYODIDE_BOOT.env },
    packages: [...PYODIDE_BOOT.packages],
    fullStdLib: PYODIDE_BOOT.fullStdLib,
    _sysExecutable: PYODIDE_BOOT._sysExecutable,
  });
  // Pyodide puts '' (the working folder) first on sys.path at every start, a restored snapshot a
  // second time: keep one, as after a cold start.
  py.runPython("import sys\nwhile sys.path[:2] == ['', '']: del sys.path[0]\ndel sys");
  const interrupt = env.init.interruptBuffer ? new Uint8Array(env.init.interruptBuffer) : undefined;
  if (interrupt) py.setInterruptBuffer(interrupt);
  py.unregisterJsModule('js');
  py.unregisterJsModule('pyodide_js');
  py.runPython(env.driver);
  const call = py.globals.get('__switchboard_call') as (json: string) => Promise<string>;
  refuse(py as unknown as Record<string, unknown>, PYODIDE_API_REFUSED);
  env.lockDownScope();
  disableCodeGeneration();

  let queue = Promise.resolve();
  env.listen((request) => {
    queue = queue.then(async () => {
      const { id, ...rest } = request;
      if (interrupt) Atomics.store(interrupt, 0, 0);
      let outcome: string;
      try {
        outcome = String(await call(JSON.stringify(rest)));
      } catch (error) {
        // Python itself failed (a fatal error): this runtime cannot serve another call.
        const message = error instanceof Error ? error.message.split('\n').slice(-3).join(' ') : 'unknown error';
        env.post({ failed: `Python stopped: ${message}` });
        return;
      }
      env.post({ id, outcome });
    });
  });
  env.post({ ready: true, loadMs: Math.round(env.now() - started) });
}

/** WebAssembly memory may not grow past the limit: Python's allocations then raise MemoryError. */
function capWasmMemory(limitBytes: number): void {
  const proto = WebAssembly.Memory.prototype;
  const grow = proto.grow;
  const limitPages = Math.floor(limitBytes / 65536);
  Object.defineProperty(proto, 'grow', {
    value: function (this: WebAssembly.Memory, delta: number): number {
      const pages = this.buffer.byteLength / 65536;
      if (pages + delta > limitPages) throw new RangeError('the sandbox memory limit was reached');
      return grow.call(this, delta);
    },
    writable: false,
    configurable: false,
  });
}

function refuse(target: Record<string, unknown>, names: string[]): void {
  for (const name of names) {
    const thrower = () => {
      throw new Error(`${name} is not available in the sandbox`);
    };
    try {
      Object.defineProperty(target, name, { value: thrower, writable: false, configurable: false });
    } catch {
      // a non-configurable property cannot be replaced; a missing one needs no replacing
    }
  }
}

/**
 * No JavaScript from strings after this point: eval and every function constructor throw. Even
 * code that got hold of a JavaScript function object (a JsProxy found by walking Python's heap)
 * cannot make new code with `fn.constructor('…')`, so it cannot reach import() or anything the
 * emptied scope no longer holds. Proxies keep `instanceof Function` working for Pyodide.
 */
function disableCodeGeneration(): void {
  const refused = (): never => {
    throw new EvalError('code generation from strings is disabled in the sandbox');
  };
  const constructors = [
    Function,
    Object.getPrototypeOf(async function () {}).constructor as FunctionConstructor,
    Object.getPrototypeOf(function* () {}).constructor as FunctionConstructor,
    Object.getPrototypeOf(async function* () {}).constructor as FunctionConstructor,
  ];
  for (const ctor of constructors) {
    const blocked = new Proxy(ctor, { apply: refused, construct: refused });
    Object.defineProperty(ctor.prototype, 'constructor', { value: blocked, writable: false, configurable: false });
  }
  const scope = globalThis as Record<string, unknown>;
  Object.defineProperty(scope, 'Function', { value: new Proxy(Function, { apply: refused, construct: refused }), writable: false, configurable: false });
  Object.defineProperty(scope, 'eval', { value: refused, writable: false, configurable: false });
}
