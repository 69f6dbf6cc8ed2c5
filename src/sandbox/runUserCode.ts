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

/** Bytes of ArrayBuffer / typed array / WebAssembly memory one call may allocate. */
export const MAX_BUFFER_BYTES = 64 * 1024 * 1024;

/**
 * Buffers live outside the JS heap, so the Node worker's heap limit does not count them and the
 * page's worker shares the tab's memory: one `new ArrayBuffer(2 ** 30)` would take a gigabyte.
 * The hosts call this in the user's realm before user code runs: every way to allocate a buffer
 * (the constructors, the ones reachable from instances and species, `transfer`, resizable
 * maxima, WebAssembly.Memory and its `grow`) is charged against one budget, and an allocation
 * beyond it throws a RangeError of that realm, which fails the call like any other error.
 */
export function limitBufferAllocations(realm: typeof globalThis, limitBytes = MAX_BUFFER_BYTES): void {
  let used = 0;
  const megabytes = Math.round(limitBytes / (1024 * 1024));
  const charge = (bytes: unknown): void => {
    const n = Math.max(0, Number(bytes) || 0);
    if (!(used + n <= limitBytes)) throw new RangeError(`Sandboxed code may allocate at most ${megabytes} MB of buffers per call`);
    used += n;
  };
  const optionsMax = (options: unknown): number => (options && typeof options === 'object' && 'maxByteLength' in options ? Number((options as { maxByteLength: unknown }).maxByteLength) || 0 : 0);
  const guard = <T extends new (...args: never[]) => unknown>(name: string, size: (args: unknown[]) => unknown[] | number): void => {
    const target = (realm as unknown as Record<string, T | undefined>)[name];
    if (typeof target !== 'function') return;
    const proxy: T = new Proxy(target, {
      construct(t, args: unknown[], newTarget): object {
        const sized = size(args);
        return Reflect.construct(t, typeof sized === 'number' ? args : sized, newTarget) as object;
      },
    });
    Object.defineProperty(realm, name, { value: proxy, writable: false, configurable: false });
    // instances and species find the constructor on the prototype: the guarded one
    Object.defineProperty(target.prototype, 'constructor', { value: proxy, writable: false, configurable: false });
  };
  for (const name of ['ArrayBuffer', 'SharedArrayBuffer']) {
    guard(name, (args) => {
      charge(Math.max(Number(args[0]) || 0, optionsMax(args[1])));
      return 0;
    });
    const proto = (realm as unknown as Record<string, { prototype: Record<string, unknown> } | undefined>)[name]?.prototype;
    for (const method of ['transfer', 'transferToFixedLength']) {
      const original = proto?.[method];
      if (typeof original !== 'function') continue;
      Object.defineProperty(proto, method, {
        value: function (this: ArrayBuffer, length?: number) {
          charge(length === undefined ? this.byteLength : length);
          return (original as (this: ArrayBuffer, l?: number) => ArrayBuffer).call(this, length);
        },
        writable: false,
        configurable: false,
      });
    }
  }
  // the real length of a typed array (its own getter, not one the code put on the instance)
  const typedLength = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(realm.Int8Array.prototype), 'length')!.get as (this: unknown) => number;
  const typed = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array'];
  for (const name of typed) {
    const perElement = Number((realm as unknown as Record<string, { BYTES_PER_ELEMENT?: number } | undefined>)[name]?.BYTES_PER_ELEMENT) || 8;
    guard(name, (args) => {
      const [first] = args;
      if (first === null || typeof first !== 'object') {
        charge((Number(first) || 0) * perElement);
        return 0;
      }
      // a view on an existing buffer allocates nothing
      if (first instanceof realm.ArrayBuffer || (typeof realm.SharedArrayBuffer === 'function' && first instanceof realm.SharedArrayBuffer)) return 0;
      // otherwise the source is copied into a snapshot of known length: its length is read once
      // and charged before anything big is made (a getter cannot say 1 now and 2 ** 30 later)
      let items: unknown[];
      if (realm.ArrayBuffer.isView(first)) {
        const length = typedLength.call(first);
        charge(length * perElement);
        items = Array.from({ length }, (_, i) => (first as unknown as Record<number, unknown>)[i]);
      } else if (typeof (first as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function') {
        items = Array.from(first as Iterable<unknown>); // on the heap, which has its own limit
        charge(items.length * perElement);
      } else {
        const length = Math.max(0, Math.trunc(Number((first as { length?: unknown }).length)) || 0);
        charge(length * perElement);
        items = Array.from({ length }, (_, i) => (first as Record<number, unknown>)[i]);
      }
      return [items, ...args.slice(1)];
    });
  }
  const wasm = (realm as unknown as { WebAssembly?: { Memory?: unknown } }).WebAssembly;
  if (wasm && typeof wasm.Memory === 'function') {
    const Memory = wasm.Memory as new (d: { initial: number; maximum?: number }) => { grow(pages: number): number };
    const grow = Memory.prototype.grow;
    Object.defineProperty(Memory.prototype, 'grow', {
      value: function (this: { grow(pages: number): number }, pages: number) {
        charge((Number(pages) || 0) * 65536);
        return grow.call(this, pages);
      },
      writable: false,
      configurable: false,
    });
    const proxy = new Proxy(Memory, {
      construct(t, args: unknown[], newTarget): object {
        const d = (args[0] ?? {}) as { initial?: unknown; maximum?: unknown; shared?: unknown };
        charge((Number(d.shared ? (d.maximum ?? d.initial) : d.initial) || 0) * 65536);
        return Reflect.construct(t, args, newTarget) as object;
      },
    });
    Object.defineProperty(wasm, 'Memory', { value: proxy, writable: false, configurable: false });
    Object.defineProperty(Memory.prototype, 'constructor', { value: proxy, writable: false, configurable: false });
  }
}
