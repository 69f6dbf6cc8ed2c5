import { describe, expect, it } from 'vitest';
import { loadSecretSetting, saveSecretSetting } from './secretSetting.ts';
import { useMemoryStorages } from './testing/memoryStorage.ts';

const storages = useMemoryStorages();
const KEYS = { settings: 'test.settings', secret: 'test.secret' };
const SECRET = 'sk-PLANTED-123456789';

describe('a setting that holds a secret', () => {
  it('reads as empty when nothing is stored, or the stored settings are damaged', () => {
    expect(loadSecretSetting(KEYS)).toEqual({ saved: {}, secret: '', remembered: false });
    storages.local.setItem(KEYS.settings, '{not json');
    expect(loadSecretSetting(KEYS).saved).toEqual({});
    storages.local.setItem(KEYS.settings, '[1,2]');
    expect(loadSecretSetting(KEYS).saved).toEqual({});
  });

  it('keeps the secret for the tab only, never beside the settings', () => {
    saveSecretSetting(KEYS, { model: 'gpt-4.1' }, SECRET, false);
    expect(storages.local.dump()).not.toContain('PLANTED');
    expect(storages.session.getItem(KEYS.secret)).toBe(SECRET);
    expect(loadSecretSetting(KEYS)).toEqual({ saved: { model: 'gpt-4.1' }, secret: SECRET, remembered: false });
  });

  it('moves it to this device when remembered, and back to the tab when not: always one place', () => {
    saveSecretSetting(KEYS, {}, SECRET, true);
    expect(storages.session.dump()).not.toContain('PLANTED');
    expect(storages.local.getItem(KEYS.secret)).toBe(SECRET);
    expect(storages.local.getItem(KEYS.settings)).not.toContain('PLANTED');
    expect(loadSecretSetting(KEYS)).toMatchObject({ secret: SECRET, remembered: true });
    saveSecretSetting(KEYS, {}, SECRET, false);
    expect(storages.local.dump()).not.toContain('PLANTED');
    expect(loadSecretSetting(KEYS)).toMatchObject({ secret: SECRET, remembered: false });
  });

  it('forgets it everywhere when it is cleared', () => {
    saveSecretSetting(KEYS, {}, SECRET, true);
    saveSecretSetting(KEYS, {}, '', true);
    expect(storages.local.dump() + storages.session.dump()).not.toContain('PLANTED');
    expect(loadSecretSetting(KEYS)).toMatchObject({ secret: '', remembered: false });
  });

  it('works without storage (blocked by the browser): nothing kept, nothing thrown', () => {
    const g = globalThis as unknown as { localStorage?: unknown; sessionStorage?: unknown };
    Object.defineProperty(g, 'localStorage', { configurable: true, get: () => { throw new Error('SecurityError'); } });
    delete g.sessionStorage;
    expect(() => saveSecretSetting(KEYS, {}, SECRET, true)).not.toThrow();
    expect(loadSecretSetting(KEYS)).toEqual({ saved: {}, secret: '', remembered: false });
    delete g.localStorage;
  });
});
