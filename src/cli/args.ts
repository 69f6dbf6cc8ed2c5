/**
 * The command line, parsed: `switchboard run | validate | export | eval` (docs/ARCHITECTURE.md, "CLI
 * contract"). Pure: argv in, a command or a UsageError out.
 */

import { PROVIDER_IDS, type ProviderId } from '../models/providerIds.ts';

export const PROVIDERS = PROVIDER_IDS;
export type ProviderName = ProviderId;

export const EXPORT_TARGETS = ['json-schema', 'agents-ts', 'agents-py', 'swarm', 'ag2', 'mermaid'] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];

export interface ModelChoice {
  provider: ProviderName;
  baseURL: string | null;
  model: string | null;
}

export type Command =
  | { command: 'help'; topic: string | null }
  | { command: 'version' }
  | ({
      command: 'run';
      graphPath: string;
      inputs: string[];
      maxTurns: number | null;
      /** ms a streamed reply may go quiet after its first chunk; null: the default (60 s); 0: no limit */
      idleTimeoutMs: number | null;
      json: boolean;
      trusted: boolean;
      approve: 'all' | 'none';
      stream: boolean;
    } & ModelChoice &
      OtelChoice)
  | { command: 'validate'; graphPath: string; json: boolean }
  | { command: 'export'; graphPath: string; target: ExportTarget; outFile: string | null }
  | ({
      command: 'eval';
      graphPath: string;
      /** null: the suite kept in the graph (`evals`) */
      suitePath: string | null;
      json: boolean;
      trusted: boolean;
      /** write a JUnit XML report here */
      junitPath: string | null;
      /** cases run at once; null: the default */
      concurrency: number | null;
    } & Partial<ModelChoice>)
  | { command: 'import'; paths: string[]; outFile: string | null; json: boolean; /** run the program's entry in the Python sandbox against recording stand-ins (off by default) */ runCode: boolean; /** `path.py[:function]` to run instead of the file with `if __name__ == "__main__"` */ runCodeEntry: string | null };

/** Where the run's trace goes in the OpenTelemetry GenAI conventions (docs/OBSERVABILITY.md). */
export interface OtelChoice {
  /** OTLP/HTTP traces URL, e.g. http://127.0.0.1:4318/v1/traces */
  otlpEndpoint: string | null;
  /** raw "Name: value" lines; parsed (and checked) when sending, never printed */
  otlpHeaders: string[];
  /** write the trace as OTLP/JSON to this file */
  otlpJson: string | null;
  /** include message content (opt-in) */
  otlpContent: boolean;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

interface Parsed {
  positional: string[];
  values: Map<string, string[]>;
  flags: Set<string>;
}

/** Options that take a value; everything else starting with -- is a flag. */
const VALUE_OPTIONS = new Set(['--input', '--provider', '--base-url', '--model', '--max-turns', '--idle-timeout', '--target', '-o', '--out', '--approve', '--otlp-endpoint', '--otlp-header', '--otlp-json', '--junit', '--concurrency', '--run-code-entry']);

function parse(argv: string[], allowedValues: string[], allowedFlags: string[]): Parsed {
  const parsed: Parsed = { positional: [], values: new Map(), flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      parsed.positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      parsed.positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (VALUE_OPTIONS.has(name)) {
      if (!allowedValues.includes(name)) throw new UsageError(`Unknown option ${name} for this command.`);
      let value: string | undefined;
      if (eq > 0) value = arg.slice(eq + 1);
      else {
        value = argv[i + 1];
        i += 1;
      }
      if (value === undefined) throw new UsageError(`${name} needs a value.`);
      parsed.values.set(name, [...(parsed.values.get(name) ?? []), value]);
    } else {
      if (!allowedFlags.includes(name) || eq > 0) throw new UsageError(`Unknown option ${arg}.`);
      parsed.flags.add(name);
    }
  }
  return parsed;
}

function single(parsed: Parsed, name: string): string | null {
  const values = parsed.values.get(name);
  if (!values) return null;
  if (values.length > 1) throw new UsageError(`${name} may be given only once.`);
  return values[0];
}

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`Unknown ${what} "${value}". Use one of: ${allowed.join(', ')}.`);
  return value as T;
}

