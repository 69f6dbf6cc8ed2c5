/**
 * The run kernel: everything a runtime profile needs that is not runtime semantics. A profile
 * calls `startRun(setup, body)`; the kernel creates the RunHandle, the event log, the tracer,
 * the context store and the controls (stop, approvals, step mode, breakpoints), runs `body`
 * with a `Kernel`, and turns whatever `body` returns or throws into run_end and the result.
 *
 * Rules for profile authors:
 * - keep `k.transcript` (the whole conversation so far) and `k.lastAgentId` current: stop() and
 *   errors report them (or call `k.setTranscriptSource(fn)` once: the kernel then reads the
 *   transcript from `fn` only when it needs it, which saves copying it every step);
 * - throw `RunError(type, message)` for runtime errors (after setting span errors);
 * - call `k.pause(...)` before each model call, tool call and handoff;
 * - every wait goes through the kernel (callModel, runCode, requestApproval, pause), so stop()
 *   interrupts it with RunCancelled.
 */
import type { Graph } from '../../graph/schema.ts';
import type { Model, ModelResponse } from '../../models/model.ts';
import type { ProtocolItem } from '../../models/items.ts';
import type { RunEvent, RunEventBody, RunStatus, RunErrorInfo } from '../events.ts';
import type { RunHandle, RunOptions, RunResult } from '../handle.ts';
import type { Sandbox, SandboxResult } from '../sandbox.ts';
import type { JsonValue } from '../json.ts';
import { EventLog } from './eventLog.ts';
import { createRunIds, type RunIds } from './ids.ts';
import { Tracer, type Span } from './tracer.ts';
import { ContextStore } from './contextStore.ts';
import { PauseGate, type PauseRequest } from './pauseGate.ts';
import { callModel, resolveModel, type ModelCallArgs } from './modelCall.ts';
import { runCode, type CodeRequest } from './sandboxCall.ts';
import { createTrustGate, type TrustRequest } from './trustGate.ts';
import { RunCancelled, toErrorInfo } from './runError.ts';
import { InputDeltaEncoder } from '../requestInput.ts';
import { SharedValues } from './sharedValues.ts';

export interface KernelSetup {
  graph: Graph;
  /** the new user turn(s) of this run */
  input: ProtocolItem[];
  options: RunOptions;
  startAgentId: string;
  /** trace workflow name (default "Agent workflow", as the SDK) */
  workflowName?: string;
  /** this run's responses come from the offline simulator */
  simulated?: boolean;
}

export interface ApprovalRequest {
  agentId: string;
  toolId: string;
  callId: string;
  name: string;
  arguments: string;
  spanId: string | null;
}

export interface ApprovalDecision {
  approved: boolean;
  message: string | null;
}

export interface RunOutcome {
  status: RunStatus;
  finalOutput: JsonValue;
  /** default: k.lastAgentId */
  lastAgentId?: string;
  /** default: k.transcript */
  items?: ProtocolItem[];
  error?: RunErrorInfo | null;
}

export interface Kernel {
  readonly graph: Graph;
  readonly options: RunOptions;
  readonly runId: string;
  readonly traceId: string;
  readonly ids: RunIds;
  readonly signal: AbortSignal;
  readonly tracer: Tracer;
  readonly context: ContextStore;
  now(): number;
  /** the whole conversation so far (history + input + new items); keep it current */
  transcript: ProtocolItem[];
  /** computes k.transcript on demand from now on (assigning k.transcript drops the source) */
  setTranscriptSource(source: () => ProtocolItem[]): void;
  lastAgentId: string;
  emit(body: RunEventBody, spanId: string | null): RunEvent;
  /** step mode / breakpoints: resolves at once, or after continue() */
  pause(request: PauseRequest, spanId: string | null): Promise<void>;
  /** emits approval_needed and waits for resolveApproval() (then approval_resolved) */
  requestApproval(request: ApprovalRequest): Promise<ApprovalDecision>;
  /** the Model for a model name (RunOptions.model may be one model or a provider) */
  modelFor(modelName: string): Model;
  callModel(args: Omit<ModelCallArgs, 'stream'> & { stream?: boolean }): Promise<ModelResponse>;
  /** runs graph code (after the trust gate); context changes come back into k.context */
  runCode(request: CodeRequest): Promise<SandboxResult>;
  /** the run's trust gate: resolves when the graph's code may run, throws UntrustedCodeError if not */
  allowCode(request: TrustRequest): Promise<void>;
  /** starts a span (sugar for k.tracer.start) */
  span(data: Parameters<Tracer['start']>[0], parent: Span | string | null): Span;
}

