/**
 * Writes the SDK trace fixtures of src/import/trace/fixtures by running the real OpenAI Agents SDK
 * (@openai/agents-core's Runner, @openai/agents-openai's Chat Completions model, its
 * BatchTraceProcessor and OpenAITracingExporter) against scripts/fakeOpenAIServer.ts on 127.0.0.1.
 * Each file is the body the SDK's exporter POSTed to its traces ingest endpoint (`{ data: [...] }`),
 * unchanged: what a person who points the SDK's exporter (or a logging proxy) at a file gets.
 * Nothing is fetched from anywhere else.
 *
 *   npx tsx scripts/writeTraceFixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Agent, BatchTraceProcessor, Runner, setTraceProcessors, setTracingDisabled, tool } from '@openai/agents-core';
import { OpenAIChatCompletionsModel, OpenAITracingExporter } from '@openai/agents-openai';
import OpenAI from 'openai';
import { z } from 'zod';
import { startFakeOpenAIServer, type FakeReply } from './fakeOpenAIServer.ts';

const OUT = new URL('../src/import/trace/fixtures/', import.meta.url);

export interface Scenario {
  file: string;
  /** the name the refunds agent has in this trace (the ACME example calls it "Issues and Repairs Agent") */
  issuesName: string;
  input: string;
  replies: FakeReply[];
}

export const SCENARIOS: Scenario[] = [
  {
    // names as in public/examples/acme-customer-service.json: everything matches by name
    file: 'acme-return.sdk-trace.json',
    issuesName: 'Issues and Repairs Agent',
    input: 'I want to return my boots',
    replies: [
      { toolCalls: [{ name: 'transfer_to_Issues_and_Repairs_Agent', arguments: {} }] },
      { toolCalls: [{ name: 'look_up_item', arguments: { search_query: 'boots' } }] },
      { toolCalls: [{ name: 'execute_refund', arguments: { item_id: 'item_132612938', reason: 'not satisfied' } }] },
      { text: 'Your refund for the boots is on its way.' },
    ],
  },
  {
    // the refunds agent renamed in code: the import's mapping step has to place it
    file: 'acme-renamed.sdk-trace.json',
    issuesName: 'Refunds Desk',
    input: 'My boots broke, I want my money back',
    replies: [
      { toolCalls: [{ name: 'transfer_to_Refunds_Desk', arguments: {} }] },
      { toolCalls: [{ name: 'execute_refund', arguments: { item_id: 'item_132612938', reason: 'broken' } }] },
      { text: 'Done: the refund is on its way.' },
    ],
  },
];

/** Runs the scenario on the real SDK and returns the ingest body its exporter posted. */
export async function record(scenario: Scenario): Promise<{ data: unknown[] }> {
  const server = await startFakeOpenAIServer({ replies: scenario.replies });
  try {
    const client = new OpenAI({ apiKey: 'sk-fixture', baseURL: server.baseURL });
    // agents-openai carries its own copy of the openai client (v7); the app's (v6) speaks the same API
    const model = new OpenAIChatCompletionsModel(client as never, 'gpt-4.1-mini');
    const exporter = new OpenAITracingExporter({ apiKey: 'sk-fixture', endpoint: `${server.baseURL}/traces/ingest`, maxRetries: 1 });
    const processor = new BatchTraceProcessor(exporter, { scheduleDelay: 60_000 });
    setTraceProcessors([processor]);
    setTracingDisabled(false);

    const lookUpItem = tool({
      name: 'look_up_item',
      description: 'Use to find item ID. Search query can be a description or keywords.',
      parameters: z.object({ search_query: z.string() }),
      execute: async () => 'item_132612938',
    });
    const executeRefund = tool({
      name: 'execute_refund',
      description: 'Execute a refund for an item.',
      parameters: z.object({ item_id: z.string(), reason: z.string() }),
      execute: async () => 'success',
    });
    const escalate = tool({
      name: 'escalate_to_human',
      description: 'Only call this if explicitly asked to.',
      parameters: z.object({ summary: z.string() }),
      execute: async () => 'None',
    });
    const executeOrder = tool({
      name: 'execute_order',
      description: 'Execute an order.',
      parameters: z.object({ product: z.string(), price: z.number() }),
      execute: async () => 'Success',
    });
    const sales = new Agent({ name: 'Sales Agent', instructions: 'You are a sales agent for ACME Inc.', model, tools: [executeOrder] });
    const issues = new Agent({ name: scenario.issuesName, instructions: 'You are a customer support agent for ACME Inc.', model, tools: [lookUpItem, executeRefund] });
    const triage = Agent.create({ name: 'Triage Agent', instructions: 'Route the user to the right agent.', model, tools: [escalate], handoffs: [sales, issues] });

    await new Runner({ workflowName: 'ACME customer service' }).run(triage, scenario.input);
    await processor.forceFlush();
    await processor.shutdown();
    setTracingDisabled(true);
    setTraceProcessors([]);

    const bodies = server.requests.filter((r) => r.url.startsWith('/v1/traces/ingest')).map((r) => r.body as { data: unknown[] });
    if (bodies.length === 0) throw new Error('the SDK exported no trace');
    // one batch in practice; several are joined as one ingest body
    return { data: bodies.flatMap((b) => b.data) };
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const scenario of SCENARIOS) {
    const body = await record(scenario);
    writeFileSync(new URL(scenario.file, OUT), `${JSON.stringify(body, null, 2)}\n`);
    console.log(`wrote ${scenario.file}`);
  }
}
