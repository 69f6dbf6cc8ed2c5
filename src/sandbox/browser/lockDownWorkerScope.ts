/**
 * Removes the capabilities user code has no business with from a Web Worker's global scope,
 * before any user code runs: network (fetch, XHR, sockets), same-origin storage (IndexedDB and
 * Cache Storage are readable from workers and could hold app data), script loading and nested
 * workers; `navigator` too (navigator.storage opens the origin's private file system). Web IDL attributes live on the prototypes (WorkerGlobalScope.prototype, …), so the
 * whole chain is cleaned, not just the global object.
 */
export const WORKER_CAPABILITIES_REMOVED = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'indexedDB',
  'caches',
  'importScripts',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'RTCPeerConnection',
  'FileSystemHandle',
  'navigator',
  'postMessage',
  'close',
] as const;

export function lockDownWorkerScope(scope: object): void {
  for (let target: object | null = scope; target !== null && target !== Object.prototype; target = Object.getPrototypeOf(target)) {
    for (const name of WORKER_CAPABILITIES_REMOVED) {
      if (Object.prototype.hasOwnProperty.call(target, name)) Reflect.deleteProperty(target, name);
    }
  }
}
