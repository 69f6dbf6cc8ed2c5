import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, providerLabel, redactSecret, saveSettings } from './modelSettings.ts';

class MemoryStorage {
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

const g = globalThis as unknown as { localStorage?: MemoryStorage; sessionStorage?: MemoryStorage };
let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  g.localStorage = local;
  g.sessionStorage = session;
});
afterEach(() => {
  delete g.localStorage;
  delete g.sessionStorage;
});

const KEY = 'sk-PLANTED-123456789';

describe('model settings storage', () => {
  it('keeps the key for the session only unless remembered, and never beside the other settings', () => {
    saveSettings({ ...DEFAULT_SETTINGS, provider: 'openai', model: 'gpt-4.1', apiKey: KEY });
    expect(local.dump()).not.toContain('PLANTED');
    expect(session.dump()).toContain(KEY);
    expect(loadSettings()).toMatchObject({ provider: 'openai', model: 'gpt-4.1', apiKey: KEY, remember: false });

    saveSettings({ ...loadSettings(), remember: true });
    expect(session.dump()).not.toContain('PLANTED');
    expect(local.getItem('switchboard.apiKey')).toBe(KEY);
    expect(local.getItem('switchboard.modelSettings')).not.toContain('PLANTED');
    expect(loadSettings().remember).toBe(true);

    saveSettings({ ...loadSettings(), remember: false });
    expect(local.dump()).not.toContain('PLANTED');
    expect(loadSettings().apiKey).toBe(KEY);
  });

  it('labels the provider and redacts a key wherever it appears', () => {
    expect(providerLabel({ ...DEFAULT_SETTINGS })).toBe('Simulator');
    expect(providerLabel({ ...DEFAULT_SETTINGS, provider: 'compatible', baseURL: 'http://localhost:11434/v1', model: 'llama3.2' })).toBe('localhost:11434 · llama3.2');
    expect(redactSecret(`{"a":"${KEY}","b":"x${KEY}"}`, KEY)).toBe('{"a":"[redacted]","b":"x[redacted]"}');
    expect(redactSecret('short key stays', 'ab')).toBe('short key stays');
  });
});