export function startRun(setup: KernelSetup, body: (k: Kernel) => Promise<RunOutcome>): RunHandle {
  const abort = new AbortController();
  const allowCode = createTrustGate(setup.options.trusted, abort.signal);
  // Profiles see a sandbox that asks the trust gate too: no path to user code skips it.
  const rawSandbox = setup.options.sandbox;
  const sandbox: Sandbox = {
    run: async (request) => {
      await allowCode({ label: `${request.kind.replace('_', '-')} code`, kind: request.kind });
      return rawSandbox.run(request);
    },
    dispose: () => rawSandbox.dispose(),
  };
  const options: RunOptions = { ...setup.options, sandbox };
  // not a closure here: the event log keeps `now`, and a closure would keep the whole run state
  const now = options.now ?? Date.now;
  const ids = createRunIds(options.ids);
  const log = new EventLog(now);
  const gate = new PauseGate(options.stepMode ?? false, options.breakpoints);
  const approvals = new Map<string, (decision: ApprovalDecision) => void>();
  const runId = ids.runId();
  const traceId = ids.traceId();
  const emit = (b: RunEventBody, spanId: string | null) => log.emit(b, spanId);
  const tracer = new Tracer({ traceId, spanId: ids.spanId, now, emit }, setup.workflowName);
  const initialContext = structuredClone(options.context ?? setup.graph.context ?? {}) as Record<string, JsonValue>;
  const context = new ContextStore(initialContext, emit);
  const inputs = new InputDeltaEncoder();
  const shared = new SharedValues();

  let transcript: ProtocolItem[] = [...(options.history ?? []), ...setup.input];
  let transcriptSource: (() => ProtocolItem[]) | null = null;

  const k: Kernel = {
    graph: setup.graph,
    options,
    runId,
    traceId,
    ids,
    signal: abort.signal,
    tracer,
    context,
    now,
    get transcript() {
      return transcriptSource ? transcriptSource() : transcript;
    },
    set transcript(items: ProtocolItem[]) {
      transcriptSource = null;
      transcript = items;
    },
    setTranscriptSource(source) {
      transcriptSource = source;
    },
    lastAgentId: setup.startAgentId,
    emit,
    pause: (request, spanId) => gate.check(request, (b) => emit(b, spanId), abort.signal),
    requestApproval(request) {
      const approvalId = ids.opaque('approval');
      emit(
        { type: 'approval_needed', approvalId, agentId: request.agentId, toolId: request.toolId, callId: request.callId, name: request.name, arguments: request.arguments },
        request.spanId,
      );
      return new Promise<ApprovalDecision>((resolve, reject) => {
        if (abort.signal.aborted) return reject(new RunCancelled());
        const onAbort = () => reject(new RunCancelled());
        abort.signal.addEventListener('abort', onAbort, { once: true });
        approvals.set(approvalId, (decision) => {
          abort.signal.removeEventListener('abort', onAbort);
          approvals.delete(approvalId);
          emit({ type: 'approval_resolved', approvalId, approved: decision.approved, message: decision.message }, request.spanId);
          resolve(decision);
        });
      });
    },
    modelFor: (modelName) => resolveModel(options.model, modelName),
    callModel: (args) => callModel({ tracer, signal: abort.signal, emit, inputs, shared }, { ...args, stream: args.stream ?? options.stream ?? true }),
    async runCode(request) {
      return runCode({ sandbox: rawSandbox, allow: allowCode, context, signal: abort.signal }, request);
    },
    allowCode,
    span: (data, parent) => tracer.start(data, parent),
  };

  emit(
    {
      type: 'run_start',
      runId,
      traceId,
      graphId: setup.graph.id,
      runtime: setup.graph.runtime,
      startAgentId: setup.startAgentId,
      input: setup.input,
      context: context.get(),
      simulated: setup.simulated ?? usesSimulator(options.model, setup.graph.settings.model),
    },
    null,
  );

  const finish = (status: RunStatus, finalOutput: JsonValue, error: RunErrorInfo | null, items: ProtocolItem[], lastAgentId: string): RunResult => {
    tracer.endAll();
    emit({ type: 'run_end', status, finalOutput, lastAgentId, error, items, context: context.get() }, null);
    log.close();
    return finishedResult({ status, finalOutput, lastAgentId, items, context: context.get(), error }, log);
  };

  const result: Promise<RunResult> = (async () => {
    // Let the caller attach iterators and controls before the first await inside the body.
    await Promise.resolve();
    try {
      const outcome = await body(k);
      if (abort.signal.aborted) return finish('cancelled', null, null, k.transcript, k.lastAgentId);
      return finish(outcome.status, outcome.finalOutput, outcome.error ?? null, outcome.items ?? k.transcript, outcome.lastAgentId ?? k.lastAgentId);
    } catch (error) {
      if (abort.signal.aborted || error instanceof RunCancelled) return finish('cancelled', null, null, k.transcript, k.lastAgentId);
      const info = toErrorInfo(error);
      emit({ type: 'error', agentId: k.lastAgentId, error: info, fatal: true }, null);
      return finish('error', null, info, k.transcript, k.lastAgentId);
    }
  })();

  return {
    runId,
    result,
    [Symbol.asyncIterator]: () => log[Symbol.asyncIterator](),
    stop() {
      if (!log.isClosed && !abort.signal.aborted) abort.abort();
    },
    resolveApproval(approvalId, decision) {
      approvals.get(approvalId)?.({ approved: decision.approved, message: decision.message ?? null });
    },
    continue() {
      gate.continue();
    },
    setStepMode(on) {
      gate.setStepMode(on);
      if (!on) gate.continue();
    },
  };
}

/**
 * The result of a finished run. Its events are decoded from the sealed log when read (eventLog.ts),
 * so a kept result keeps them compact. Built outside startRun: a getter there would keep the whole
 * run's state (every closure of a function shares its scope).
 */
function finishedResult(result: Omit<RunResult, 'events'>, log: EventLog): RunResult {
  return {
    status: result.status,
    finalOutput: result.finalOutput,
    lastAgentId: result.lastAgentId,
    items: result.items,
    context: result.context,
    error: result.error,
    get events() {
      return log.events;
    },
  };
}

export type { RunEvent, RunResult };

/** Whether replies come from the offline simulator (the UI and the CLI label them as such). */
function usesSimulator(model: RunOptions['model'], defaultModel: string): boolean {
  const resolved = 'getModel' in model ? model.getModel(defaultModel) : model;
  return resolved.provider === 'simulator';
}
