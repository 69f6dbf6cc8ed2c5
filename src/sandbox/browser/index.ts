/** Runs user code for the engine in the browser (the Node entry is ../index.ts). */
export { createBrowserSandbox, type BrowserSandboxOptions, type WorkerLike } from './browserSandbox.ts';
