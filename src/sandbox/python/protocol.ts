/**
 * The Python runner's API and what crosses between a host and its worker. Both hosts (Node
 * worker thread, browser Web Worker) speak exactly this; the worker side is pythonWorkerCore.ts.
 */
import type { JsonValue } from '../../engine/json.ts';

/** One run of Python source in the sandbox. */
export interface PythonCall {
  /** module source, executed as a fresh module (its own globals) */
  source: string;
  /** file name in tracebacks (default `<code>`) */
  filename?: string;
  /** `__name__` of the module (default `__main__`) */
  moduleName?: string;
  /**
   * Dotted name of a callable in the module to call after it ran (`handler`, `Tools.refund`);
   * a coroutine is awaited. Without it the value is the module's `__result__` (or null).
   */
  entry?: string;
  args?: JsonValue[];
  kwargs?: Record<string, JsonValue>;
  /**
   * Importable modules given as source for this call only, by dotted name (`agents`,
   * `agents.tool`): stand-ins for third-party packages, or helpers. A name with dotted children
   * is a package. They take precedence over the standard library and are gone after the call.
   */
  modules?: Record<string, string>;
  /**
   * Like `modules`, but kept imported by the runner between calls while their source stays the
   * same (the runtimes' stand-ins): a warm call does not make them again. Calls that change one
   * get it made afresh. `modules` of the same name take precedence for that call.
   */
  sharedModules?: Record<string, string>;
  /** files written to the call's own working folder (also on sys.path), relative paths only */
  files?: Record<string, string>;
  /** most characters of stdout+stderr kept (default 64 KiB); the rest is cut and flagged */
  outputLimit?: number;
}

export interface PythonRunRequest extends PythonCall {
  /** wall-clock limit of the call: Python is interrupted, then its worker killed */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface PythonError {
  /** the exception's class name (`ValueError`), `TimeoutError`, or `SandboxError` (the runtime failed) */
  type: string;
  /** str() of the exception */
  message: string;
  /** the user's frames, formatted as Python does */
  traceback: string;
  timedOut: boolean;
}

export type PythonRunResult =
  | { ok: true; value: JsonValue; output: string; outputTruncated: boolean; durationMs: number }
  | { ok: false; error: PythonError; output: string; outputTruncated: boolean; durationMs: number };

/** A Python runtime of one project: calls run one at a time, in order. */
export interface PythonRunner {
  run(request: PythonRunRequest): Promise<PythonRunResult>;
  /** starts loading Python now (optional: run() loads it too) */
  warm(): Promise<void>;
  dispose(): void;
}

export interface PythonRunnerOptions {
  /** memory Python may grow to, in MB (default 256): past it allocations raise MemoryError */
  memoryMb?: number;
}

// ---- host <-> worker ----

export interface PythonWorkerRequest extends PythonCall {
  id: number;
}

export interface PythonWorkerReply {
  id: number;
  /** the driver's JSON outcome text (checked by the host) */
  outcome: string;
}

export type PythonWorkerMessage =
  | PythonWorkerReply
  | { ready: true; loadMs: number }
  | { failed: string };

/** What the host hands its worker when starting it. */
export interface PythonWorkerInit {
  /** where pyodide.mjs and its files are (a folder path in Node, a URL in the browser) */
  indexURL: string;
  memoryLimitBytes: number;
  /** an Int32Array-sized SharedArrayBuffer for interrupts, when the host can share memory */
  interruptBuffer?: SharedArrayBuffer;
}
