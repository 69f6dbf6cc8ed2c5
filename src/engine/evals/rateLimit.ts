/**
 * 429 handling for eval runs, which send many requests at once: a model wrapper that retries a
 * rate-limited call a bounded number of times, waiting what the server asked for (Retry-After,
 * carried on ModelProviderError.retryAfterMs) or else an exponential backoff with jitter. A gate
 * shared by every case of a suite holds back all new calls while one is told to wait, so four
 * concurrent cases do not keep hammering a server that just said "slow down".
 */
import { abortError } from '../../models/abortError.ts';
import { ModelProviderError, type Model, type ModelProvider, type ModelRequest, type ModelStreamEvent } from '../../models/model.ts';

export interface RetryPolicy {
  /** retries after the first attempt (so maxRetries + 1 calls at most) */
  maxRetries: number;
  /** first backoff when the server gave no Retry-After; doubles each retry */
  baseDelayMs: number;
  /** no backoff is longer than this */
  maxDelayMs: number;
  /** a Retry-After longer than this is not waited for: the call fails with the server's words */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 4, baseDelayMs: 1000, maxDelayMs: 30_000, maxRetryAfterMs: 120_000 };

export interface Clock {
  now: () => number;
  /** resolves after ms; rejects with an AbortError when the signal fires */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** 0 <= x < 1, for jitter */
  random: () => number;
}

export const realClock: Clock = {
  now: () => Date.now(),
  random: Math.random,
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** What happened with 429s during a suite run (shown beside the progress bar). */
export interface RateLimitStats {
  /** rate-limited answers received */
  limited: number;
  /** calls sent again after waiting */
  retries: number;
  /** total time calls spent waiting, ms */
  waitedMs: number;
}

/** Shared by the calls of one suite run. */
export interface RateGate {
  readonly stats: RateLimitStats;
  /** waits until no 429 asks to hold back */
  ready(signal?: AbortSignal): Promise<void>;
  /** a 429 asked every caller to wait until `until` (ms, clock time) */
  holdUntil(until: number): void;
  readonly clock: Clock;
  readonly policy: RetryPolicy;
}

export function createRateGate(policy: RetryPolicy = DEFAULT_RETRY_POLICY, clock: Clock = realClock): RateGate {
  let resumeAt = 0;
  const stats: RateLimitStats = { limited: 0, retries: 0, waitedMs: 0 };
  return {
    stats,
    clock,
    policy,
    async ready(signal) {
      // a later 429 may push resumeAt further while we sleep: look again after each wait
      for (let wait = resumeAt - clock.now(); wait > 0; wait = resumeAt - clock.now()) {
        stats.waitedMs += wait;
        await clock.sleep(wait, signal);
      }
    },
    holdUntil(until) {
      resumeAt = Math.max(resumeAt, until);
    },
  };
}

function isRateLimit(error: unknown): error is ModelProviderError {
  return error instanceof ModelProviderError && (error.kind === 'rate_limit' || error.status === 429);
}

/** The wait before retry number `attempt` (0-based), or null: give up. */
export function retryDelay(error: ModelProviderError, attempt: number, policy: RetryPolicy, random: () => number): number | null {
  if (attempt >= policy.maxRetries) return null;
  if (error.retryAfterMs !== null) return error.retryAfterMs <= policy.maxRetryAfterMs ? error.retryAfterMs : null;
  // "full jitter" between half and all of the exponential step, so parallel cases spread out
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(step / 2 + (random() * step) / 2);
}

function givenUp(error: ModelProviderError, attempts: number): ModelProviderError {
  if (attempts === 0) return error;
  return new ModelProviderError(`${error.message} (gave up after ${attempts} ${attempts === 1 ? 'retry' : 'retries'})`, error.kind, error.status, error.retryAfterMs);
}

async function withRetries<T>(gate: RateGate, signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    await gate.ready(signal);
    try {
      return await call();
    } catch (error) {
      if (!isRateLimit(error)) throw error;
      gate.stats.limited += 1;
      const delay = retryDelay(error, attempt, gate.policy, gate.clock.random);
      if (delay === null) throw givenUp(error, attempt);
      gate.holdUntil(gate.clock.now() + delay);
      gate.stats.retries += 1;
    }
  }
}

/** `model`, with 429s retried through `gate`. Streams are retried only before their first event. */
export function retryingModel(model: Model, gate: RateGate): Model {
  return {
    provider: model.provider,
    getResponse: (request: ModelRequest) => withRetries(gate, request.signal, () => model.getResponse(request)),
    async *getStreamedResponse(request: ModelRequest): AsyncIterable<ModelStreamEvent> {
      // A 429 arrives before any chunk; once text has been shown, a retry would repeat it.
      const opened = await withRetries(gate, request.signal, async () => {
        const iterator = model.getStreamedResponse(request)[Symbol.asyncIterator]();
        return { iterator, first: await iterator.next() };
      });
      if (opened.first.done) return;
      yield opened.first.value;
      for (let next = await opened.iterator.next(); !next.done; next = await opened.iterator.next()) yield next.value;
    },
  };
}

export function retrying(model: Model | ModelProvider, gate: RateGate): Model | ModelProvider {
  if ('getModel' in model) return { getModel: (name: string) => retryingModel(model.getModel(name), gate) };
  return retryingModel(model, gate);
}
