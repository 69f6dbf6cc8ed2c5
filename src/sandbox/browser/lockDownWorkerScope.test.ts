import { describe, expect, it } from 'vitest';
import { lockDownWorkerScope } from './lockDownWorkerScope.ts';

describe('lockDownWorkerScope', () => {
  it('removes network, storage and script loading from the scope and its prototypes', () => {
    // Shaped like a worker global: Web IDL attributes sit on the prototype chain.
    const workerGlobalScopePrototype = { fetch() {}, indexedDB: {}, caches: {}, importScripts() {}, setTimeout() {} };
    const scopePrototype = Object.create(workerGlobalScopePrototype, { postMessage: { value() {}, configurable: true } });
    const scope = Object.create(scopePrototype, { WebSocket: { value: class {}, configurable: true } });
    scope.crypto = {};
    lockDownWorkerScope(scope);
    for (const name of ['fetch', 'indexedDB', 'caches', 'importScripts', 'postMessage', 'WebSocket']) {
      expect(name in scope, name).toBe(false);
    }
    expect(typeof scope.setTimeout).toBe('function');
    expect(scope.crypto).toEqual({});
  });
});