function positionals(parsed: Parsed, names: string[], command: string): string[] {
  if (parsed.positional.length < names.length) throw new UsageError(`${command} needs ${names.map((n) => `<${n}>`).join(' ')}.`);
  if (parsed.positional.length > names.length) throw new UsageError(`Unexpected argument "${parsed.positional[names.length]}".`);
  return parsed.positional;
}

function modelChoice(parsed: Parsed): ModelChoice {
  const provider = oneOf(single(parsed, '--provider') ?? 'simulator', PROVIDERS, 'provider');
  const baseURL = single(parsed, '--base-url');
  if (baseURL !== null && !/^https?:\/\/\S+$/i.test(baseURL)) throw new UsageError(`--base-url must be an absolute http(s) URL, e.g. http://localhost:11434/v1 (got "${baseURL}").`);
  if (baseURL !== null && provider === 'simulator') throw new UsageError('--base-url needs --provider openai-chat or openai-responses.');
  return { provider, baseURL, model: single(parsed, '--model') };
}

function otelChoice(parsed: Parsed): OtelChoice {
  const endpoint = single(parsed, '--otlp-endpoint');
  if (endpoint !== null && !/^https?:\/\/\S+$/i.test(endpoint)) throw new UsageError(`--otlp-endpoint must be an absolute http(s) URL, e.g. http://127.0.0.1:4318/v1/traces (got "${endpoint}").`);
  const headers = parsed.values.get('--otlp-header') ?? [];
  if (headers.length > 0 && endpoint === null) throw new UsageError('--otlp-header needs --otlp-endpoint.');
  const json = single(parsed, '--otlp-json');
  const content = parsed.flags.has('--otlp-content');
  if (content && endpoint === null && json === null) throw new UsageError('--otlp-content needs --otlp-endpoint or --otlp-json.');
  return { otlpEndpoint: endpoint, otlpHeaders: headers, otlpJson: json, otlpContent: content };
}

