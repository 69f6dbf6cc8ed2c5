/**
 * Replaying a recording (a run's event list) as a RunHandle: the same events, in order, with the
 * original timing scaled by `speed` (2 = twice as fast) or all at once (`speed: 'instant'`). No
 * model and no sandbox are involved; approvals and pauses in a recording are replayed as events.
 */
import type { RunEvent } from '../events.ts';
import type { RunHandle, RunResult } from '../handle.ts';

export interface ReplayOptions {
  /** default 'instant' */
  speed?: number | 'instant';
  /** injectable timer for tests */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function replay(recording: readonly RunEvent[], options: ReplayOptions = {}): RunHandle {
  const events = [...recording].sort((a, b) => a.seq - b.seq);
  const start = events.find((e) => e.type === 'run_start');
  const end = events.find((e) => e.type === 'run_end');
  const speed = options.speed ?? 'instant';
  const sleep = options.sleep ?? defaultSleep;
  const abort = new AbortController();
  const delivered: RunEvent[] = [];
  let resolveResult!: (r: RunResult) => void;
  const result = new Promise<RunResult>((resolve) => (resolveResult = resolve));
  let waiters: Array<() => void> = [];
  let done = false;
  const wake = () => {
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };

  void (async () => {
    let previousT = 0;
    for (const event of events) {
      if (abort.signal.aborted) break;
      if (speed !== 'instant' && speed > 0) {
        const wait = (event.t - previousT) / speed;
        if (wait > 0) await sleep(wait, abort.signal).catch(() => undefined);
        if (abort.signal.aborted) break;
      }
      previousT = event.t;
      delivered.push(event);
      wake();
    }
    done = true;
    wake();
    const last = lastTopLevelAgentStart(delivered);
    if (end?.type === 'run_end' && delivered.includes(end)) {
      resolveResult({ status: end.status, finalOutput: end.finalOutput, lastAgentId: end.lastAgentId, items: end.items, context: end.context, error: end.error, events: delivered });
    } else {
      resolveResult({
        status: 'cancelled',
        finalOutput: null,
        lastAgentId: last?.type === 'agent_start' ? last.agentId : start?.type === 'run_start' ? start.startAgentId : '',
        items: start?.type === 'run_start' ? start.input : [],
        context: start?.type === 'run_start' ? start.context : {},
        error: null,
        events: delivered,
      });
    }
  })();

  return {
    runId: start?.type === 'run_start' ? start.runId : 'replay',
    result,
    stop: () => abort.abort(),
    resolveApproval: () => undefined,
    continue: () => undefined,
    setStepMode: () => undefined,
    [Symbol.asyncIterator](): AsyncIterator<RunEvent> {
      let index = 0;
      return {
        async next() {
          while (index >= delivered.length && !done) await new Promise<void>((r) => waiters.push(r));
          if (index < delivered.length) return { done: false, value: delivered[index++] };
          return { done: true, value: undefined };
        },
      };
    },
  };
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('stopped'));
    }, { once: true });
  });
}

/** The last agent_start outside agent-tool calls (a worker's nested run never becomes the run's agent). */
function lastTopLevelAgentStart(events: readonly RunEvent[]): RunEvent | undefined {
  let depth = 0;
  let last: RunEvent | undefined;
  for (const e of events) {
    if (e.type === 'agent_tool_start') depth += 1;
    else if (e.type === 'agent_tool_end') depth = Math.max(0, depth - 1);
    else if (e.type === 'agent_start' && depth === 0) last = e;
  }
  return last;
}
