import { describe, expect, it } from 'vitest';
import { useMemoryStorages } from '../../ui/testing/memoryStorage.ts';
import { DEFAULT_SETTINGS, loadSettings, providerLabel, redactSecret, saveSettings } from './modelSettings.ts';

const storages = useMemoryStorages();

const KEY = 'sk-PLANTED-123456789';

describe('model settings storage', () => {
  it('keeps the key for the session only unless remembered, and never beside the other settings', () => {
    saveSettings({ ...DEFAULT_SETTINGS, provider: 'openai', model: 'gpt-4.1', apiKey: KEY });
    expect(storages.local.dump()).not.toContain('PLANTED');
    expect(storages.session.dump()).toContain(KEY);
    expect(loadSettings()).toMatchObject({ provider: 'openai', model: 'gpt-4.1', apiKey: KEY, remember: false });

    saveSettings({ ...loadSettings(), remember: true });
    expect(storages.session.dump()).not.toContain('PLANTED');
    expect(storages.local.getItem('switchboard.apiKey')).toBe(KEY);
    expect(storages.local.getItem('switchboard.modelSettings')).not.toContain('PLANTED');
    expect(loadSettings().remember).toBe(true);

    saveSettings({ ...loadSettings(), remember: false });
    expect(storages.local.dump()).not.toContain('PLANTED');
    expect(loadSettings().apiKey).toBe(KEY);
  });

  it('labels the provider and redacts a key wherever it appears', () => {
    expect(providerLabel({ ...DEFAULT_SETTINGS })).toBe('Simulator');
    expect(providerLabel({ ...DEFAULT_SETTINGS, provider: 'compatible', baseURL: 'http://localhost:11434/v1', model: 'llama3.2' })).toBe('localhost:11434 · llama3.2');
    expect(redactSecret(`{"a":"${KEY}","b":"x${KEY}"}`, KEY)).toBe('{"a":"[redacted]","b":"x[redacted]"}');
    expect(redactSecret('short key stays', 'ab')).toBe('short key stays');
  });
});
