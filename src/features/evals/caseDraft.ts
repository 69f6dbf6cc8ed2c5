/**
 * The Evals panel's case form, as plain functions over the suite (tested): messages as one line
 * per user turn, tools as a comma-separated list, and edits that keep every expectation the form
 * does not show (toolsInclude, status, equals, x- keys…) as the file had them.
 */
import { documentRegexProblem } from '../../graph/documentRegex.ts';
import type { EvalScenario, EvalSuite, Graph } from '../../graph/schema.ts';

export function emptySuite(): EvalSuite {
  return { format: 'switchboard.eval', version: 1, scenarios: [] as unknown as EvalSuite['scenarios'] };
}

export function messagesText(scenario: EvalScenario): string {
  return typeof scenario.input === 'string' ? scenario.input : scenario.input.join('\n');
}

/** One user turn per non-empty line; null when there is none. */
export function messagesFromText(text: string): EvalScenario['input'] | null {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  if (lines.length === 0) return null;
  return lines.length === 1 ? lines[0] : lines;
}

export function toolsText(tools: readonly string[] | undefined): string {
  return (tools ?? []).join(', ');
}

export function toolsFromText(text: string): string[] | undefined {
  const names = text.split(/[,\n]/).map((t) => t.trim()).filter(Boolean);
  return names.length ? names : undefined;
}

export type TextMode = 'contains' | 'matches';

/** The reply expectation the form edits; null when the case has none or one the form cannot show (equals). */
export function replyExpectation(scenario: EvalScenario): { mode: TextMode; text: string } | null {
  const output = scenario.expect.output;
  if (output === undefined) return { mode: 'contains', text: '' };
  if (typeof output === 'string') return { mode: 'contains', text: output };
  if (typeof output.contains === 'string') return { mode: 'contains', text: output.contains };
  if (typeof output.matches === 'string') return { mode: 'matches', text: output.matches };
  return null;
}

export function withReply(scenario: EvalScenario, mode: TextMode, text: string): EvalScenario {
  const { output: _old, ...rest } = scenario.expect;
  if (!text) return { ...scenario, expect: rest };
  return { ...scenario, expect: { ...rest, output: mode === 'contains' ? text : { matches: text } } };
}

/** Sets or clears (undefined) one expectation, leaving the others as they were. */
export function withExpect<K extends keyof EvalScenario['expect']>(scenario: EvalScenario, key: K, value: EvalScenario['expect'][K] | undefined): EvalScenario {
  const expect = { ...scenario.expect };
  if (value === undefined) delete expect[key];
  else expect[key] = value;
  return { ...scenario, expect };
}

export function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'i');
  } catch (error) {
    return `Not a valid regular expression: ${error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : String(error)}`;
  }
  // evals match on the linear-time engine: say now what it cannot run
  return documentRegexProblem(pattern, { ignoreCase: true });
}

/** A new case: the next free "Case N", the graph's first suggested message, and its start agent as the route. */
export function newCase(graph: Graph, suite: EvalSuite | undefined): EvalScenario {
  const names = new Set(suite?.scenarios.map((s) => s.name));
  let n = (suite?.scenarios.length ?? 0) + 1;
  while (names.has(`Case ${n}`)) n += 1;
  const unused = graph.samples?.find((sample) => !suite?.scenarios.some((s) => messagesText(s) === sample));
  return { name: `Case ${n}`, input: unused ?? 'Hello', expect: graph.startAgent ? { route: [graph.startAgent] } : {} };
}

/** The suite with case `index` replaced (or removed, with null); undefined when no case is left. */
export function withCase(suite: EvalSuite | undefined, index: number, next: EvalScenario | null): EvalSuite | undefined {
  const base = suite ?? emptySuite();
  const scenarios = [...base.scenarios];
  if (next === null) scenarios.splice(index, 1);
  else scenarios[index] = next;
  if (scenarios.length === 0) return undefined;
  return { ...base, scenarios: scenarios as EvalSuite['scenarios'] };
}
