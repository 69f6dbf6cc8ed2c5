/**
 * Removes the capabilities user code has no business with from a Web Worker's global scope,
 * before any user code runs: network (fetch, XHR, sockets, EventSource, font loading), storage
 * (IndexedDB and Cache Storage are readable from workers and could hold app data; the
 * non-standard synchronous file system too), script loading, nested workers, cross-tab channels
 * and `navigator` (navigator.storage opens the origin's private file system, navigator.locks
 * reaches other tabs). Web IDL attributes live on the prototypes (WorkerGlobalScope.prototype,
 * …), so the whole chain is cleaned, not just the global object; a worker has no second realm
 * (no iframes, and Worker itself is gone) from which a pristine copy could be fetched back.
 * This is one of two walls: the worker also inherits the page's Content-Security-Policy
 * (docs/SECURITY.md), which refuses import(url), font and network loads by construction.
 */
export const WORKER_CAPABILITIES_REMOVED = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'FontFace',
  'fonts',
  'indexedDB',
  'caches',
  'webkitRequestFileSystem',
  'webkitRequestFileSystemSync',
  'webkitResolveLocalFileSystemURL',
  'webkitResolveLocalFileSystemSyncURL',
  'importScripts',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'RTCPeerConnection',
  'Notification',
  'FileSystemHandle',
  'navigator',
  'postMessage',
  'onmessage',
  'onmessageerror',
  'close',
] as const;

export function lockDownWorkerScope(scope: object): void {
  for (let target: object | null = scope; target !== null && target !== Object.prototype; target = Object.getPrototypeOf(target)) {
    for (const name of WORKER_CAPABILITIES_REMOVED) {
      if (Object.prototype.hasOwnProperty.call(target, name)) Reflect.deleteProperty(target, name);
    }
  }
}
