/**
 * Runs one transpiled user module inside a worker and reports a JSON-safe outcome. Pure and
 * host-agnostic: the browser worker imports it; the Node worker transpiles this very file and
 * compiles it into a fresh vm context per call, so every object user code can touch (context,
 * handoff, console, promises, errors) belongs to the user's realm, never to the worker's.
 * That is why this file has no runtime imports and keeps its helpers to itself.
 */
import type { JsonValue } from '../engine/json.ts';
import type { HandoffRequest } from '../engine/sandbox.ts';
import type { RunnerOutcome, RunnerRequest } from './protocol.ts';

export const MAX_LOG_LINES = 200;
export const MAX_LOG_LINE_CHARS = 2000;

type UserFunction = (input: unknown, api: unknown) => unknown;
/** The transpiled module as a function of (exports, module, console). */
export type UserModule = (exports: unknown, module: unknown, console: unknown) => void;

/**
 * `compile` turns the transpiled script into that function. By default it is this realm's
 * Function constructor (the browser worker); the Node worker compiles the module itself, into a
 * context where code generation from strings is off, and passes it in.
 */
export async function runUserCode(
  request: RunnerRequest,
  compile: (js: string) => UserModule = compileWithFunction,
): Promise<RunnerOutcome> {
  const logs = createLogSink();
  try {
    const fn = loadDefaultExport(compile(request.js), logs.console);
    const context = request.context;
    const handoffs: HandoffRequest[] = [];
    let raw: unknown;
    if (request.kind === 'when') {
      raw = Boolean(await fn(context, request.input));
    } else {
      const handoff = (target: unknown, message?: unknown): void => {
        if (typeof target !== 'string' || target === '') {
          throw new TypeError('handoff(target, message?) needs a target agent id (a string)');
        }
        handoffs.push(message === undefined || message === null ? { target } : { target, message: String(message) });
      };
      raw = await fn(request.input, { context, handoff, args: request.input });
    }
    const value = toJsonSafe(raw, 'result');
    const after = toJsonSafe(context, 'context');
    if (after === null || typeof after !== 'object' || Array.isArray(after)) {
      throw new TypeError('context must stay a plain object');
    }
    return { ok: true, value, context: after, handoffs, logs: logs.lines() };
  } catch (thrown) {
    return { ok: false, error: describeThrown(thrown), logs: logs.lines() };
  }
}

function compileWithFunction(js: string): UserModule {
  return new Function('exports', 'module', 'console', js) as UserModule;
}

function loadDefaultExport(evaluate: UserModule, console: unknown): UserFunction {
  const module = { exports: {} as Record<string, unknown> };
  evaluate(module.exports, module, console);
  const exported = module.exports.default;
  if (typeof exported !== 'function') {
    throw new TypeError('The code must have a default export that is a function');
  }
  return exported as UserFunction;
}

function describeThrown(thrown: unknown): { name: string; message: string } {
  if (thrown !== null && typeof thrown === 'object') {
    const { name, message } = thrown as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' && name !== '' ? name : 'Error',
      message: typeof message === 'string' ? message : safeString(thrown),
    };
  }
  return { name: 'Error', message: safeString(thrown) };
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function createLogSink() {
  const lines: string[] = [];
  let dropped = 0;
  const write = (prefix: string) =>
    (...args: unknown[]): void => {
      if (lines.length >= MAX_LOG_LINES) {
        dropped += 1;
        return;
      }
      const text = prefix + args.map(formatLogArgument).join(' ');
      lines.push(text.length > MAX_LOG_LINE_CHARS ? `${text.slice(0, MAX_LOG_LINE_CHARS)}…` : text);
    };
  const console = {
    log: write(''),
    info: write(''),
    debug: write(''),
    warn: write('[warn] '),
    error: write('[error] '),
  };
  return {
    console,
    lines: (): string[] => (dropped > 0 ? [...lines, `… ${dropped} more log lines dropped`] : [...lines]),
  };
}

function formatLogArgument(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  try {
    const json = JSON.stringify(value);
    return json === undefined ? safeString(value) : json;
  } catch {
    return safeString(value);
  }
}

/**
 * JSON's own rules (undefined, functions and symbols vanish from objects and become null in
 * arrays; NaN and infinities become null; toJSON is honoured), except that a value that is itself
 * undefined or a function becomes null, bigints become strings, and a cycle is an error that says
 * where it is.
 */
export function toJsonSafe(value: unknown, label = 'value'): JsonValue {
  const ancestors: object[] = [];
  const visit = (current: unknown, path: string): JsonValue | undefined => {
    if (current !== null && typeof current === 'object' && typeof (current as { toJSON?: unknown }).toJSON === 'function') {
      current = (current as { toJSON: () => unknown }).toJSON();
    }
    switch (typeof current) {
      case 'string':
      case 'boolean':
        return current;
      case 'number':
        return Number.isFinite(current) ? current : null;
      case 'bigint':
        return current.toString();
      case 'undefined':
      case 'function':
      case 'symbol':
        return undefined;
    }
    if (current === null) return null;
    const object = current as object;
    if (ancestors.includes(object)) {
      throw new TypeError(`The ${label} is not JSON-safe: circular reference at ${path}`);
    }
    ancestors.push(object);
    try {
      if (Array.isArray(object)) {
        return object.map((item, index) => visit(item, `${path}[${index}]`) ?? null);
      }
      const out: { [key: string]: JsonValue } = {};
      for (const key of Object.keys(object)) {
        const item = visit((object as Record<string, unknown>)[key], `${path}.${key}`);
        if (item !== undefined) out[key] = item;
      }
      return out;
    } finally {
      ancestors.pop();
    }
  };
  return visit(value, '$') ?? null;
}
