import { describe, expect, it } from 'vitest';
import { mcpOrigin, mcpOriginNeedingReload } from './mcpOrigins.ts';

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
