// The Node Python worker. Plain CommonJS started from its source text (`eval: true`). Started by
// pythonNodeRunner.ts with an empty env and Node's permission model granting only reads of
// Pyodide's own folder (no other files, child processes, workers or addons). It imports
// Pyodide, hands the shared worker logic (pythonWorkerCore.ts, transpiled by the host) what it
// needs, and empties its global scope before any user code runs.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');

const post = parentPort.postMessage.bind(parentPort);
const core = {};
new Function('exports', workerData.coreJs)(core);

// Node 20's permission model refuses process.binding; Pyodide's NODEFS only wants fs constants.
const fsConstants = require('node:fs').constants;
process.binding = (name) => {
  if (name === 'constants') return { fs: fsConstants };
  throw new Error(`process.binding(${name}) is not available`);
};

/** What sandboxed code has no business with, removed from the worker's global scope. */
const REMOVED = ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest', 'process', 'navigator', 'BroadcastChannel', 'Worker', 'require', 'module', 'Request', 'Response', 'Headers', 'FormData'];

function lockDownScope() {
  for (const name of REMOVED) {
    try {
      delete globalThis[name];
    } catch {
      // a non-configurable global stays; none of the above is one in Node 20
    }
  }
}

core
  .startPythonWorker({
    init: workerData.init,
    driver: workerData.driver,
    loadPyodide: async (options) => {
      const { loadPyodide } = await import(pathToFileURL(workerData.init.indexURL + 'pyodide.mjs').href);
      // a booted interpreter's memory (pythonSnapshot.ts), when the host has one
      return loadPyodide(workerData.snapshot ? { ...options, _loadSnapshot: workerData.snapshot } : options);
    },
    post,
    listen: (handler) => parentPort.on('message', handler),
    lockDownScope,
    now: () => performance.now(),
  })
  .catch((error) => post({ failed: `Python could not load: ${error && error.message ? error.message : String(error)}` }));
