/**
 * The scenario suite read by `switchboard eval` (format documented in src/cli/README.md), and
 * the check of one finished conversation against a scenario's expectations.
 */
import { z } from 'zod';
import type { RunEvent } from '../engine/events.ts';
import { PROVIDERS } from './args.ts';
import type { ConversationResult } from './runConversation.ts';

const OutputExpectation = z.union([
  z.string(),
  z.strictObject({ contains: z.string() }),
  z.strictObject({ equals: z.json() }),
  z.strictObject({ matches: z.string() }),
]);

export const ScenarioSchema = z.strictObject({
  name: z.string().min(1),
  /** one string per user turn */
  input: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  expect: z.strictObject({
    /** agent ids that held the conversation, in order, start agent first (consecutive repeats merged) */
    route: z.array(z.string()).optional(),
    lastAgent: z.string().optional(),
    /** names of the function tools called, in order (transfers are routes, not tools) */
    tools: z.array(z.string()).optional(),
    /** tools that must be called at some point, in any order */
    toolsInclude: z.array(z.string()).optional(),
    /** tools that must not be called */
    toolsExclude: z.array(z.string()).optional(),
    /** a string means "contains" (case-insensitive) */
    output: OutputExpectation.optional(),
    status: z.enum(['completed', 'awaiting_user', 'terminated', 'max_turns', 'cancelled', 'error']).optional(),
    /** the run's error type, e.g. MaxTurnsExceededError */
    errorType: z.string().optional(),
  }),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

export const SuiteSchema = z.strictObject({
  format: z.literal('switchboard.eval'),
  version: z.literal(1),
  name: z.string().optional(),
  /** defaults for every scenario; command-line options win */
  provider: z.enum(PROVIDERS).optional(),
  model: z.string().optional(),
  maxTurns: z.number().int().positive().optional(),
  /** answer to tools that need approval */
  approve: z.enum(['all', 'none']).optional(),
  scenarios: z.array(ScenarioSchema).min(1),
});
export type Suite = z.infer<typeof SuiteSchema>;

export type SuiteParse = { ok: true; suite: Suite } | { ok: false; errors: string[] };

export function parseSuite(text: string): SuiteParse {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`Invalid JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const parsed = SuiteSchema.safeParse(doc);
  if (parsed.success) return { ok: true, suite: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((issue) => `${issue.path.length ? `${formatPath(issue.path)}: ` : ''}${issue.message}`) };
}

function formatPath(path: PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

export interface Observed {
  route: string[];
  tools: string[];
}

/** Who held the conversation and which tools ran, read from the run events. */
export function observe(result: ConversationResult): Observed {
  const route: string[] = [];
  const tools: string[] = [];
  const visit = (agentId: string) => {
    if (route.at(-1) !== agentId) route.push(agentId);
  };
  const events: RunEvent[] = result.turns.flat();
  // Swarm runs a graph handoff as a transfer function (a tool call): that is a route, not a tool.
  // A tool that routes from its code (function-driven routing) has no handoff id and stays a tool.
  const transferCalls = new Set(events.flatMap((e) => (e.type === 'handoff_requested' && e.handoffId !== null && e.callId ? [e.callId] : [])));
  for (const event of events) {
    if (event.type === 'agent_start') visit(event.agentId);
    else if (event.type === 'handoff_taken') visit(event.toAgentId);
    else if (event.type === 'tool_call_start' && !transferCalls.has(event.callId)) tools.push(event.name);
  }
  return { route, tools };
}

/** Every unmet expectation, in words; empty when the scenario passed. */
export function checkScenario(scenario: Scenario, result: ConversationResult): string[] {
  const failures: string[] = [];
  const expect = scenario.expect;
  const seen = observe(result);
  const list = (xs: string[]) => (xs.length ? xs.join(' -> ') : '(none)');
  if (expect.route && list(expect.route) !== list(seen.route)) failures.push(`route: expected ${list(expect.route)}, got ${list(seen.route)}`);
  if (expect.lastAgent !== undefined && expect.lastAgent !== result.lastAgentId) failures.push(`last agent: expected ${expect.lastAgent}, got ${result.lastAgentId}`);
  if (expect.tools && list(expect.tools) !== list(seen.tools)) failures.push(`tools: expected ${list(expect.tools)}, got ${list(seen.tools)}`);
  for (const name of expect.toolsInclude ?? []) if (!seen.tools.includes(name)) failures.push(`tools: expected a call to ${name}, got ${list(seen.tools)}`);
  for (const name of expect.toolsExclude ?? []) if (seen.tools.includes(name)) failures.push(`tools: expected no call to ${name}`);
  if (expect.status !== undefined && expect.status !== result.status) failures.push(`status: expected ${expect.status}, got ${result.status}${result.error ? ` (${result.error.type}: ${result.error.message})` : ''}`);
  if (expect.errorType !== undefined && expect.errorType !== result.error?.type) failures.push(`error: expected ${expect.errorType}, got ${result.error?.type ?? 'none'}`);
  if (expect.output !== undefined) {
    const failure = checkOutput(expect.output, result.finalOutput);
    if (failure) failures.push(failure);
  }
  return failures;
}

function checkOutput(expectation: z.infer<typeof OutputExpectation>, actual: unknown): string | null {
  const text = typeof actual === 'string' ? actual : JSON.stringify(actual);
  const shown = text.length > 120 ? `${text.slice(0, 119)}…` : text;
  if (typeof expectation === 'string' || 'contains' in expectation) {
    const needle = typeof expectation === 'string' ? expectation : expectation.contains;
    return text.toLowerCase().includes(needle.toLowerCase()) ? null : `output: expected it to contain "${needle}", got ${JSON.stringify(shown)}`;
  }
  if ('matches' in expectation) {
    return new RegExp(expectation.matches, 'i').test(text) ? null : `output: expected it to match /${expectation.matches}/i, got ${JSON.stringify(shown)}`;
  }
  return JSON.stringify(actual) === JSON.stringify(expectation.equals) ? null : `output: expected ${JSON.stringify(expectation.equals)}, got ${JSON.stringify(shown)}`;
}
