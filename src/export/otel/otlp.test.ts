import { describe, expect, it } from 'vitest';
import { endpointProblem, parseHeaders } from './otlp.ts';

describe('collector settings', () => {
  it('parses "Name: value" and "Name=value" header lines, skipping blank lines', () => {
    expect(parseHeaders(['Authorization: Bearer abc:def', '', 'x-tenant=team=a'])).toEqual({ Authorization: 'Bearer abc:def', 'x-tenant': 'team=a' });
  });

  it('names the bad header line by number, never echoing it (it may be all secret)', () => {
    expect(() => parseHeaders(['Authorization: ok', 'Bearer sk-secret'])).toThrow('Header 2 is not "Name: value" (no ":" or "=").');
    expect(() => parseHeaders(['bad name: secret-value'])).toThrow('Header 1 has a name that is not a valid HTTP header name.');
  });

  it('accepts http(s) endpoints and says why others are refused', () => {
    expect(endpointProblem('http://127.0.0.1:4318/v1/traces')).toBeNull();
    expect(endpointProblem('https://collector.example.com/v1/traces')).toBeNull();
    expect(endpointProblem('collector:4318')).toMatch(/not a URL|http or https/);
    expect(endpointProblem('file:///tmp/x')).toMatch(/http or https/);
    expect(endpointProblem('https://u:p@c.example.com/v1/traces')).toMatch(/header/);
  });
});