export function parseArgs(argv: string[]): Command {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    return { command: 'help', topic: rest[0] ?? null };
  }
  if (command === '--version' || command === '-v' || command === 'version') return { command: 'version' };
  if (rest.includes('--help') || rest.includes('-h')) return { command: 'help', topic: command };

  switch (command) {
    case 'run': {
      const parsed = parse(
        rest,
        ['--input', '--provider', '--base-url', '--model', '--max-turns', '--idle-timeout', '--approve', '--otlp-endpoint', '--otlp-header', '--otlp-json'],
        ['--json', '--trust', '--no-trust', '--no-stream', '--otlp-content'],
      );
      const [graphPath] = positionals(parsed, ['graph.json'], 'run');
      const inputs = parsed.values.get('--input') ?? [];
      if (inputs.length === 0) throw new UsageError('run needs at least one --input "text" (one per user turn).');
      const maxTurnsText = single(parsed, '--max-turns');
      let maxTurns: number | null = null;
      if (maxTurnsText !== null) {
        maxTurns = Number(maxTurnsText);
        if (!Number.isInteger(maxTurns) || maxTurns < 1) throw new UsageError(`--max-turns must be a whole number of at least 1 (got "${maxTurnsText}").`);
      }
      const idleText = single(parsed, '--idle-timeout');
      let idleTimeoutMs: number | null = null;
      if (idleText !== null) {
        const seconds = Number(idleText);
        if (!Number.isFinite(seconds) || seconds < 0 || idleText.trim() === '') throw new UsageError(`--idle-timeout must be a number of seconds, 0 for no limit (got "${idleText}").`);
        idleTimeoutMs = Math.round(seconds * 1000);
      }
      if (parsed.flags.has('--trust') && parsed.flags.has('--no-trust')) throw new UsageError('Choose --trust or --no-trust, not both.');
      return {
        command: 'run',
        graphPath,
        inputs,
        maxTurns,
        idleTimeoutMs,
        json: parsed.flags.has('--json'),
        trusted: !parsed.flags.has('--no-trust'),
        approve: oneOf(single(parsed, '--approve') ?? 'none', ['all', 'none'] as const, '--approve value'),
        stream: !parsed.flags.has('--no-stream'),
        ...modelChoice(parsed),
        ...otelChoice(parsed),
      };
    }
    case 'validate': {
      const parsed = parse(rest, [], ['--json']);
      const [graphPath] = positionals(parsed, ['graph.json'], 'validate');
      return { command: 'validate', graphPath, json: parsed.flags.has('--json') };
    }
    case 'export': {
      const parsed = parse(rest, ['--target', '-o', '--out'], []);
      const [graphPath] = positionals(parsed, ['graph.json'], 'export');
      const target = single(parsed, '--target');
      if (target === null) throw new UsageError(`export needs --target (${EXPORT_TARGETS.join(', ')}).`);
      const out = single(parsed, '-o');
      const outLong = single(parsed, '--out');
      if (out !== null && outLong !== null) throw new UsageError('Give -o or --out, not both.');
      return { command: 'export', graphPath, target: oneOf(target, EXPORT_TARGETS, 'export target'), outFile: out ?? outLong };
    }
    case 'eval': {
      const parsed = parse(rest, ['--provider', '--base-url', '--model', '--junit', '--concurrency'], ['--json', '--trust', '--no-trust']);
      // the suite file is optional: without it, the suite kept in the graph runs
      if (parsed.positional.length > 2) throw new UsageError(`Unexpected argument "${parsed.positional[2]}".`);
      const [graphPath, suitePath = null] = positionals(parsed, parsed.positional.length === 2 ? ['graph.json', 'suite.json'] : ['graph.json'], 'eval');
      const concurrencyText = single(parsed, '--concurrency');
      let concurrency: number | null = null;
      if (concurrencyText !== null) {
        concurrency = Number(concurrencyText);
        if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new UsageError(`--concurrency must be a whole number from 1 to 64 (got "${concurrencyText}").`);
      }
      const choice = modelChoice(parsed);
      const explicit: Partial<ModelChoice> = {};
      if (parsed.values.has('--provider')) explicit.provider = choice.provider;
      if (choice.baseURL !== null) explicit.baseURL = choice.baseURL;
      if (choice.model !== null) explicit.model = choice.model;
      if (parsed.flags.has('--trust') && parsed.flags.has('--no-trust')) throw new UsageError('Choose --trust or --no-trust, not both.');
      // a suite runs many cases unattended (CI, a file from elsewhere): the graph's code and MCP
      // servers run only when asked for with --trust
      return { command: 'eval', graphPath, suitePath, json: parsed.flags.has('--json'), trusted: parsed.flags.has('--trust'), junitPath: single(parsed, '--junit'), concurrency, ...explicit };
    }
    case 'import': {
      const parsed = parse(rest, ['-o', '--out', '--run-code-entry'], ['--json', '--run-code']);
      if (parsed.positional.length === 0) throw new UsageError('import needs at least one <file> or <folder> of Python or TypeScript/JavaScript code.');
      const out = single(parsed, '-o');
      const outLong = single(parsed, '--out');
      if (out !== null && outLong !== null) throw new UsageError('Give -o or --out, not both.');
      const runCodeEntry = single(parsed, '--run-code-entry');
      return { command: 'import', paths: parsed.positional, outFile: out ?? outLong, json: parsed.flags.has('--json'), runCode: parsed.flags.has('--run-code') || runCodeEntry !== null, runCodeEntry };
    }
    default:
      throw new UsageError(`Unknown command "${command}". Commands: run, validate, export, eval, import.`);
  }
}
