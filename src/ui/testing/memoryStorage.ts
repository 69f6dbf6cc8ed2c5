/**
 * localStorage and sessionStorage for unit tests of settings that keep secrets (Node has
 * neither). `dump()` shows everything stored, so a test can say a secret is not in it.
 */
import { afterEach, beforeEach } from 'vitest';

export class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.has(k) ? (this.data.get(k) as string) : null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  dump() {
    return JSON.stringify([...this.data]);
  }
}

/** Fresh, empty storages installed on globalThis for each test of the calling file. */
export function useMemoryStorages(): { local: MemoryStorage; session: MemoryStorage } {
  const g = globalThis as unknown as { localStorage?: MemoryStorage; sessionStorage?: MemoryStorage };
  const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
  beforeEach(() => {
    storages.local = new MemoryStorage();
    storages.session = new MemoryStorage();
    g.localStorage = storages.local;
    g.sessionStorage = storages.session;
  });
  afterEach(() => {
    delete g.localStorage;
    delete g.sessionStorage;
  });
  return storages;
}
