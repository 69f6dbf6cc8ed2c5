import { describe, expect, it } from 'vitest';
import { useMemoryStorages } from '../../ui/testing/memoryStorage.ts';
import { DEFAULT_SETTINGS, loadSettings, providerLabel, redactSecret, saveSettings } from './modelSettings.ts';

const storages = useMemoryStorages();

const KEY = 'sk-PLANTED-123456789';

describe('model settings storage', () => {
  // where a secret goes (tab, device, one place) is src/ui/secretSetting.test.ts; here: which field is the secret
  it('stores the key as the secret, apart from the other settings, and reads them all back', () => {
    saveSettings({ ...DEFAULT_SETTINGS, provider: 'openai', model: 'gpt-4.1', apiKey: KEY, remember: true });
    expect(storages.local.getItem('switchboard.apiKey')).toBe(KEY);
    expect(storages.local.getItem('switchboard.modelSettings')).not.toContain('PLANTED');
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, provider: 'openai', model: 'gpt-4.1', apiKey: KEY, remember: true });
  });

  it('labels the provider and redacts a key wherever it appears', () => {
    expect(providerLabel({ ...DEFAULT_SETTINGS })).toBe('Simulator');
    expect(providerLabel({ ...DEFAULT_SETTINGS, provider: 'compatible', baseURL: 'http://localhost:11434/v1', model: 'llama3.2' })).toBe('localhost:11434 · llama3.2');
    expect(redactSecret(`{"a":"${KEY}","b":"x${KEY}"}`, KEY)).toBe('{"a":"[redacted]","b":"x[redacted]"}');
    expect(redactSecret('short key stays', 'ab')).toBe('short key stays');
  });
});
