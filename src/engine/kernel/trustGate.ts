/**
 * The one place that decides whether a run may execute the graph's code. Every piece of user
 * code (tool code, guardrails, input filters, on-handoff, and every `when` rule: handoff
 * `enabled`, context conditions, tool `enabled`/`needsApproval`) reaches the sandbox through the
 * kernel, and the kernel asks this gate first. The host's answer (RunOptions.trusted) is either
 * fixed (the CLI: true unless --no-trust) or a callback (the app: asks the user, at the moment
 * the first code is about to run). The first question of a run is the only one: concurrent and
 * later code of the same run wait for, and reuse, that answer.
 */
import type { SandboxKind } from '../sandbox.ts';
import { raceAbort } from './modelCall.ts';
import { RunError, UNTRUSTED_CODE_ERROR } from './runError.ts';

export interface TrustRequest {
  /** the first code about to run, e.g. `tool "refund"` or `rule "enabled" of handoff "a-to-b"` */
  label: string;
  /** 'mcp_server': connecting to a graph's MCP server, which reaches the network like code does */
  kind: SandboxKind | 'mcp_server';
}

/** Resolves true to let the graph's code run in this run, false to refuse it. */
export type TrustDecider = (request: TrustRequest) => Promise<boolean>;

export function untrustedCodeMessage(label: string): string {
  return `This graph was imported or opened from a link, so its code does not run until you trust it. Blocked: ${label}. Trust the graph to run its code.`;
}

/** Returns the check to await before running code; it throws UntrustedCodeError when refused. */
export function createTrustGate(trusted: boolean | TrustDecider, signal: AbortSignal): (request: TrustRequest) => Promise<void> {
  let answer: Promise<boolean> | undefined;
  return async (request) => {
    if (typeof trusted === 'boolean') {
      answer ??= Promise.resolve(trusted);
    } else {
      // A decider that fails refuses: code never runs on an error path.
      answer ??= Promise.resolve()
        .then(() => trusted(request))
        .then((decision) => decision === true, () => false);
    }
    if (!(await raceAbort(answer, signal))) throw new RunError(UNTRUSTED_CODE_ERROR, untrustedCodeMessage(request.label));
  };
}
