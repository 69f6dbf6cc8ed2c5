import { describe, expect, it } from 'vitest';
import { endpointProblem, parseHeaders } from './otlp.ts';

describe('collector settings', () => {
  it('parses "Name: value" and "Name=value" header lines, skipping blank lines', () => {
    expect(parseHeaders(['Authorization: Bearer abc:def', '', 'x-tenant=team=a'])).toEqual({ Authorization: 'Bearer abc:def', 'x-tenant': 'team=a' });
  });

  it('names the bad header line without echoing its value', () => {
    expect(() => parseHeaders(['Authorization: ok', 'no separator secret'])).toThrow('Header 2 ("no separator secret") is not "Name: value".');
    expect(() => parseHeaders(['bad name: secret-value'])).toThrow(/^Header 1 \("bad name"\)/);
  });

  it('accepts http(s) endpoints and says why others are refused', () => {
    expect(endpointProblem('http://127.0.0.1:4318/v1/traces')).toBeNull();
    expect(endpointProblem('https://collector.example.com/v1/traces')).toBeNull();
    expect(endpointProblem('collector:4318')).toMatch(/not a URL|http or https/);
    expect(endpointProblem('file:///tmp/x')).toMatch(/http or https/);
    expect(endpointProblem('https://u:p@c.example.com/v1/traces')).toMatch(/header/);
  });
});
