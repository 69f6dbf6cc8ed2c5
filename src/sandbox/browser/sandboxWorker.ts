/**
 * The browser sandbox worker. The host starts it from a blob: URL (Vite's `?worker&inline`), so
 * it inherits the page's Content-Security-Policy: no import() from the network, no fetch beyond
 * the app and the model, no fonts. User code is compiled as a module from a blob: URL, which the
 * policy allows whether or not it allows eval.
 * It never receives the API key and has no DOM; before serving requests it keeps private copies
 * of what it needs and removes network, storage and script-loading capabilities from its global
 * scope (lockDownWorkerScope). One worker serves one run of one project (browserSandbox.ts).
 */
import type { WorkerMessage, WorkerPing, WorkerRequest } from '../protocol.ts';
import { limitBufferAllocations, runUserCode, type UserModule } from '../runUserCode.ts';
import { lockDownWorkerScope } from './lockDownWorkerScope.ts';

interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest | WorkerPing>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const post = scope.postMessage.bind(scope);
const listen = scope.addEventListener.bind(scope);
const createObjectURL = URL.createObjectURL.bind(URL);
const revokeObjectURL = URL.revokeObjectURL.bind(URL);
const BlobConstructor = Blob;
lockDownWorkerScope(globalThis);
// buffers are outside the JS heap and share the tab's memory: charged against a budget (runUserCode.ts)
limitBufferAllocations(globalThis);

const compiled = new Map<string, Promise<UserModule>>();

/** The transpiled script as a module function; one line of wrapper keeps the user's line numbers. */
function compileModule(js: string): Promise<UserModule> {
  let module = compiled.get(js);
  if (!module) {
    const url = createObjectURL(new BlobConstructor([`export default function (exports, module, console) {${js}\n}`], { type: 'text/javascript' }));
    module = (import(/* @vite-ignore */ url) as Promise<{ default: UserModule }>).then(
      (namespace) => namespace.default,
    );
    void module.finally(() => revokeObjectURL(url)).catch(() => undefined);
    compiled.set(js, module);
  }
  return module;
}

listen('message', (event) => {
  // the host's heartbeat (browserSandbox.ts): answered whenever the event loop is free
  const data = event.data as WorkerRequest | WorkerPing;
  if ('ping' in data) return post({ pong: data.ping });
  const { id, kind, js, input, context } = data;
  void compileModule(js)
    .then(
      (userModule) => runUserCode({ kind, js, input, context }, () => userModule),
      (error: unknown) => ({
        ok: false as const,
        error: { name: 'SyntaxError', message: error instanceof Error ? error.message : String(error) },
        logs: [],
      }),
    )
    .then((outcome) => post({ id, outcome }));
});
post({ ready: true });
