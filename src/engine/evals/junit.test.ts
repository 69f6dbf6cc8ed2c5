import { describe, expect, it } from 'vitest';
import { toJUnitXml, xmlEscape } from './junit.ts';
import type { CaseResult, SuiteResult } from './runSuite.ts';

const base: Omit<CaseResult, 'index' | 'name' | 'outcome' | 'failures'> = { route: ['triage'], tools: [], lastAgent: 'triage', status: 'completed', finalOutput: '', error: null, events: [], durationMs: 1500 };

describe('toJUnitXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(xmlEscape('a<b>&"c\'\u0001\u0007d')).toBe('a&lt;b&gt;&amp;&quot;c&apos;d');
  });

  it('writes failures, errors and skipped cases with totals', () => {
    const result: SuiteResult = {
      suiteName: null,
      provider: 'openai-chat',
      startedAt: Date.parse('2026-01-02T03:04:05.678Z'),
      durationMs: 4200,
      stopped: true,
      rateLimits: { limited: 2, retries: 2, waitedMs: 100 },
      cases: [
        { ...base, index: 0, name: 'ok', outcome: 'passed', failures: [] },
        { ...base, index: 1, name: 'bad', outcome: 'failed', failures: ['route: expected a, got b', 'tools: expected x'] },
        { ...base, index: 2, name: 'boom', outcome: 'error', failures: ['run error: ModelProviderError: 429'], error: { type: 'ModelProviderError', message: '429' } },
        { ...base, index: 3, name: 'stopped', outcome: 'cancelled', failures: ['stopped before it ran'] },
      ],
    };
    const xml = toJUnitXml(result, { graphName: 'ACME' });
    expect(xml).toContain('<testsuites name="switchboard eval" tests="4" failures="1" errors="1" skipped="1" time="4.200">');
    expect(xml).toContain('<testsuite name="ACME" tests="4" failures="1" errors="1" skipped="1" time="4.200" timestamp="2026-01-02T03:04:05">');
    expect(xml).toContain('<failure message="route: expected a, got b" type="EvalExpectation">route: expected a, got b\ntools: expected x</failure>');
    expect(xml).toContain('<error message="run error: ModelProviderError: 429" type="ModelProviderError">');
    expect(xml).toContain('<skipped message="stopped before it ran"/>');
    expect(xml).toContain('<testcase name="ok" classname="ACME" time="1.500">\n      <system-out>');
  });
});
