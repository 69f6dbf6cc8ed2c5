import { describe, expect, it } from 'vitest';
import { useMemoryStorages } from '../../ui/testing/memoryStorage.ts';
import { collectorOrigin, DEFAULT_COLLECTOR, headerSecrets, loadCollectorSettings, saveCollectorSettings, withoutSecrets } from './collectorSettings.ts';
import { collectorProblem } from './traceActions.ts';

const storages = useMemoryStorages();

const configured = { enabled: true, endpoint: 'http://127.0.0.1:4318/v1/traces', headers: 'Authorization: Bearer tok-123456', rememberHeaders: false, content: false };

describe('collector settings', () => {
  it('are off by default, with no endpoint and no content', () => {
    expect(loadCollectorSettings()).toEqual(DEFAULT_COLLECTOR);
  });

  // where a secret goes (tab, device, one place) is src/ui/secretSetting.test.ts; here: which field is the secret
  it('store the headers as the secret, apart from the endpoint, and read them all back', () => {
    saveCollectorSettings({ ...configured, rememberHeaders: true });
    expect(storages.local.getItem('switchboard.collectorHeaders')).toBe(configured.headers);
    expect(JSON.parse(storages.local.getItem('switchboard.collector')!)).toEqual({ enabled: true, endpoint: configured.endpoint, content: false });
    expect(loadCollectorSettings()).toEqual({ ...configured, rememberHeaders: true });
  });

  it('cut header values out of text that leaves the app', () => {
    const secrets = headerSecrets('Authorization: Bearer tok-123456\nx-tenant=team-a\n\nab: c');
    expect(secrets).toEqual(['Bearer tok-123456', 'team-a']);
    expect(withoutSecrets('failed with Bearer tok-123456 for team-a', secrets)).toBe('failed with [redacted] for [redacted]');
  });

  it('say why sending is not possible: off, a bad endpoint', () => {
    expect(collectorProblem({ ...configured, enabled: false })).toMatch(/off/);
    expect(collectorProblem({ ...configured, endpoint: 'collector:4318' })).toMatch(/not an http\(s\) URL/);
    expect(collectorProblem(configured)).toBeNull();
    expect(collectorOrigin('https://c.example.com:4318/v1/traces')).toBe('https://c.example.com:4318');
  });
});
