/**
 * The commands that need the graph, the engine or the exporters (validate, export, run, eval).
 * main.ts loads this module only for them, so `--version` and `--help` start without it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { addLintRule, lintGraph } from '../graph/lint/lintGraph.ts';
import { codeSyntaxRule } from '../graph/lint/codeSyntax.ts';
import type { Graph } from '../graph/schema.ts';
import type { Command } from './args.ts';
import { formatProblem, loadGraph, withModel } from './loadGraph.ts';
import { exportAs } from './exportTarget.ts';
import { modelFor } from './modelFor.ts';
import { loadMcpConnector, loadNodeSandbox, loadRun } from './engine.ts';
import { runConversation, type ConversationResult } from '../engine/evals/conversation.ts';
import { jsonReport, redactingWriter, stringifyWithout, transcriptPrinter } from './report.ts';
import { parseSuite } from '../engine/evals/checkCase.ts';
import { runSuite, type CaseResult, type SuiteResult } from '../engine/evals/runSuite.ts';
import { toJUnitXml } from '../engine/evals/junit.ts';
import type { EvalSuite } from '../graph/schema.ts';
import { exportRunTrace } from './otelTrace.ts';
import { APPROVAL_REJECTED_BY_CLI, EXIT_FAILED, EXIT_OK, type CliIo } from './contract.ts';

// the CLI has no first paint to spare: TypeScript syntax is checked with the other rules
addLintRule(codeSyntaxRule);

/** Loads and checks a graph for commands that need a valid one; prints problems on failure. */
function graphOrReport(path: string, io: CliIo): Graph | null {
  const loaded = loadGraph(path);
  if (!loaded.ok) {
    io.stderr(`${path} is not a valid graph:\n${loaded.errors.map((p) => `  ${formatProblem(p)}`).join('\n')}\n`);
    return null;
  }
  return loaded.graph;
}

/**
 * `validate` reports, it never crashes: an unexpected error of ours becomes one more problem in
 * the same output (one JSON object under --json), never a stack trace.
 */
export function validate(command: Extract<Command, { command: 'validate' }>, io: CliIo): number {
  try {
    return validateUnchecked(command, io);
  } catch (error) {
    const problem = { path: '', message: `Internal error while validating: ${error instanceof Error ? error.message : String(error)}` };
    if (command.json) io.stdout(`${JSON.stringify({ valid: false, errors: [problem], warnings: [] })}\n`);
    else io.stderr(`error   ${formatProblem(problem)}\n${command.graphPath}: 1 error\n`);
    return EXIT_FAILED;
  }
}

