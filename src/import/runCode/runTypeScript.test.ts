/**
 * The "run the code" pass for TypeScript/JavaScript, in the TypeScript sandbox (Node worker
 * threads here, Web Workers in the app). Fixtures written for these tests:
 * - agents-ts/config_desk: agents built in a loop from config/agents.yaml, handoffs from pairs in
 *   config/routes.json, tools by name from a factory, an agent tool through clone().asTool(),
 *   built by a factory called in main(), the run inside withTrace; an eval helper beside it.
 * - agents-ts/voice_line: RealtimeAgents made with .map() from a list, handoffs assigned after
 *   construction, a RealtimeSession started with top-level await (JavaScript).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeSandbox } from '../../sandbox/index.ts';
import { importCode } from '../index.ts';
import { fixtureFiles } from '../testing/fixtureFiles.ts';
import { tsEntry } from './bundleProgram.ts';
import { importRunningCode } from './runCode.ts';

const sandbox = createNodeSandbox();
afterAll(() => sandbox.dispose());
const runners = { typescript: () => sandbox };

describe('run the code: TypeScript agents built from a config in a factory', () => {
  const files = fixtureFiles('agents-ts', 'config_desk');

  it('picks the file that starts itself, not the eval helper', () => {
    expect(tsEntry(files)).toBe('config_desk/src/main.ts');
  });

  it('reads no agent statically (they come from YAML in a loop) and says where', () => {
    const result = importCode(files.filter((f) => f.path.endsWith('.ts')));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0].message).toMatch(/import with "run the code"/);
    expect(result.report.items.filter((i) => /not where the importer can follow/.test(i.detail)).map((i) => `${i.file}:${i.line}`)).toEqual(['config_desk/src/desk.ts:25']);
  });

  it('records agents, handoffs, tools and the agent tool, with the run settings of main()', async () => {
    const result = await importRunningCode(files, runners, { timeoutMs: 20_000 });
    if (!result.ok) throw new Error(JSON.stringify([result.errors, result.report.items]));
    const { graph, report } = result;
    const name = (id: string) => graph.agents.find((a) => a.id === id)?.name;
    expect(graph.runtime).toBe('agents-sdk-js');
    expect(graph.agents.map((a) => a.name)).toEqual(['Triage', 'Billing', 'Shipping', 'Summarizer', 'Brief summarizer']);
    const billing = graph.agents.find((a) => a.name === 'Billing')!;
    expect(billing.instructions).toBe('You answer billing questions. Look up the invoice before you answer.\n');
    expect(billing.handoffDescription).toBe('Invoices, refunds and payment methods.');
    expect(graph.agents.find((a) => a.name === 'Triage')!.instructions).toBe('You greet the customer and route them to the right desk.\nNever answer billing or shipping questions yourself.\n');
    expect(graph.handoffs.map((h) => `${name(h.from)} -> ${name(h.to)}`)).toEqual(['Triage -> Billing', 'Triage -> Shipping', 'Billing -> Triage', 'Shipping -> Triage']);
    expect(graph.handoffs.every((h) => h.trigger.type === 'llm')).toBe(true);
    expect(graph.tools.map((t) => t.name)).toEqual(['lookup_invoice', 'track_parcel']);
    expect(billing.tools.map((t) => graph.tools.find((x) => x.id === t)!.name)).toEqual(['lookup_invoice']);
    const track = graph.tools.find((t) => t.name === 'track_parcel')!;
    expect(track.type === 'function' && track.parameters).toEqual({ type: 'object', properties: { code: { type: 'string' } }, required: ['code'], additionalProperties: false });
    expect(track.type === 'function' && track.code).toMatch(/export default async \(input\) =>/);
    expect(graph.agentTools?.map((t) => [name(t.from), name(t.to), t.toolName, t.toolDescription])).toEqual([['Triage', 'Brief summarizer', 'summarize_briefly', 'Summarize the conversation in one sentence.']]);
    expect(graph.agents.find((a) => a.name === 'Brief summarizer')!.instructions).toBe('Summarize in one sentence.');
    // main()'s run, not the eval helper's maxTurns: 1
    expect(graph.startAgent).toBe(graph.agents.find((a) => a.name === 'Triage')!.id);
    expect(graph.settings.maxTurns).toBe(12);
    expect(graph.context).toEqual({ tier: 'gold' });
    const ran = report.items.filter((i) => i.detail.startsWith('from running the code'));
    expect(ran.find((i) => i.construct === 'new Agent({ name: "Billing" })')).toMatchObject({ level: 'mapped', file: 'config_desk/src/desk.ts', line: 25 });
    expect(ran.find((i) => i.construct === 'run(...)')).toMatchObject({ file: 'config_desk/src/main.ts', line: 7, detail: 'from running the code: start agent Triage (the program\'s own run)' });
    // the turn limit and context the reading found at main.ts:7 are not reported twice
    expect(report.items.filter((i) => i.file === 'config_desk/src/main.ts' && i.line === 7).map((i) => i.construct)).toEqual(['run(..., { maxTurns: 12 })', 'run(..., { context })', 'run(...)']);
    // each handoff and the agent tool at the line that added it (the loop, the push)
    expect(ran.filter((i) => i.construct.startsWith('handoff of')).map((i) => i.line)).toEqual([33, 33, 33, 33]);
    expect(ran.find((i) => i.construct === 'Brief summarizer.asTool(...) in tools of Triage')).toMatchObject({ file: 'config_desk/src/desk.ts', line: 37 });
    expect(ran.find((i) => i.construct === 'tool(lookup_invoice) of Billing')).toMatchObject({ level: 'approximated', file: 'config_desk/src/tools.ts', line: 7 });
    expect(ran.find((i) => i.construct === 'tool(lookup_invoice) of Billing')!.detail).toMatch(/zod schema/);
    expect(report.summary).toMatch(/Running config_desk\/src\/main.ts in the sandbox added 5 agents, 4 routes, 2 tools/);
    expect(report.items.some((i) => /only Python is run/.test(i.detail))).toBe(false);
    // the construction the reading could not follow is no longer reported missing: the run found it
    expect(report.items.some((i) => /not where the importer can follow/.test(i.detail))).toBe(false);
    expect(report.items.find((i) => i.construct === 'imports')?.detail).toMatch(/zod/);
  }, 60_000);
});

describe('run the code: a factory named as the entry', () => {
  it('calls the exported factory (--run-code-entry path.ts:function) and, with no run, approximates the start', async () => {
    const files = fixtureFiles('agents-ts', 'config_desk');
    const result = await importRunningCode(files, runners, { entry: 'config_desk/src/desk.ts:buildDesk' });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.graph.agents).toHaveLength(5);
    expect(result.graph.handoffs).toHaveLength(4);
    // main()'s run did not happen: its turn limit and context, read from main.ts, are said not to be in the graph
    expect(result.graph.settings.maxTurns ?? null).toBeNull();
    expect(result.report.items.filter((i) => i.file === 'config_desk/src/main.ts' && i.line === 7).map((i) => i.level)).toEqual(['skipped', 'skipped']);
    expect(result.report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'start agent', file: 'config_desk/src/desk.ts', line: 25 }));
    expect(result.report.summary).toMatch(/Running config_desk\/src\/desk\.ts in the sandbox added 5 agents/);
  }, 60_000);
});

describe('run the code: realtime agents from a list, wired after construction (JavaScript)', () => {
  const files = fixtureFiles('agents-ts', 'voice_line');

  it('records the voice agents, their handoffs and the session as the start', async () => {
    const result = await importRunningCode(files, runners);
    if (!result.ok) throw new Error(JSON.stringify([result.errors, result.report.items]));
    const { graph, report } = result;
    const name = (id: string) => graph.agents.find((a) => a.id === id)?.name;
    expect(graph.agents.map((a) => a.name)).toEqual(['Greeter', 'Booking', 'Hours']);
    expect(graph.handoffs.map((h) => `${name(h.from)} -> ${name(h.to)}`).sort()).toEqual(['Booking -> Greeter', 'Greeter -> Booking', 'Greeter -> Hours', 'Hours -> Greeter']);
    expect(name(graph.startAgent!)).toBe('Greeter');
    expect(report.items.filter((i) => i.construct.startsWith('RealtimeAgent')).map((i) => [i.level, i.line])).toEqual([['approximated', 9], ['approximated', 9], ['approximated', 9]]);
    expect(report.items.find((i) => i.construct === 'RealtimeSession(...)')).toMatchObject({ file: 'voice_line/index.js', line: 13 });
  }, 60_000);
});

describe('run the code: TypeScript the reading already follows', () => {
  it('adds nothing twice: main()-built agents, clone().asTool(), the eval helper left alone', async () => {
    const files = fixtureFiles('agents-ts', 'studio');
    const read = importCode(files);
    const result = await importRunningCode(files, runners);
    if (!read.ok || !result.ok) throw new Error('no graph');
    expect(result.graph.agents.map((a) => a.name)).toEqual(read.graph.agents.map((a) => a.name));
    expect(result.graph.handoffs).toHaveLength(read.graph.handoffs.length);
    expect(result.graph.agentTools).toEqual(read.graph.agentTools);
    expect(result.graph.settings).toEqual(read.graph.settings);
    expect(result.report.summary).toMatch(/Running studio\/main\.ts in the sandbox added 0 agents, 0 routes, 0 tools/);
  }, 60_000);
});

describe('run the code: what the running code can reach', () => {
  const desk = (main: string) => [
    { path: 'app/main.ts', text: main },
    { path: 'app/prompt.txt', text: 'Be kind.' },
  ];

  it('reads only the imported files, and no key from the environment', async () => {
    const result = await importRunningCode(
      desk([
        "import { Agent, run } from '@openai/agents';",
        "import { readFileSync } from 'node:fs';",
        "const agent = new Agent({ name: process.env.OPENAI_API_KEY ?? 'No key', instructions: readFileSync('app/prompt.txt', 'utf8') });",
        'await run(agent, "hi");',
        "readFileSync('/etc/hostname', 'utf8');",
      ].join('\n')),
      runners,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.graph.agents.map((a) => [a.name, a.instructions])).toEqual([['No key', 'Be kind.']]);
    expect(result.report.items).toContainEqual(expect.objectContaining({ level: 'skipped', construct: 'Error while running', file: 'app/main.ts', line: 5, detail: expect.stringMatching(/ENOENT: no such file in the imported folder, open '\/etc\/hostname'/) }));
  }, 60_000);

  it('stops a program that never ends at the time limit, and keeps the reading', async () => {
    const result = await importRunningCode(desk("import { Agent, run } from '@openai/agents';\nconst agent = new Agent({ name: 'Loop', instructions: 'x' });\nwhile (true) {}\nawait run(agent, 'hi');"), runners, { timeoutMs: 1500 });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.graph.agents.map((a) => a.name)).toEqual(['Loop']);
    expect(result.report.items[0]).toMatchObject({ level: 'skipped', construct: 'run the code', detail: expect.stringMatching(/ran past the time limit \(2 s\)/) });
  }, 60_000);

  it('ends a chat loop that waits for input', async () => {
    const result = await importRunningCode(
      desk([
        "import { Agent, run } from '@openai/agents';",
        "import * as readline from 'node:readline/promises';",
        "const agent = new Agent({ name: 'Chat', instructions: 'x' });",
        'const rl = readline.createInterface({ input: process.stdin, output: process.stdout });',
        'while (true) {',
        "  const line = await rl.question('> ');",
        '  await run(agent, line);',
        '}',
      ].join('\n')),
      runners,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.report.items).toContainEqual(expect.objectContaining({ construct: 'RecorderStop while running', file: 'app/main.ts', line: 6, detail: expect.stringMatching(/asked for input/) }));
  }, 60_000);

  it('matches a clone that keeps its original\'s name to the clone, and gets past a stylesheet import and the page\'s document', async () => {
    const result = await importRunningCode(
      desk([
        "import './style.css';",
        "import { Agent, run } from '@openai/agents';",
        "const risk = new Agent({ name: 'Risk', instructions: 'x' });",
        "const writer = new Agent({ name: 'Writer', instructions: 'Write.' });",
        "const reportWriter = writer.clone({ tools: [risk.asTool({ toolName: 'risk_analysis', toolDescription: 'Red flags' })] });",
        "document.querySelector('#app')!.innerHTML = '<p>ready</p>';",
        "await run(reportWriter, 'go');",
      ].join('\n')),
      runners,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { graph, report } = result;
    expect(graph.agents.map((a) => a.name)).toEqual(['Risk', 'Writer', 'Writer']);
    expect(graph.agentTools?.map((t) => [t.from, t.to, t.toolName])).toEqual([[graph.agents[2].id, graph.agents[0].id, 'risk_analysis']]);
    expect(graph.startAgent).toBe(graph.agents[2].id);
    expect(report.items.some((i) => i.construct.endsWith(' while running'))).toBe(false);
  }, 60_000);

  it('answers packages it does not model with inert stand-ins, default exports included, and names them', async () => {
    const result = await importRunningCode(
      desk([
        "import OpenAI from 'openai';",
        "import chalk from 'chalk';",
        "import { Agent, run, OpenAIChatCompletionsModel } from '@openai/agents';",
        'const client = new OpenAI();',
        "const agent = new Agent({ name: 'Local', instructions: chalk.bold('x'), model: new OpenAIChatCompletionsModel(client, 'llama') });",
        "await run(agent, 'hi');",
      ].join('\n')),
      runners,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.report.items.some((i) => i.construct.endsWith(' while running'))).toBe(false);
    expect(result.report.items.find((i) => i.construct === 'imports')?.detail).toMatch(/inert stand-ins: openai, chalk$/);
  }, 60_000);

  it('keeps the recording when a bare main(); rejects, and says where it stopped', async () => {
    const result = await importRunningCode(
      desk([
        "import { Agent, run } from '@openai/agents';",
        'async function main() {',
        "  const agent = new Agent({ name: 'Analyst', instructions: 'x' });",
        "  const result = await run(agent, 'hi');",
        '  console.log(result.finalOutput.summary.length); // the output is not known: this goes on',
        "  if (!process.env.OPENAI_API_KEY) throw new Error('Set OPENAI_API_KEY');",
        '}',
        'main();',
      ].join('\n')),
      runners,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.report.items[0].construct).not.toBe('run the code');
    expect(result.report.items).toContainEqual(expect.objectContaining({ level: 'skipped', construct: 'Error while running', file: 'app/main.ts', line: 6, detail: expect.stringMatching(/Set OPENAI_API_KEY/) }));
  }, 60_000);
});
