/**
 * The check of one finished conversation against an eval case's expectations (suite format:
 * docs/EVALS.md, schema: src/graph/schema.ts EvalSuiteSchema), and the suite parser the CLI uses.
 */
import { documentRegex } from '../../graph/documentRegex.ts';
import { EvalSuiteSchema, type EvalOutputExpectation, type EvalScenario, type EvalSuite, type Graph } from '../../graph/schema.ts';
import type { RunEvent } from '../events.ts';
import type { JsonValue } from '../json.ts';
import type { ConversationResult } from './conversation.ts';

export type SuiteParse = { ok: true; suite: EvalSuite } | { ok: false; errors: string[] };

/** A suite file's text, checked; every problem carries its JSON path. */
export function parseSuite(text: string): SuiteParse {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`Invalid JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const parsed = EvalSuiteSchema.safeParse(doc);
  if (parsed.success) return { ok: true, suite: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((issue) => `${issue.path.length ? `${formatPath(issue.path)}: ` : ''}${issue.message}`) };
}

function formatPath(path: PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

/** A case's user turns. */
export function caseInputs(scenario: EvalScenario): string[] {
  return typeof scenario.input === 'string' ? [scenario.input] : scenario.input;
}

export interface Observed {
  route: string[];
  tools: string[];
}

/** Who held the conversation and which tools ran, read from the run events. */
export function observeEvents(events: readonly RunEvent[]): Observed {
  const route: string[] = [];
  const tools: string[] = [];
  const visit = (agentId: string) => {
    if (route.at(-1) !== agentId) route.push(agentId);
  };
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

export function observe(result: ConversationResult): Observed {
  return observeEvents(result.turns.flat());
}

/** The last agent a case expects: `lastAgent`, else the end of `route`. */
export function expectedLastAgent(scenario: EvalScenario): string | null {
  return scenario.expect.lastAgent ?? scenario.expect.route?.at(-1) ?? null;
}

/**
 * How a failure reason names an agent: by its name, as the canvas and the Evals panel show it
 * (the suite keeps ids, which a person does not see); an id the graph does not have is shown
 * as it is, marked, since such a case can only fail (lint: eval-unknown-agent).
 */
export function agentNamer(graph: Pick<Graph, 'agents'>): (id: string) => string {
  const names = new Map(graph.agents.map((a) => [a.id, a.name]));
  return (id) => names.get(id) ?? `${id} (not in the graph)`;
}

/**
 * Every unmet expectation, in words; empty when the case passed. Agents are named by
 * `agentName` (runSuite passes agentNamer(graph)); without it they read as their ids. A run that ended in an error
 * fails the case unless the case expects that (status "error" or an errorType): a provider
 * error must not pass silently because the route so far happened to match.
 */
export function checkScenario(scenario: EvalScenario, result: ConversationResult, agentName: (id: string) => string = (id) => id): string[] {
  const failures: string[] = [];
  const expect = scenario.expect;
  const seen = observe(result);
  const list = (xs: string[]) => (xs.length ? xs.join(' -> ') : '(none)');
  const agents = (ids: string[]) => list(ids.map(agentName));
  if (result.status === 'error' && expect.status === undefined && expect.errorType === undefined) {
    failures.push(`run error: ${result.error ? `${result.error.type}: ${result.error.message}` : 'the run ended in an error'}`);
  }
  if (expect.route && list(expect.route) !== list(seen.route)) failures.push(`route: expected ${agents(expect.route)}, got ${agents(seen.route)}`);
  if (expect.lastAgent !== undefined && expect.lastAgent !== result.lastAgentId) failures.push(`last agent: expected ${agentName(expect.lastAgent)}, got ${agentName(result.lastAgentId)}`);
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

function checkOutput(expectation: EvalOutputExpectation, actual: JsonValue): string | null {
  const text = typeof actual === 'string' ? actual : JSON.stringify(actual);
  const shown = text.length > 120 ? `${text.slice(0, 119)}…` : text;
  // the objects admit x- keys, so their fields read as unknown: check each shape by its field
  const needle = typeof expectation === 'string' ? expectation : typeof expectation.contains === 'string' ? expectation.contains : null;
  if (needle !== null) {
    return text.toLowerCase().includes(needle.toLowerCase()) ? null : `output: expected it to contain "${needle}", got ${JSON.stringify(shown)}`;
  }
  const object = expectation as Record<string, unknown>;
  if (typeof object.matches === 'string') {
    let re;
    try {
      re = documentRegex(object.matches, { ignoreCase: true });
    } catch (error) {
      return `output: ${(error as Error).message}`;
    }
    return re.test(text) ? null : `output: expected it to match /${object.matches}/i, got ${JSON.stringify(shown)}`;
  }
  return JSON.stringify(actual) === JSON.stringify(object.equals) ? null : `output: expected ${JSON.stringify(object.equals)}, got ${JSON.stringify(shown)}`;
}
