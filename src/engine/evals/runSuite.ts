/**
 * Runs an eval suite: every case a fresh conversation (runConversation), at most `concurrency`
 * at once, stoppable with an AbortSignal, with progress after every case start and end, and
 * 429s retried through one shared gate (rateLimit.ts). Pure: the caller passes the engine's
 * `run`, a Model per case and the sandbox, so the CLI (Node) and the app (browser) share it.
 */
import type { EvalScenario, EvalSuite, Graph } from '../../graph/schema.ts';
import type { Model, ModelProvider } from '../../models/model.ts';
import type { RunErrorInfo, RunEvent, RunStatus } from '../events.ts';
import type { RunOptions } from '../handle.ts';
import type { JsonValue } from '../json.ts';
import type { Sandbox } from '../sandbox.ts';
import { agentNamer, caseInputs, checkScenario, observe } from './checkCase.ts';
import { runConversation, type RunFunction } from './conversation.ts';
import { createRateGate, DEFAULT_RETRY_POLICY, realClock, retrying, type Clock, type RateLimitStats, type RetryPolicy } from './rateLimit.ts';

export type CaseOutcome = 'passed' | 'failed' | 'error' | 'cancelled';

export interface CaseResult {
  /** position in the suite */
  index: number;
  name: string;
  outcome: CaseOutcome;
  /** unmet expectations in words (the reason a case failed); empty when it passed */
  failures: string[];
  route: string[];
  tools: string[];
  /** null when the case never ran (stopped before it started) */
  lastAgent: string | null;
  status: RunStatus | null;
  finalOutput: JsonValue;
  error: RunErrorInfo | null;
  /** the conversation's events, every turn in order: a recording the playground can replay */
  events: RunEvent[];
  durationMs: number;
}

export interface SuiteProgress {
  total: number;
  done: number;
  running: number;
  passed: number;
  failed: number;
  errors: number;
  rateLimits: RateLimitStats;
  /** the case that just started or ended */
  latest: { index: number; name: string; phase: 'started' | 'ended'; outcome?: CaseOutcome };
}

export interface SuiteResult {
  suiteName: string | null;
  /** what ran the cases, e.g. "simulator" or "openai-chat" */
  provider: string;
  startedAt: number;
  durationMs: number;
  /** true when the run was stopped before every case finished */
  stopped: boolean;
  cases: CaseResult[];
  rateLimits: RateLimitStats;
}

export interface SuiteRunOptions {
  suite: EvalSuite;
  graph: Graph;
  run: RunFunction;
  /** a fresh model for each case (cases must not depend on each other) */
  model: (scenario: EvalScenario, index: number) => Model | ModelProvider;
  provider: string;
  sandbox: Sandbox;
  trusted: RunOptions['trusted'];
  /** the agents' MCP servers (docs/MCP.md) */
  mcp?: RunOptions['mcp'];
  /** cases running at once (default 4; at least 1) */
  concurrency?: number;
  signal?: AbortSignal;
  onProgress?: (progress: SuiteProgress) => void;
  /** called with each case as soon as it ends (the CLI prints it) */
  onCase?: (result: CaseResult) => void;
  retry?: RetryPolicy;
  clock?: Clock;
  /** cases use the suite's `approve`; this says what a rejected tool tells the model */
  rejectionMessage?: string;
}

export const DEFAULT_CONCURRENCY = 4;

export async function runSuite(options: SuiteRunOptions): Promise<SuiteResult> {
  const { suite, signal } = options;
  const clock = options.clock ?? realClock;
  const gate = createRateGate(options.retry ?? DEFAULT_RETRY_POLICY, clock);
  const scenarios = suite.scenarios;
  const results: Array<CaseResult | undefined> = Array.from({ length: scenarios.length }, () => undefined);
  const startedAt = clock.now();
  const counts = { done: 0, running: 0, passed: 0, failed: 0, errors: 0 };
  const report = (latest: SuiteProgress['latest']) =>
    options.onProgress?.({ total: scenarios.length, ...counts, rateLimits: { ...gate.stats }, latest });

  let next = 0;
  const worker = async () => {
    while (next < scenarios.length && !signal?.aborted) {
      const index = next++;
      const scenario = scenarios[index];
      counts.running += 1;
      report({ index, name: scenario.name, phase: 'started' });
      const result = await runCase(options, scenario, index, gate, clock);
      counts.running -= 1;
      counts.done += 1;
      if (result.outcome === 'passed') counts.passed += 1;
      else if (result.outcome === 'failed') counts.failed += 1;
      else if (result.outcome === 'error') counts.errors += 1;
      results[index] = result;
      options.onCase?.(result);
      report({ index, name: scenario.name, phase: 'ended', outcome: result.outcome });
    }
  };
  const width = Math.max(1, Math.min(scenarios.length, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY)));
  await Promise.all(Array.from({ length: width }, worker));

  const cases = scenarios.map((scenario, index) => results[index] ?? notRun(scenario, index));
  return {
    suiteName: suite.name ?? null,
    provider: options.provider,
    startedAt,
    durationMs: clock.now() - startedAt,
    stopped: cases.some((c) => c.outcome === 'cancelled'),
    cases,
    rateLimits: { ...gate.stats },
  };
}

function notRun(scenario: EvalScenario, index: number): CaseResult {
  return { index, name: scenario.name, outcome: 'cancelled', failures: ['stopped before it ran'], route: [], tools: [], lastAgent: null, status: null, finalOutput: null, error: null, events: [], durationMs: 0 };
}

async function runCase(options: SuiteRunOptions, scenario: EvalScenario, index: number, gate: ReturnType<typeof createRateGate>, clock: Clock): Promise<CaseResult> {
  const started = clock.now();
  try {
    const conversation = await runConversation({
      run: options.run,
      graph: options.graph,
      inputs: caseInputs(scenario),
      model: retrying(options.model(scenario, index), gate),
      sandbox: options.sandbox,
      trusted: options.trusted,
      maxTurns: options.suite.maxTurns ?? null,
      stream: false,
      approve: options.suite.approve ?? 'none',
      ...(options.rejectionMessage ? { rejectionMessage: options.rejectionMessage } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.mcp ? { mcp: options.mcp } : {}),
    });
    const seen = observe(conversation);
    const base = {
      index,
      name: scenario.name,
      route: seen.route,
      tools: seen.tools,
      lastAgent: conversation.lastAgentId,
      status: conversation.status,
      finalOutput: conversation.finalOutput,
      error: conversation.error,
      events: conversation.turns.flat(),
      durationMs: clock.now() - started,
    };
    // a case the user stopped says nothing about routing: it is neither passed nor failed
    if (options.signal?.aborted && conversation.status === 'cancelled') return { ...base, outcome: 'cancelled', failures: ['stopped while it ran'] };
    const failures = checkScenario(scenario, conversation, agentNamer(options.graph));
    const expectsError = scenario.expect.status === 'error' || scenario.expect.errorType !== undefined;
    const outcome: CaseOutcome = failures.length === 0 ? 'passed' : conversation.status === 'error' && !expectsError ? 'error' : 'failed';
    return { ...base, outcome, failures };
  } catch (error) {
    // The engine ends runs with an error status rather than throwing; anything else is reported on the case.
    const message = error instanceof Error ? error.message : String(error);
    return { index, name: scenario.name, outcome: 'error', failures: [`run error: ${message}`], route: [], tools: [], lastAgent: null, status: 'error', finalOutput: null, error: { type: error instanceof Error ? error.name : 'Error', message }, events: [], durationMs: clock.now() - started };
  }
}
