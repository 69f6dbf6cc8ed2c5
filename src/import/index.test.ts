import { describe, expect, it } from 'vitest';
import { detectPythonRuntime, formatImportReport, importCode, readCode } from './index.ts';
import { parsePython } from './python/pyTree.ts';

describe('importCode', () => {
  it('detects the framework from the imports', () => {
    const runtime = (text: string) => detectPythonRuntime([parsePython('a.py', text)]);
    expect(runtime('from agents import Agent\n')).toBe('agents-sdk-python');
    expect(runtime('from swarm import Agent, Swarm\n')).toBe('swarm');
    expect(runtime('import autogen\nfrom autogen.agentchat.group import OnCondition\n')).toBe('ag2');
    expect(runtime('import os\n')).toBeNull();
  });

  it('reports every file it did not read, and why', () => {
    const result = importCode([
      { path: 'app/agents.ts', text: "import { Agent } from '@openai/agents';\nexport const a = new Agent({ name: 'A', instructions: 'Hi.' });\n" },
      { path: 'app/helper.py', text: 'print(1)\n' },
      { path: 'app/notes.md', text: '# notes\n' },
    ]);
    expect(result.ok).toBe(true);
    expect(result.report.items.filter((i) => i.level === 'skipped').map((i) => [i.file, i.detail])).toEqual([
      ['app/helper.py', 'not read: the other files are agents-sdk-js code'],
      ['app/notes.md', 'not a Python or TypeScript/JavaScript file'],
    ]);
  });

  it('refuses code with no agents, saying so', () => {
    const result = importCode([{ path: 'x.ts', text: "import { tool } from '@openai/agents';\nexport const t = 1;\n" }]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0].message).toMatch(/^No agents found/);
  });

  it('formats the report as text grouped by level, one construct per line with file:line', () => {
    const result = importCode([{ path: 'bot.py', text: 'from agents import Agent, Runner\n\nbot = Agent(name="Bot", instructions=PROMPT, hooks=None)\nRunner.run_sync(bot, "hi")\n' }]);
    expect(formatImportReport(result.report)).toBe(
      [
        'Imported as agents-sdk-python: 2 mapped, 0 approximated, 2 skipped.',
        'The graph holds 1 agents, 0 handoffs, 0 tools, 0 agent tools: 2 of the 4 constructs read (50%; 2 exactly, 0 approximated).',
        'Skipped:',
        '  bot.py:3  instructions of Bot: PROMPT cannot be read without running the code; instructions left empty',
        '  bot.py:3  hooks= on Bot: the graph format has no field for it',
        'Mapped:',
        '  bot.py:3  Agent(name="Bot"): agent bot',
        '  bot.py:4  Runner.run_sync(...): start agent Bot',
      ].join('\n'),
    );
  });

  it('counts orchestration in code apart from the constructs the graph holds', () => {
    const text = 'from agents import Agent, Runner\n\nbot = Agent(name="Bot", instructions="Hi.")\njudge = Agent(name="Judge", instructions="Judge.")\n\nasync def main():\n    r = await Runner.run(bot, "hi")\n    await Runner.run(judge, r.final_output)\n\nif __name__ == "__main__":\n    main()\n';
    const result = importCode([{ path: 'bot.py', text }]);
    expect(result.report.summary).toBe('The graph holds 2 agents, 0 handoffs, 0 tools, 0 agent tools: 5 of the 5 constructs read (100%; 5 exactly, 0 approximated); 1 orchestration step in code (further runs, loops, parallel runs) is not in it.');
  });

  it('readCode loads Babel only for TypeScript, then reads what Lezer alone cannot', async () => {
    const text = "import { Agent } from '@openai/agents';\nexport const a = new Agent({ name: 'A', instructions: 'x' });\ntry { a.toString(); } catch (e: unknown) { console.log(e); }\n";
    // the synchronous reader before Babel is loaded: the catch clause's type is a syntax error
    const { typeBlankerLoaded } = await import('./typescript/typeBlanker.ts');
    expect(typeBlankerLoaded()).toBe(false);
    await readCode([{ path: 'bot.py', text: 'from agents import Agent\nbot = Agent(name="Bot", instructions="x")\n' }]);
    expect(typeBlankerLoaded()).toBe(false);
    expect(importCode([{ path: 'a.ts', text }]).report.items.some((i) => i.construct === 'syntax error')).toBe(true);
    const read = await readCode([{ path: 'a.ts', text }]);
    expect(typeBlankerLoaded()).toBe(true);
    expect(read.ok && read.graph.agents.map((a) => a.name)).toEqual(['A']);
    expect(read.report.items.some((i) => i.construct === 'syntax error')).toBe(false);
  });
});
