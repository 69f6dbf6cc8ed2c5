import { describe, expect, it } from 'vitest';
import { run } from '../index.ts';
import { abortError } from '../../models/abortError.ts';
import { ModelProviderError, type ModelRequest } from '../../models/model.ts';
import { createFakeSandbox } from '../testing/fakeSandbox.ts';
import { keywordModel, routingGraph, suiteOf, virtualClock } from '../testing/evalFixtures.ts';
import { runSuite, type SuiteProgress, type SuiteRunOptions } from './runSuite.ts';
import type { EvalScenario } from '../../graph/schema.ts';

const cases: EvalScenario[] = [
  { name: 'buyer goes to sales', input: 'I want to buy boots', expect: { route: ['triage', 'sales'], lastAgent: 'sales' } },
  { name: 'broken goes to support', input: 'my boots are broken', expect: { route: ['triage', 'support'] } },
  { name: 'hello stays with triage', input: 'hello', expect: { route: ['triage'], output: 'triage answers' } },
  { name: 'wrong on purpose', input: 'I want to buy', expect: { lastAgent: 'support' } },
  { name: 'two turns', input: ['hello', 'now I want to buy'], expect: { route: ['triage', 'sales'], output: { matches: '^sales answers' } } },
];

function options(over: Partial<SuiteRunOptions> = {}): SuiteRunOptions {
  return { suite: suiteOf(cases), graph: routingGraph(), run, provider: 'test', model: () => keywordModel(), sandbox: createFakeSandbox(), trusted: true, ...over };
}

describe('runSuite', () => {
  it('runs every case and says why the failing one failed', async () => {
    const result = await runSuite(options());
    expect(result.cases.map((c) => [c.name, c.outcome, c.failures])).toEqual([
      ['buyer goes to sales', 'passed', []],
      ['broken goes to support', 'passed', []],
      ['hello stays with triage', 'passed', []],
      ['wrong on purpose', 'failed', ['last agent: expected Support, got Sales']],
      ['two turns', 'passed', []],
    ]);
    expect(result.stopped).toBe(false);
    // each case keeps its conversation as a recording: one run_start per user turn
    expect(result.cases[4].events.filter((e) => e.type === 'run_start')).toHaveLength(2);
    expect(result.cases[0].route).toEqual(['triage', 'sales']);
  });

  it('never runs more cases at once than the limit, and reports progress', async () => {
    let inFlight = 0;
    let most = 0;
    const model = () =>
      keywordModel(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
      });
    const progress: SuiteProgress[] = [];
    const result = await runSuite(options({ model, concurrency: 2, onProgress: (p) => progress.push(p) }));
    expect(most).toBe(2);
    expect(Math.max(...progress.map((p) => p.running))).toBe(2);
    expect(progress.at(-1)).toMatchObject({ total: 5, done: 5, running: 0, passed: 4, failed: 1, errors: 0 });
    expect(result.cases.every((c) => c.outcome !== 'cancelled')).toBe(true);
  });

  it('stops: running cases are cancelled mid-call, waiting ones never start', async () => {
    const controller = new AbortController();
    const called: string[] = [];
    // every model call hangs until the run is stopped
    const model = () =>
      keywordModel(
        (request: ModelRequest) =>
          new Promise<void>((_, reject) => {
            called.push(JSON.stringify(request.input.at(-1)));
            request.signal?.addEventListener('abort', () => reject(abortError()), { once: true });
          }),
      );
    const result = await runSuite(
      options({
        model,
        concurrency: 2,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.running === 2 && p.latest.phase === 'started') setTimeout(() => controller.abort(), 10);
        },
      }),
    );
    expect(result.stopped).toBe(true);
    expect(called).toHaveLength(2);
    expect(result.cases.map((c) => [c.outcome, c.failures[0]])).toEqual([
      ['cancelled', 'stopped while it ran'],
      ['cancelled', 'stopped while it ran'],
      ['cancelled', 'stopped before it ran'],
      ['cancelled', 'stopped before it ran'],
      ['cancelled', 'stopped before it ran'],
    ]);
    // a stopped case still keeps what happened, ending cancelled
    expect(result.cases[0].events.at(-1)).toMatchObject({ type: 'run_end', status: 'cancelled' });
  });

  it('waits what a 429 asks (Retry-After) before any case calls again, then passes', async () => {
    const { clock, sleeps } = virtualClock();
    const callTimes: number[] = [];
    let limitedAt: number | null = null;
    let calls = 0;
    const model = () =>
      keywordModel(() => {
        calls += 1;
        callTimes.push(clock.now());
        if (calls === 2) {
          limitedAt = clock.now();
          throw new ModelProviderError('Too many requests (429).', 'rate_limit', 429, 5000);
        }
      });
    const result = await runSuite(options({ model, concurrency: 3, clock }));
    expect(result.cases.map((c) => c.outcome)).toEqual(['passed', 'passed', 'passed', 'failed', 'passed']);
    expect(result.rateLimits).toMatchObject({ limited: 1, retries: 1 });
    expect(sleeps).toContain(5000);
    // the first wave (one call per running case) was already sent; every later call, of any
    // case, came at least 5 s after the 429
    const after = callTimes.slice(3);
    expect(after.length).toBeGreaterThan(0);
    for (const t of after) expect(t).toBeGreaterThanOrEqual(limitedAt! + 5000);
  });

  it('gives up after the bounded retries with exponential backoff, and says so on the case', async () => {
    const { clock, sleeps } = virtualClock();
    const model = () =>
      keywordModel(() => {
        throw new ModelProviderError('Too many requests or quota used up (429).', 'rate_limit', 429);
      });
    const result = await runSuite(options({ suite: suiteOf([cases[0]]), model, clock, retry: { maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 3000, maxRetryAfterMs: 60_000 } }));
    // random() is 0: half of each step; steps 1 s, 2 s, then capped at 3 s
    expect(sleeps).toEqual([500, 1000, 1500]);
    expect(result.cases[0].outcome).toBe('error');
    expect(result.cases[0].failures[0]).toBe('run error: ModelProviderError: Too many requests or quota used up (429). (gave up after 3 retries)');
    expect(result.rateLimits).toMatchObject({ limited: 4, retries: 3 });
  });

  it('does not wait for a Retry-After longer than the policy allows', async () => {
    const { clock, sleeps } = virtualClock();
    const model = () =>
      keywordModel(() => {
        throw new ModelProviderError('Quota used up (429).', 'rate_limit', 429, 3_600_000);
      });
    const result = await runSuite(options({ suite: suiteOf([cases[0]]), model, clock }));
    expect(sleeps).toEqual([]);
    expect(result.cases[0].outcome).toBe('error');
  });
});
