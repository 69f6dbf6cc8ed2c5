import { describe, expect, it } from 'vitest';
import { findSecrets, isSecretKey } from './secrets.ts';

describe('secrets', () => {
  it('recognises credential-like key names in any spelling', () => {
    for (const key of ['apiKey', 'api_key', 'OPENAI_API_KEY', 'Authorization', 'clientSecret', 'password', 'x-api-key']) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['maxTokens', 'name', 'keep_last', 'description', 'tools']) expect(isSecretKey(key), key).toBe(false);
  });

  it('finds secret keys anywhere, with their paths, and key-like strings even in code', () => {
    const doc = {
      settings: { apiKey: 'x' },
      agents: [{ id: 'a', 'x-vendor': { headers: { Authorization: 'Bearer t' } } }],
      tools: [{ code: `const k = "sk-proj-${'abcdefghijklmnopqrstuvwx'}";` }],
    };
    expect(findSecrets(doc).map((f) => f.path)).toEqual(['settings.apiKey', 'agents[0].x-vendor.headers.Authorization', 'tools[0].code']);
  });

  it('allows a schema to describe an argument named password', () => {
    const doc = { tools: [{ parameters: { type: 'object', properties: { password: { type: 'string' } } } }] };
    expect(findSecrets(doc)).toEqual([]);
  });
});
