/**
 * End to end: the shipped example public/examples/acme-customer-service.json (seed 001, the
 * cookbook's Swarm routines) through the engine's run() with the real Node sandbox (the tools'
 * Python bodies run in Pyodide, as Swarm runs them) and a scripted model, over two user turns.
 */
import { afterAll, describe, expect, it } from 'vitest';
import example from '../../../../public/examples/acme-customer-service.json';
import { GraphSchema } from '../../../graph/schema.ts';
import { assistantMessage, functionCall, functionCallResult, userMessage } from '../../../models/items.ts';
import { createScriptedModel } from '../../../models/scripted.ts';
import type { FunctionToolDefinition } from '../../../models/model.ts';
import { createNodeSandbox } from '../../../sandbox/index.ts';
import { createNodePythonRunner } from '../../../sandbox/python/index.ts';
import { withPython } from '../../../sandbox/python/pythonSandbox.ts';
import type { RunOptions } from '../../handle.ts';
import { run } from '../../index.ts';
import { counterIds } from '../../kernel/index.ts';

// The example's tools have Python bodies: under this runtime they run in Pyodide.
const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
afterAll(() => sandbox.dispose());
const graph = GraphSchema.parse(example);

describe('ACME customer service (Swarm)', () => {
  it('hands off by a transfer function, returns to the user, then runs an approved order on the next turn', async () => {
    const model = createScriptedModel([
      { output: [functionCall('transfer_to_sales_agent', '{}', 'call_1')] },
      { output: [assistantMessage('Do roadrunners give you trouble?')] },
      { output: [functionCall('execute_order', { product: 'Rocket skates', price: 500 }, 'call_2')] },
      { output: [assistantMessage('Your order is placed.')] },
    ]);
    const base: RunOptions = { model, sandbox, trusted: true, ids: counterIds(), stream: false };

    const first = await run(graph, 'I want to buy something', base).result;
    expect(first.status).toBe('awaiting_user');
    expect(first.lastAgentId).toBe('sales');
    expect(first.items).toEqual([
      userMessage('I want to buy something'),
      functionCall('transfer_to_sales_agent', '{}', 'call_1'),
      functionCallResult({ callId: 'call_1', name: 'transfer_to_sales_agent' }, '{"assistant": "Sales Agent"}'),
      assistantMessage('Do roadrunners give you trouble?'),
    ]);
    const triageTools = model.calls[0].request.tools as FunctionToolDefinition[];
    expect(triageTools.map((t) => [t.name, t.description])).toEqual([
      ['escalate_to_human', 'Only call this if explicitly asked to.'],
      ['transfer_to_sales_agent', 'User for anything sales or buying related.'],
      ['transfer_to_issues_and_repairs', 'User for issues, repairs, or refunds.'],
    ]);
    expect(model.calls[1].request.systemInstructions).toMatch(/^You are a sales agent for ACME Inc\.Always answer in a sentence or less\./);

    const handle = run(graph, 'Yes, the rocket skates', { ...base, history: first.items, startAgentId: first.lastAgentId, context: first.context });
    for await (const event of handle) if (event.type === 'approval_needed') handle.resolveApproval(event.approvalId, { approved: true });
    const second = await handle.result;
    expect(second.status).toBe('awaiting_user');
    expect(second.finalOutput).toBe('Your order is placed.');
    expect(model.calls[3].request.input.at(-1)).toEqual(functionCallResult({ callId: 'call_2', name: 'execute_order' }, 'Success'));
    expect(model.calls[2].request.input).toEqual([...first.items, userMessage('Yes, the rocket skates')]);
  });

  it('a function that returns nothing gives "None" (str(None))', async () => {
    const model = createScriptedModel([{ output: [functionCall('escalate_to_human', { summary: 'angry customer' }, 'c1')] }, { output: [assistantMessage('Escalated.')] }]);
    const result = await run(graph, 'Get me a human', { model, sandbox, trusted: true, ids: counterIds(), stream: false }).result;
    expect(model.calls[1].request.input.at(-1)).toEqual(functionCallResult({ callId: 'c1', name: 'escalate_to_human' }, 'None'));
    expect(result.status).toBe('awaiting_user');
  });
});
