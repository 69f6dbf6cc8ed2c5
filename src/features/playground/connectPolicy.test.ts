import { describe, expect, it } from 'vitest';
import { modelOrigin, originNeedingReload } from './connectPolicy.ts';

describe('connect policy for the model', () => {
  it('the origin each provider calls', () => {
    expect(modelOrigin({ provider: 'simulator', baseURL: 'http://x:1/v1' })).toBeNull();
    expect(modelOrigin({ provider: 'openai', baseURL: 'http://x:1/v1' })).toBe('https://api.openai.com');
    expect(modelOrigin({ provider: 'compatible', baseURL: ' http://127.0.0.1:11434/v1 ' })).toBe('http://127.0.0.1:11434');
    expect(modelOrigin({ provider: 'compatible', baseURL: 'not a url' })).toBeNull();
    expect(modelOrigin({ provider: 'compatible', baseURL: 'file:///etc' })).toBeNull();
  });

  it('asks for a reload only when the page was loaded allowing other origins', () => {
    const allowed = ['https://api.openai.com', 'http://localhost:11434'];
    expect(originNeedingReload({ provider: 'compatible', baseURL: 'http://localhost:11434/v1' }, allowed)).toBeNull();
    expect(originNeedingReload({ provider: 'compatible', baseURL: 'http://127.0.0.1:8000/v1' }, allowed)).toBe('http://127.0.0.1:8000');
    expect(originNeedingReload({ provider: 'openai', baseURL: '' }, allowed)).toBeNull();
    expect(originNeedingReload({ provider: 'compatible', baseURL: 'http://127.0.0.1:8000/v1' }, null)).toBeNull();
  });
});
