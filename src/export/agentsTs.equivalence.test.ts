/**
 * The TypeScript export against Switchboard's engine (agents-sdk-js profile): the same graph and
 * the same scripted model turns, once through the exported module on the real @openai/agents
 * 0.20.0 (in a child process, tsx) and once through the engine with the Node sandbox. What the
 * model was shown (instructions, input items, tools, handoffs), the final output and the last
 * agent must be the same. Both sides go through the same reduction (`visible` below).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drive } from '../engine/testing/drive.ts';
import { EXAMPLES, exampleGraph } from '../graph/examples.ts';
import type { Graph } from '../graph/schema.ts';
import { assistantMessage, functionCall, type OutputItem } from '../models/items.ts';
import { createNodeSandbox } from '../sandbox/index.ts';
import { exportAgentsTs } from './agentsTs.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIR = join(ROOT, 'node_modules', '.cache', 'switchboard-export-equivalence', String(process.pid));

interface Scenario {
  name: string;
  graph: Graph;
  input: string;
  turns: OutputItem[][];
}

/** What the model saw, minus provider bookkeeping (ids, providerData, undefined keys, $schema). */
function visible(request: Record<string, any>) {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => v !== undefined && k !== 'id' && k !== 'providerData' && k !== '$schema')
        .map(([k, v]) => [k, clean(v)]),
    );
  };
  const input = typeof request.input === 'string' ? [{ type: 'message', role: 'user', content: request.input }] : request.input;
  return {
    systemInstructions: request.systemInstructions || undefined,
    input: clean(input),
    tools: (request.tools ?? []).map((t: any) => ({ name: t.name, description: t.description, parameters: clean(t.parameters), strict: Boolean(t.strict) })),
    handoffs: (request.handoffs ?? []).map((h: any) => ({ toolName: h.toolName, toolDescription: h.toolDescription, inputJsonSchema: clean(h.inputJsonSchema) })),
  };
}

const DRIVER = (scenarios: Array<{ module: string; input: string; turns: OutputItem[][] }>) => `
import { Runner, Usage } from '@openai/agents';
import { ScriptedModel, modelResponse } from '@openai/agents-core/testing';
const scenarios = ${JSON.stringify(scenarios)};
const out = [];
for (const s of scenarios) {
  const exported = await import(s.module);
  const model = new ScriptedModel(s.turns.map((output) => modelResponse({ output, usage: new Usage({ requests: 1 }) })));
  const runner = new Runner({ modelProvider: { getModel: () => model }, tracingDisabled: true });
  const result = await exported.runGraph(s.input, { runner, approve: async () => true });
  out.push({ requests: model.calls.map((c) => c.request), finalOutput: result.finalOutput ?? null, lastAgent: result.lastAgent?.name ?? null });
}
console.log(JSON.stringify(out));
`;

const billing = EXAMPLES.find((e) => e.id === 'billing-support-sdk')!;
const acme = EXAMPLES.find((e) => e.id === 'acme-customer-service')!;

const scenarios: Scenario[] = [
  {
    name: 'billing: handoff with input type, on-handoff, remove-all-tools, instructions from context, tool',
    graph: exampleGraph(billing),
    input: 'Why was I charged twice?',
    turns: [
      [functionCall('transfer_to_Billing_Agent', { reason: 'double charge' }, 'h1')],
      [functionCall('get_invoice', { invoice_id: 'INV-2042' }, 'c1')],
      [assistantMessage('Invoice INV-2042 is open: 42 USD.')],
    ],
  },
  {
    name: 'billing: keep-last filter on the way to support',
    graph: exampleGraph(billing),
    input: 'My router is broken',
    turns: [
      [assistantMessage('Let me pass you on.'), functionCall('transfer_to_Support_Agent', {}, 'h1')],
      [assistantMessage('Have you tried turning it off and on?')],
    ],
  },
  {
    name: 'billing: premium-only handoff (enabled rule) and a refund that needs approval',
    graph: exampleGraph(billing),
    input: 'Refund INV-2041 please',
    turns: [
      [functionCall('transfer_to_Billing_Agent', { reason: 'refund' }, 'h1')],
      [functionCall('transfer_to_Refunds_Agent', {}, 'h2')],
      [functionCall('issue_refund', { invoice_id: 'INV-2041', amount: 129.5 }, 'c1')],
      [assistantMessage('Refunded.')],
    ],
  },
  {
    name: 'acme (as an Agents SDK graph): overridden transfer names, approval, transfer back',
    graph: { ...exampleGraph(acme), runtime: 'agents-sdk-js' },
    input: 'I want a refund for my boots',
    turns: [
      [functionCall('transfer_to_issues_and_repairs', {}, 'h1')],
      [functionCall('look_up_item', { search_query: 'boots' }, 'c1')],
      [functionCall('execute_refund', { item_id: 'item_132612938', reason: 'too small' }, 'c2')],
      [assistantMessage('Refund done.'), functionCall('transfer_back_to_triage', {}, 'h2')],
      [assistantMessage('Anything else?')],
    ],
  },
];

describe('TypeScript export ≡ engine (agents-sdk-js)', () => {
  it('shows the model the same requests and ends with the same output and agent', async () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, 'package.json'), '{ "type": "module", "private": true }\n');
    scenarios.forEach((s, i) => writeFileSync(join(DIR, `graph${i}.ts`), exportAgentsTs(s.graph)));
    writeFileSync(join(DIR, 'driver.mjs'), DRIVER(scenarios.map((s, i) => ({ module: `./graph${i}.ts`, input: s.input, turns: s.turns }))));
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'driver.mjs'], { cwd: DIR, encoding: 'utf8', env: { ...process.env, OPENAI_API_KEY: '' }, timeout: 45_000, killSignal: 'SIGKILL' });
    rmSync(DIR, { recursive: true, force: true });
    const exported = JSON.parse(stdout.trim().split('\n').at(-1)!) as Array<{ requests: Array<Record<string, unknown>>; finalOutput: unknown; lastAgent: string | null }>;

    const sandbox = createNodeSandbox();
    try {
      for (const [i, s] of scenarios.entries()) {
        const { result, model } = await drive(s.graph, s.input, s.turns, { sandbox });
        const engine = {
          requests: model.calls.map((c) => visible(c.request as unknown as Record<string, any>)),
          finalOutput: result.status === 'completed' ? result.finalOutput : null,
          lastAgent: s.graph.agents.find((a) => a.id === result.lastAgentId)?.name ?? null,
        };
        const sdk = { requests: exported[i].requests.map(visible), finalOutput: exported[i].finalOutput, lastAgent: exported[i].lastAgent };
        expect(sdk, s.name).toEqual(engine);
        expect(sdk.requests, s.name).toHaveLength(s.turns.length);
      }
    } finally {
      sandbox.dispose();
    }
  }, 60_000);
});
