// The Node sandbox worker (plain JS so it loads under Vitest, tsx and plain node alike, with no
// build). Started by nodeSandbox.ts with an empty env. Each call runs in a fresh vm context made
// from a null-prototype object, with runUserCode (transpiled by the host, in workerData) evaluated
// INSIDE that context: only strings and numbers cross between this realm and the user's, so user
// code never holds an object whose constructor leads back to this realm's Function and `process`.
import { parentPort, workerData } from 'node:worker_threads';
import vm from 'node:vm';

const runnerScript = new vm.Script(`(function (exports) {${workerData.runnerJs}\n})`, {
  filename: 'runUserCode.js',
});
const mainScript = new vm.Script(`(${contextMain.toString()})`, { filename: 'sandboxMain.js' });

/**
 * Evaluated from its source text inside each context (it closes over nothing here). Gives the
 * context timers driven by the worker's polling (the context has no event loop of its own),
 * starts the runner and returns poll(): the outcome as a JSON string once settled, otherwise the
 * milliseconds until the next timer is due (-1: none).
 */
function contextMain(installRunner, requestJson) {
  'use strict';
  const runner = {};
  installRunner(runner);
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
    .runUserCode(JSON.parse(requestJson))
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

parentPort.on('message', async (message) => {
  const { id, kind, js, input, context } = message;
  let outcome;
  try {
    const userRealm = vm.createContext(Object.create(null), {
      name: 'switchboard user code',
      codeGeneration: { strings: true, wasm: false },
    });
    const installRunner = runnerScript.runInContext(userRealm);
    const poll = mainScript.runInContext(userRealm)(installRunner, JSON.stringify({ kind, js, input, context }));
    outcome = await drive(poll);
  } catch (error) {
    outcome = failure(`The sandbox failed: ${typeof error === 'object' && error !== null ? String(error.message) : String(error)}`);
  }
  parentPort.postMessage({ id, outcome });
});

parentPort.postMessage({ ready: true });
