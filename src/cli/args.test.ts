import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './args.ts';

describe('parseArgs', () => {
  it('parses run with several inputs and every option', () => {
    expect(
      parseArgs(['run', 'g.json', '--input', 'hi', '--input=next turn', '--provider', 'openai-chat', '--base-url', 'http://127.0.0.1:4321/v1', '--model', 'llama3', '--max-turns', '5', '--idle-timeout', '2.5', '--json', '--approve', 'all', '--no-stream', '--otlp-json', 't.json', '--otlp-content']),
    ).toEqual({
      command: 'run',
      graphPath: 'g.json',
      inputs: ['hi', 'next turn'],
      provider: 'openai-chat',
      baseURL: 'http://127.0.0.1:4321/v1',
      model: 'llama3',
      maxTurns: 5,
      idleTimeoutMs: 2500,
      json: true,
      trusted: true,
      approve: 'all',
      stream: false,
      otlpEndpoint: null,
      otlpHeaders: [],
      otlpJson: 't.json',
      otlpContent: true,
    });
  });

  it('defaults to the simulator, trusted code, streaming and rejecting approvals', () => {
    expect(parseArgs(['run', 'g.json', '--input', 'hi'])).toMatchObject({ provider: 'simulator', baseURL: null, model: null, maxTurns: null, idleTimeoutMs: null, json: false, trusted: true, approve: 'none', stream: true });
    expect(parseArgs(['run', 'g.json', '--input', 'hi', '--no-trust'])).toMatchObject({ trusted: false });
  });

  it.each([
    [['run', 'g.json'], 'run needs at least one --input "text" (one per user turn).'],
    [['run', 'g.json', '--input', 'x', '--idle-timeout', 'soon'], '--idle-timeout must be a number of seconds, 0 for no limit (got "soon").'],
    [['run', '--input', 'x'], 'run needs <graph.json>.'],
    [['run', 'g.json', '--input', 'x', '--provider', 'anthropic'], 'Unknown provider "anthropic". Use one of: simulator, openai-chat, openai-responses.'],
    [['run', 'g.json', '--input', 'x', '--max-turns', '0'], '--max-turns must be a whole number of at least 1 (got "0").'],
    [['run', 'g.json', '--input', 'x', '--base-url', 'localhost:11434'], '--base-url must be an absolute http(s) URL, e.g. http://localhost:11434/v1 (got "localhost:11434").'],
    [['run', 'g.json', '--input', 'x', '--base-url', 'http://x/v1'], '--base-url needs --provider openai-chat or openai-responses.'],
    [['run', 'g.json', '--input'], '--input needs a value.'],
    [['run', 'g.json', '--input', 'x', '--model', 'a', '--model', 'b'], '--model may be given only once.'],
    [['run', 'g.json', '--input', 'x', '--verbose'], 'Unknown option --verbose.'],
    [['validate', 'a.json', 'b.json'], 'Unexpected argument "b.json".'],
    [['export', 'g.json'], 'export needs --target (json-schema, agents-ts, agents-py, swarm, ag2, mermaid).'],
    [['export', 'g.json', '--target', 'langgraph'], 'Unknown export target "langgraph". Use one of: json-schema, agents-ts, agents-py, swarm, ag2, mermaid.'],
    [['validate', 'g.json', '--input', 'x'], 'Unknown option --input for this command.'],
    [['deploy'], 'Unknown command "deploy". Commands: run, validate, export, eval, import.'],
  ])('rejects %j with a plain message', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new UsageError(message));
  });

  it('parses validate, export and eval', () => {
    expect(parseArgs(['validate', 'g.json'])).toEqual({ command: 'validate', graphPath: 'g.json', json: false });
    expect(parseArgs(['export', 'g.json', '--target', 'json-schema', '-o', 'out.json'])).toEqual({ command: 'export', graphPath: 'g.json', target: 'json-schema', outFile: 'out.json' });
    expect(parseArgs(['eval', 'g.json', 's.json', '--json'])).toEqual({ command: 'eval', graphPath: 'g.json', suitePath: 's.json', json: true, trusted: false, junitPath: null, concurrency: null });
    expect(parseArgs(['eval', 'g.json', '--junit', 'out.xml', '--concurrency', '2'])).toEqual({ command: 'eval', graphPath: 'g.json', suitePath: null, json: false, trusted: false, junitPath: 'out.xml', concurrency: 2 });
    expect(() => parseArgs(['eval', 'g.json', '--concurrency', '0'])).toThrow('--concurrency must be a whole number from 1 to 64 (got "0").');
    expect(() => parseArgs(['eval', 'g.json', 's.json', 'extra.json'])).toThrow('Unexpected argument "extra.json".');
    expect(parseArgs(['eval', 'g.json', 's.json', '--provider', 'openai-responses', '--base-url', 'http://h/v1'])).toMatchObject({ provider: 'openai-responses', baseURL: 'http://h/v1' });
  });

  it('treats everything after -- as positional and answers help and version', () => {
    expect(parseArgs(['validate', '--', '--odd-name.json'])).toMatchObject({ graphPath: '--odd-name.json' });
    expect(parseArgs([])).toEqual({ command: 'help', topic: null });
    expect(parseArgs(['run', '--help'])).toEqual({ command: 'help', topic: 'run' });
    expect(parseArgs(['--version'])).toEqual({ command: 'version' });
  });
});
