/**
 * Step mode and breakpoints: before each model call, tool call and handoff the profile asks the
 * gate; when step mode is on or a breakpoint matches, a `paused` event is emitted and the run
 * waits for continue() (then `resumed`).
 */
import type { PausePoint, PauseReason, RunEventBody } from '../events.ts';
import type { RunOptions } from '../handle.ts';
import { RunCancelled } from './runError.ts';

export type Breakpoints = NonNullable<RunOptions['breakpoints']>;

export interface PauseRequest {
  before: PausePoint;
  agentId: string;
  /** what is about to happen, for the UI (e.g. the tool name or "Triage -> Billing") */
  detail: string;
  /** this stop also runs agent guardrails (matches the 'guardrail' breakpoint kind) */
  guardrails?: boolean;
}

export class PauseGate {
  private stepMode: boolean;
  private readonly breakpoints: Breakpoints;
  private waiting: { resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor(stepMode: boolean, breakpoints: Breakpoints | undefined) {
    this.stepMode = stepMode;
    this.breakpoints = breakpoints ?? {};
  }

  setStepMode(on: boolean): void {
    this.stepMode = on;
  }

  get isPaused(): boolean {
    return this.waiting !== null;
  }

  /** Why this point should pause, or null to go on. */
  reasonFor(request: PauseRequest): PauseReason | null {
    if (this.stepMode) return 'step';
    const { agents = [], kinds = [] } = this.breakpoints;
    if (request.before === 'model_call' && agents.includes(request.agentId)) return 'breakpoint';
    if (request.before === 'model_call' && request.guardrails && kinds.includes('guardrail')) return 'breakpoint';
    if (request.before === 'tool_call' && kinds.includes('tool')) return 'breakpoint';
    if (request.before === 'handoff' && kinds.includes('handoff')) return 'breakpoint';
    return null;
  }

  async check(request: PauseRequest, emit: (body: RunEventBody) => void, signal: AbortSignal): Promise<void> {
    const reason = this.reasonFor(request);
    if (reason === null) return;
    if (signal.aborted) throw new RunCancelled();
    emit({ type: 'paused', reason, before: request.before, agentId: request.agentId, detail: request.detail });
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(new RunCancelled());
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting = {
        resolve: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
        reject,
      };
    }).finally(() => {
      this.waiting = null;
    });
    emit({ type: 'resumed' });
  }

  continue(): void {
    this.waiting?.resolve();
  }
}
