/**
 * What crosses the boundary between a sandbox host and its worker. Both hosts (Node worker
 * thread, browser Web Worker) speak exactly this; the worker side runs runUserCode.
 */
import type { JsonValue } from '../engine/json.ts';
import type { HandoffRequest, SandboxKind } from '../engine/sandbox.ts';

/** One call of user code, already transpiled to a CommonJS-style script by transpile.ts. */
export interface RunnerRequest {
  kind: SandboxKind;
  /** script that assigns the callable to `exports.default` */
  js: string;
  input: JsonValue;
  context: Record<string, JsonValue>;
}

/** The worker's answer; the host adds durationMs (and owns time-outs and aborts). */
export type RunnerOutcome =
  | {
      ok: true;
      value: JsonValue;
      context: Record<string, JsonValue>;
      handoffs: HandoffRequest[];
      logs: string[];
    }
  | {
      ok: false;
      error: { name: string; message: string };
      logs: string[];
    };

export interface WorkerRequest extends RunnerRequest {
  id: number;
}

/**
 * The Node worker sends the outcome as a JSON string made inside the vm context (so no object
 * of the user's realm ever reaches the host); the browser worker sends the object itself.
 */
export interface WorkerReply {
  id: number;
  outcome: RunnerOutcome | string;
}

/** Everything a worker posts: one `ready` once loaded, then one reply per request (and pongs, browser). */
export type WorkerMessage = WorkerReply | { ready: true } | { pong: number };

/** The browser host's heartbeat: a worker whose event loop is free answers `{ pong }` at once. */
export interface WorkerPing {
  ping: number;
}
