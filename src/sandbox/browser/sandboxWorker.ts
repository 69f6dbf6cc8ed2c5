/**
 * The browser sandbox worker (bundled by Vite as a module worker). It never receives the API key
 * and has no DOM; before serving requests it keeps a private postMessage and removes network,
 * storage and script-loading capabilities from its global scope (lockDownWorkerScope).
 */
import type { WorkerMessage, WorkerRequest } from '../protocol.ts';
import { runUserCode } from '../runUserCode.ts';
import { lockDownWorkerScope } from './lockDownWorkerScope.ts';

interface WorkerScope {
  postMessage(message: WorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const post = scope.postMessage.bind(scope);
lockDownWorkerScope(globalThis);

scope.addEventListener('message', (event) => {
  const { id, kind, js, input, context } = event.data;
  void runUserCode({ kind, js, input, context }).then((outcome) => post({ id, outcome }));
});

post({ ready: true });
