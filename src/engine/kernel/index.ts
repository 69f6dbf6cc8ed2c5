/**
 * The run kernel: what every runtime profile shares (handle, events, tracing, controls, model and
 * sandbox calls, replay). Runtime semantics live in ../profiles; see kernel.ts for the rules.
 */
export { startRun, type Kernel, type KernelSetup, type RunOutcome, type ApprovalRequest, type ApprovalDecision } from './kernel.ts';
export { RunError, RunCancelled, UNTRUSTED_CODE_ERROR, toErrorInfo } from './runError.ts';
export { Tracer, DEFAULT_WORKFLOW_NAME, type Span } from './tracer.ts';
export { exportTrace, type TraceExport } from './traceExport.ts';
export { replay, type ReplayOptions } from './replay.ts';
export { renderInstructions } from './instructions.ts';
export { counterIds, createRunIds, toHex, type IdSource, type RunIds } from './ids.ts';
export { ContextStore, changedKeys, jsonEqual, type ContextVars } from './contextStore.ts';
export { resolveModel, isModel, raceAbort } from './modelCall.ts';
export { DEFAULT_CODE_TIMEOUT_MS, type CodeRequest } from './sandboxCall.ts';
export { untrustedCodeMessage, createTrustGate, type TrustDecider, type TrustRequest } from './trustGate.ts';
export type { PauseRequest } from './pauseGate.ts';
export { guardrailCodeToRun, inputFilterCodeToRun, instructionsCodeToRun, onHandoffCodeToRun, ruleCodeToRun, toolCodeToRun, type CodeToRun } from './codeToRun.ts';
