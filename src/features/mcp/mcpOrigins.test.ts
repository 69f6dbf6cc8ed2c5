import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowMcpOrigin, MCP_ORIGINS_KEY, mcpOrigin, mcpOriginNeedingReload, removeMcpOrigin, savedMcpOrigins } from './mcpOrigins.ts';

describe('MCP server origins and the page policy', () => {
  it('takes the origin of an http(s) URL only', () => {
    expect(mcpOrigin(' http://127.0.0.1:3001/mcp ')).toBe('http://127.0.0.1:3001');
    expect(mcpOrigin('https://tools.example/mcp?x=1')).toBe('https://tools.example');
    expect(mcpOrigin('javascript:alert(1)')).toBeNull();
    expect(mcpOrigin('not a url')).toBeNull();
  });

  it('asks for a reload only for an origin the page does not admit yet', () => {
    const allowed = ['http://127.0.0.1:3001'];
    expect(mcpOriginNeedingReload('http://127.0.0.1:3001/mcp', allowed)).toBeNull();
    expect(mcpOriginNeedingReload('http://127.0.0.1:3002/mcp', allowed)).toBe('http://127.0.0.1:3002');
    // no policy was set (tests, dev tools): nothing to ask
    expect(mcpOriginNeedingReload('http://127.0.0.1:3002/mcp', null)).toBeNull();
  });
});

describe('allowed origins in this browser (issue 20, item 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are listed and each can be removed', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) });
    allowMcpOrigin('http://127.0.0.1:3001');
    allowMcpOrigin('https://tools.example');
    allowMcpOrigin('http://127.0.0.1:3001');
    expect(savedMcpOrigins()).toEqual(['http://127.0.0.1:3001', 'https://tools.example']);
    removeMcpOrigin('http://127.0.0.1:3001');
    expect(savedMcpOrigins()).toEqual(['https://tools.example']);
    expect(JSON.parse(store.get(MCP_ORIGINS_KEY)!)).toEqual(['https://tools.example']);
  });
});
