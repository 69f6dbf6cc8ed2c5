/**
 * The TypeScript export of the agents-as-tools fixture, run on the real @openai/agents 0.20.0 with
 * a scripted model in a child process (tsx), against the engine's agents-sdk-js profile on the same
 * turns: the same requests (instructions, inputs, tool names), tool outputs and final output.
 * Proves the exported `asTool` wiring, tool order, turn limit and inlined output extractor.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drive } from '../engine/testing/drive.ts';
import { assistantMessage, functionCall, toolResultText, type OutputItem } from '../models/items.ts';
import { exportAgentsTs } from './agentsTs.ts';
import { agentsAsToolsGraph } from './fixtures/graphs.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = join(ROOT, 'node_modules', '.cache', 'switchboard-export-agent-tools', String(process.pid));

const TURNS: OutputItem[][] = [
  [functionCall('local_time', { city: 'Lisbon' }, 'c0'), functionCall('Research_Agent', { input: 'Sights in Lisbon?' }, 'c1')],
  [assistantMessage('Belem Tower and the Alfama.')],
  [functionCall('ask_weather_desk', { input: 'Weather in Lisbon?' }, 'c2')],
  [functionCall('get_weather', { city: 'Lisbon' }, 'w1')],
  [assistantMessage('sunny in Lisbon')],
  [assistantMessage('Go see Belem Tower; it is sunny.')],
];

const DRIVER = `
import { Runner, Usage } from '@openai/agents';
import { ScriptedModel, modelResponse } from '@openai/agents-core/testing';
import * as exported from './agents-as-tools.ts';

const turns = ${JSON.stringify(TURNS)};
const model = new ScriptedModel(turns.map((output) => modelResponse({ output, usage: new Usage() })));
const runner = new Runner({ modelProvider: { getModel: () => model }, tracingDisabled: true });
const result = await exported.runGraph('Plan a day in Lisbon', { runner, context: exported.initialContext() });
console.log(JSON.stringify({
  finalOutput: result.finalOutput,
  lastAgent: result.lastAgent?.name,
  requests: model.calls.map((c) => ({
    instructions: c.request.systemInstructions,
    tools: c.request.tools.map((t) => t.name),
    input: (typeof c.request.input === 'string' ? [c.request.input] : c.request.input).map((i) => i.type === 'function_call_result' ? ['result', i.callId, i.output.text ?? i.output] : typeof i === 'string' ? ['text', i] : i.type === 'message' ? ['message', i.role] : [i.type, i.name]),
  })),
}));
`;

type Visible = { instructions: unknown; tools: string[]; input: unknown[] };

describe('Agents SDK TypeScript export of agents as tools, run', () => {
  it('makes the same requests and answer as the engine on the real SDK', async () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, 'package.json'), '{ "type": "module", "private": true }\n');
    writeFileSync(join(DIR, 'agents-as-tools.ts'), exportAgentsTs(agentsAsToolsGraph()));
    writeFileSync(join(DIR, 'driver.mjs'), DRIVER);
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'driver.mjs'], { cwd: DIR, encoding: 'utf8', env: { ...process.env, OPENAI_API_KEY: '' }, timeout: 45_000, killSignal: 'SIGKILL' });
    rmSync(DIR, { recursive: true, force: true });
    const sdk = JSON.parse(stdout.trim().split('\n').at(-1)!) as { finalOutput: unknown; lastAgent: string; requests: Visible[] };

    const ours = await drive(agentsAsToolsGraph(), 'Plan a day in Lisbon', TURNS);
    const engineRequests: Visible[] = ours.model.calls.map(({ request }) => ({
      instructions: request.systemInstructions,
      tools: request.tools.map((t) => (t.type === 'function' ? t.name : t.name)),
      input: request.input.map((i) =>
        i.type === 'function_call_result' ? ['result', i.callId, toolResultText(i)] : i.type === 'message' ? ['message', i.role] : [i.type, i.type === 'function_call' ? i.name : null],
      ),
    }));
    expect(sdk.requests).toEqual(engineRequests);
    expect(sdk.finalOutput).toBe(ours.result.finalOutput);
    expect(sdk.lastAgent).toBe('Travel Manager');
    // the manager's tools in order (its own, then the agents), and the extractor's text as the desk's output
    expect(sdk.requests[0].tools).toEqual(['local_time', 'Research_Agent', 'ask_weather_desk']);
    expect(sdk.requests[5].input).toContainEqual(['result', 'c2', 'Weather desk: sunny in Lisbon']);
    expect(sdk.requests[1].input).toEqual([['message', 'user']]);
  }, 60_000);
});
