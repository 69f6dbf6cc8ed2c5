/**
 * A stream that stops sending (a server that hangs after its first chunk) must not hold a run
 * forever: after `ms` with no new chunk the request is aborted and the run ends with a clear
 * error; what was streamed so far stays in the transcript. The wait for the first chunk is left
 * to the client's request timeout (reasoning models may think for a long time before it).
 */
import { ModelProviderError } from './model.ts';

/** The default idle limit between two chunks of a streamed reply. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

function duration(ms: number): string {
  return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`;
}

export class StreamIdleError extends ModelProviderError {
  readonly idleMs: number;
  constructor(idleMs: number) {
    super(`The model stopped sending for ${duration(idleMs)}, so the run was ended. What it sent before that is kept.`, 'network');
    this.idleMs = idleMs;
  }
}

/**
 * Yields `source`'s items; once the first has come, each next one must come within `ms`
 * (0 or less: no limit), else `abort()` is called and StreamIdleError thrown.
 */
export async function* withIdleTimeout<T>(source: AsyncIterable<T>, ms: number, abort: () => void): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let first = true;
  try {
    while (true) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const next = iterator.next();
      const result =
        first || !(ms > 0)
          ? await next
          : await Promise.race([
              next,
              new Promise<'idle'>((resolve) => {
                timer = setTimeout(() => resolve('idle'), ms);
              }),
            ]);
      if (timer) clearTimeout(timer);
      if (result === 'idle') {
        abort();
        // the pending next() settles (rejects) once the abort lands; nobody waits for it
        next.catch(() => {});
        throw new StreamIdleError(ms);
      }
      if (result.done) return;
      first = false;
      yield result.value;
    }
  } finally {
    // stop the underlying stream when the consumer leaves early or the idle limit hit
    void Promise.resolve(iterator.return?.()).catch(() => {});
  }
}
