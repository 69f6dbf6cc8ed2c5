/** Runs user code for the engine. Node entry; the browser host is ./browser/index.ts. */
export { createNodeSandbox, type NodeSandboxOptions } from './node/nodeSandbox.ts';
export { createWorkerSandbox, type SpawnWorker, type WorkerChannel, type WorkerEvents } from './workerSandbox.ts';
export { transpileModule, transpileWhen, type TranspileResult } from './transpile.ts';