function validateUnchecked(command: Extract<Command, { command: 'validate' }>, io: CliIo): number {
  const loaded = loadGraph(command.graphPath);
  const errors = loaded.ok ? [] : loaded.errors.map((p) => ({ path: p.path, message: p.message }));
  const warnings = loaded.ok ? loaded.warnings.map((p) => ({ path: p.path, message: p.message })) : [];
  if (loaded.ok) {
    for (const d of lintGraph(loaded.graph)) {
      (d.severity === 'error' ? errors : warnings).push({ path: d.path, message: d.message });
    }
  }
  if (command.json) {
    io.stdout(`${JSON.stringify({ valid: errors.length === 0, errors, warnings })}\n`);
  } else {
    for (const e of errors) io.stderr(`error   ${formatProblem(e)}\n`);
    for (const w of warnings) io.stderr(`warning ${formatProblem(w)}\n`);
    if (errors.length === 0) io.stdout(`${command.graphPath}: valid${warnings.length ? ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'})` : ''}\n`);
    else io.stderr(`${command.graphPath}: ${errors.length} error${errors.length === 1 ? '' : 's'}\n`);
  }
  return errors.length === 0 ? EXIT_OK : EXIT_FAILED;
}

export async function exportCommand(command: Extract<Command, { command: 'export' }>, io: CliIo): Promise<number> {
  const graph = graphOrReport(command.graphPath, io);
  if (!graph) return EXIT_FAILED;
  const text = await exportAs(graph, command.target);
  const body = text.endsWith('\n') ? text : `${text}\n`;
  if (command.outFile) {
    writeFileSync(command.outFile, body);
    io.stderr(`wrote ${command.outFile}\n`);
  } else {
    io.stdout(body);
  }
  return EXIT_OK;
}

/** --json promises one JSON object even when no run could start. */
function failedRunJson(type: string, message: string): string {
  return `${JSON.stringify({ finalOutput: null, lastAgent: null, status: 'error', items: [], trace: null, error: { type, message } })}\n`;
}

export async function runCommand(command: Extract<Command, { command: 'run' }>, io: CliIo): Promise<number> {
  const key = io.env.OPENAI_API_KEY;
  const loaded = graphOrReport(command.graphPath, io);
  if (!loaded) {
    if (command.json) io.stdout(failedRunJson('InvalidGraphError', `${command.graphPath} is not a valid graph (details on stderr).`));
    return EXIT_FAILED;
  }
  const graph = withModel(loaded, command.model);
  const [run, sandbox, mcp] = await Promise.all([loadRun(), loadNodeSandbox(), loadMcpConnector(graph)]);
  // the transcript is text we write: the key is cut out even when streamed in pieces
  const transcript = redactingWriter(io.stdout, key);
  let result: ConversationResult;
  try {
    result = await runConversation({
      run,
      graph,
      inputs: command.inputs,
      model: modelFor(command, io.env, graph),
      sandbox,
      trusted: command.trusted,
      maxTurns: command.maxTurns,
      stream: command.stream,
      approve: command.approve,
      rejectionMessage: APPROVAL_REJECTED_BY_CLI,
      ...(mcp ? { mcp } : {}),
      onEvent: command.json ? undefined : transcriptPrinter(graph, transcript.write),
    });
  } catch (error) {
    // The engine ends runs with an error status rather than throwing; this is a bug, reported plainly.
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message : String(error);
    if (command.json) io.stdout(stringifyWithout(JSON.parse(failedRunJson(name, message)), key) + '\n');
    else io.stderr(`switchboard: the run failed: ${message}\n`);
    return EXIT_FAILED;
  } finally {
    transcript.flush();
    sandbox.dispose();
    await mcp?.close();
  }
  if (command.json) {
    io.stdout(`${stringifyWithout(jsonReport(result), key)}\n`);
  } else if (result.error) {
    io.stderr(scrubKey(`switchboard: the run ended with ${result.error.type}: ${result.error.message}\n`, key));
  }
  const traced = await exportRunTrace(command, result, command.provider, io);
  return result.status === 'error' || !traced ? EXIT_FAILED : EXIT_OK;
}

export async function evalCommand(command: Extract<Command, { command: 'eval' }>, io: CliIo): Promise<number> {
  const loaded = graphOrReport(command.graphPath, io);
  if (!loaded) return EXIT_FAILED;
  let suite: EvalSuite;
  if (command.suitePath === null) {
    if (!loaded.evals) {
      io.stderr(`switchboard: ${command.graphPath} keeps no eval suite (no "evals" field). Name a suite file: switchboard eval <graph.json> <suite.json>\n`);
      return EXIT_FAILED;
    }
    suite = loaded.evals;
  } else {
    let suiteText: string;
    try {
      suiteText = readFileSync(command.suitePath, 'utf8');
    } catch (error) {
      io.stderr(`switchboard: cannot read ${command.suitePath}: ${error instanceof Error ? error.message : String(error)}\n`);
      return EXIT_FAILED;
    }
    const parsed = parseSuite(suiteText);
    if (!parsed.ok) {
      io.stderr(`${command.suitePath} is not a valid suite:\n${parsed.errors.map((e) => `  ${e}`).join('\n')}\n`);
      return EXIT_FAILED;
    }
    suite = parsed.suite;
  }
  const provider = command.provider ?? suite.provider ?? 'simulator';
  const graph = withModel(loaded, command.model ?? suite.model ?? null);
  const key = io.env.OPENAI_API_KEY;
  const [run, sandbox, mcp] = await Promise.all([loadRun(), loadNodeSandbox(), loadMcpConnector(graph)]);
  let result: SuiteResult;
  try {
    result = await runSuite({
      suite,
      graph,
      run,
      provider,
      // a fresh model per scenario: scenarios must not depend on each other. The client does not
      // retry 429s itself: runSuite does, honouring Retry-After across every running case.
      model: () => modelFor({ provider, baseURL: command.baseURL ?? null, maxRetries: 0 }, io.env, graph),
      sandbox,
      trusted: command.trusted,
      ...(command.concurrency !== null ? { concurrency: command.concurrency } : {}),
      rejectionMessage: APPROVAL_REJECTED_BY_CLI,
      ...(mcp ? { mcp } : {}),
      onCase: command.json ? undefined : inSuiteOrder((c) => io.stdout(c.outcome === 'passed' ? `PASS ${c.name}\n` : `${c.outcome === 'error' ? 'ERROR' : 'FAIL'} ${c.name}\n${c.failures.map((f) => `     ${f}\n`).join('')}`)),
    });
  } finally {
    sandbox.dispose();
    await mcp?.close();
  }
  const outcomes = result.cases.map((c) => ({ name: c.name, passed: c.outcome === 'passed', failures: c.failures, route: c.route, tools: c.tools, lastAgent: c.lastAgent, status: c.status, finalOutput: c.finalOutput, error: c.error }));
  const passed = outcomes.filter((o) => o.passed).length;
  if (command.junitPath !== null) {
    try {
      writeFileSync(command.junitPath, scrubKey(toJUnitXml(result, { graphName: graph.name }), key));
      if (!command.json) io.stderr(`wrote ${command.junitPath}\n`);
    } catch (error) {
      io.stderr(`switchboard: cannot write ${command.junitPath}: ${error instanceof Error ? error.message : String(error)}\n`);
      return EXIT_FAILED;
    }
  }
  if (command.json) io.stdout(`${stringifyWithout({ suite: suite.name ?? null, provider, passed, failed: outcomes.length - passed, scenarios: outcomes }, key)}\n`);
  else io.stdout(`${passed}/${outcomes.length} scenarios passed${rateLimitNote(result.rateLimits)}\n`);
  return passed === outcomes.length ? EXIT_OK : EXIT_FAILED;
}

/** Cases end in any order when several run at once; they are printed in the suite's order as soon as they can be. */
function inSuiteOrder(print: (c: CaseResult) => void): (c: CaseResult) => void {
  const waiting = new Map<number, CaseResult>();
  let next = 0;
  return (c) => {
    waiting.set(c.index, c);
    for (let ready = waiting.get(next); ready; ready = waiting.get(next)) {
      waiting.delete(next);
      next += 1;
      print(ready);
    }
  };
}

function rateLimitNote({ limited, retries }: SuiteResult['rateLimits']): string {
  if (limited === 0) return '';
  return ` (${limited} rate-limited ${limited === 1 ? 'answer' : 'answers'}, ${retries} ${retries === 1 ? 'retry' : 'retries'})`;
}

/** The key never reaches a file we write, even if a server echoed it into an error. */
function scrubKey(text: string, key: string | undefined): string {
  return key && key.length >= 4 ? text.split(key).join('[redacted key]') : text;
}
