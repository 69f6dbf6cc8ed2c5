// The Node sandbox worker. Plain CommonJS so the host can start it from its source text
// (`eval: true`): the worker then needs no file-system permission at all. Started by
// nodeSandbox.ts with an empty env and Node's permission model (no fs, child processes, workers
// or native addons). Each call runs in a fresh vm context made from a null-prototype object, with
// runUserCode (transpiled by the host, in workerData) and the user's module compiled INTO that
// context: only strings and numbers cross between this realm and the user's, so user code never
// holds an object whose constructor leads back to this realm's Function and `process`.
// Strict mode matters here: a sloppy host function on the stack could be reached through
// `caller` or a stack-trace call site's getFunction().
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');

const IMPORT_REFUSED = 'Imports are not available in sandboxed code';
const runnerSource = `(function (exports) {${workerData.runnerJs}\n})`;
const mainSource = `(${contextMain.toString()})`;
/**
 * Evaluated from its source text inside each context (it closes over nothing here). Gives the
 * context timers driven by the worker's polling (the context has no event loop of its own),
 * starts the runner and returns poll(): the outcome as a JSON string once settled, otherwise the
 * milliseconds until the next timer is due (-1: none).
 */
function contextMain(installRunner, userModule, requestJson) {
  'use strict';
  const runner = {};
  installRunner(runner);
  // buffers are outside the heap limit: charged against a budget of their own (runUserCode.ts)
  runner.limitBufferAllocations(globalThis);
  const stringify = JSON.stringify;
  const clock = Date.now;
  const timers = new Map();
  let nextTimer = 1;
  const schedule = (repeat) => (callback, delay, ...args) => {
    if (typeof callback !== 'function') throw new TypeError('The callback must be a function');
    const ms = Math.max(0, Number(delay) || 0);
    const id = nextTimer++;
    timers.set(id, { due: clock() + ms, ms, repeat, callback, args });
    return id;
  };
  const clear = (id) => {
    timers.delete(id);
  };
  globalThis.setTimeout = schedule(false);
  globalThis.setInterval = schedule(true);
  globalThis.clearTimeout = clear;
  globalThis.clearInterval = clear;
  globalThis.queueMicrotask = (callback) => {
    Promise.resolve().then(() => callback());
  };
  let result;
  const settle = (outcome) => {
    try {
      result = stringify(outcome);
    } catch (error) {
      result = stringify({ ok: false, error: { name: 'Error', message: `Unserializable result: ${error}` }, logs: [] });
    }
  };
  runner
    .runUserCode(JSON.parse(requestJson), () => userModule)
    .then(settle, (error) => settle({ ok: false, error: { name: 'Error', message: String(error) }, logs: [] }));
  return function poll() {
    if (typeof result === 'string') return result;
    const t = clock();
    let next = Infinity;
    for (const [id, timer] of Array.from(timers)) {
      if (timer.due > t) {
        next = Math.min(next, timer.due - t);
        continue;
      }
      if (timer.repeat) timer.due = t + Math.max(1, timer.ms);
      else timers.delete(id);
      next = 0;
      try {
        timer.callback(...timer.args);
      } catch {
        // An exception in a timer callback is uncaught in real JS too; it does not end the call.
      }
    }
    return next === Infinity ? -1 : next;
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function drive(poll) {
  for (;;) {
    // Context promises share this thread's microtask queue: after a macrotask they have all run.
    await tick();
    const state = poll();
    if (typeof state === 'string') return state;
    if (typeof state !== 'number') throw new TypeError('poll() returned a non-number');
    // Nothing scheduled yet no result: only a host-driven promise (e.g. WebAssembly) can still
    // settle it; poll slowly until it does or the host's time limit terminates this worker.
    if (state !== 0) await sleep(state < 0 ? 10 : Math.min(state, 50));
  }
}

function failure(message) {
  return JSON.stringify({ ok: false, error: { name: 'Error', message }, logs: [] });
}

/**
 * A fresh realm for one call. Node 20 resolves an `import()` in a vm context through the
 * referrer script's `importModuleDynamically`, or the context's own when there is no referrer
 * (a job queued by a builtin, e.g. `promise.then(eval)`); with neither, Node rejects with an
 * error made in THIS realm, whose constructor chain reaches `process`: the escape of issue 8.
 * So every script compiled into the context and the context itself refuse imports, and the
 * refusal is a TypeError of the user's realm, captured before any user code runs. Code
 * generation from strings (eval, new Function) is off as well: all code in the realm is code
 * this worker compiled, which removes the whole family of "hidden in a string" tricks.
 */
function createUserRealm() {
  let RealmTypeError;
  const refuseImport = () => {
    throw new RealmTypeError(IMPORT_REFUSED);
  };
  const realm = vm.createContext(Object.create(null), {
    name: 'switchboard user code',
    codeGeneration: { strings: false, wasm: false },
    importModuleDynamically: refuseImport,
  });
  RealmTypeError = vm.runInContext('TypeError', realm);
  const compile = (source, filename) =>
    new vm.Script(source, { filename, importModuleDynamically: refuseImport }).runInContext(realm);
  return { compile };
}

parentPort.on('message', async (message) => {
  const { id, kind, js, input, context } = message;
  let outcome;
  try {
    const { compile } = createUserRealm();
    const installRunner = compile(runnerSource, 'runUserCode.js');
    let userModule;
    try {
      // One line: the user's line numbers stay those of the transpiled module.
      userModule = compile(`(function (exports, module, console) {${js}\n})`, 'user-code.js');
    } catch (error) {
      outcome = JSON.stringify({ ok: false, error: { name: 'SyntaxError', message: describe(error) }, logs: [] });
    }
    if (outcome === undefined) {
      const poll = compile(mainSource, 'sandboxMain.js')(installRunner, userModule, JSON.stringify({ kind, js, input, context }));
      outcome = await drive(poll);
    }
  } catch (error) {
    outcome = failure(`The sandbox failed: ${describe(error)}`);
  }
  parentPort.postMessage({ id, outcome });
});

function describe(error) {
  return typeof error === 'object' && error !== null ? String(error.message) : String(error);
}

parentPort.postMessage({ ready: true });
