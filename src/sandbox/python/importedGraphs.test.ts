/**
 * Imported Python code keeps its bodies and runs them: graphs imported from the Swarm triage and
 * airline fixtures and the Agents SDK Python airline customer-service fixture, trusted, run with
 * a scripted model and the real sandbox (Pyodide). Tools and the on-handoff callback run their
 * Python; their results reach the conversation, the context and the trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../engine/index.ts';
import { counterIds } from '../../engine/kernel/index.ts';
import { importedFixture } from '../../import/testing/fixtureFiles.ts';
import { assistantMessage, functionCall, type ProtocolItem } from '../../models/items.ts';
import { createScriptedModel } from '../../models/scripted.ts';
import { createNodeSandbox } from '../index.ts';
import { createNodePythonRunner } from './index.ts';
import { withPython } from './pythonSandbox.ts';

const sandbox = withPython(createNodeSandbox(), () => createNodePythonRunner());
// Pyodide's cold start is not part of any one test's time
beforeAll(() => sandbox.warm(), 180_000);
afterAll(() => sandbox.dispose());

/** Each tool result's text, as the model reads it. */
const outputs = (items: readonly ProtocolItem[]) =>
  items.flatMap((i) => {
    if (i.type !== 'function_call_result') return [];
    const output = i.output as unknown;
    const text = typeof output === 'string' ? output : (output as { text?: string }).text;
    return [{ name: i.name, output: text }];
  });

describe('imported Python runs as Python', () => {
  it('Swarm triage: process_refund runs its Python (it was "port needed")', async () => {
    const imported = importedFixture('swarm', 'triage_basic.py');
    const refund = imported.graph.tools.find((t) => t.type === 'function' && t.name === 'process_refund');
    expect(refund && 'pythonCode' in refund && refund.pythonCode).toMatch(/^def process_refund\(item_id, reason="NOT SPECIFIED"\):/);
    expect(imported.report.items.find((i) => i.construct.includes('process_refund'))?.detail).toContain('runs as Python');
    const model = createScriptedModel([
      { output: [functionCall('transfer_to_refunds', '{}', 'c1')] },
      { output: [functionCall('process_refund', { item_id: 'item_99', reason: 'too expensive' }, 'c2')] },
      { output: [assistantMessage('Your refund is done.')] },
    ]);
    const result = await run(imported.graph, 'I want a refund', { model, sandbox, trusted: true, ids: counterIds(), stream: false }).result;
    expect(result.status).not.toBe('error');
    expect(outputs(result.items)).toEqual([
      { name: 'transfer_to_refunds', output: '{"assistant": "Refunds Agent"}' },
      { name: 'process_refund', output: 'Success!' },
    ]);
    // the print() of the body is the tool's log, and the trace's function span has the output
    const end = result.events.find((e) => e.type === 'tool_call_end' && e.name === 'process_refund');
    expect(end).toMatchObject({ output: 'Success!', error: null });
  }, 120_000);

  it('Swarm airline: a tool reads the run’s context_variables', async () => {
    const imported = importedFixture('swarm', 'airline');
    const graph = { ...imported.graph, context: { ...imported.graph.context, customer_name: 'Ada' } };
    const lost = graph.agents.find((a) => a.tools.some((id) => graph.tools.find((t) => t.id === id)?.name === 'initiate_baggage_search'));
    expect(lost).toBeDefined();
    const model = createScriptedModel([
      { output: [functionCall('initiate_baggage_search', '{}', 'c1')] },
      { output: [assistantMessage('We are looking for it.')] },
    ]);
    const result = await run({ ...graph, startAgent: lost!.id }, 'My bag is lost', { model, sandbox, trusted: true, ids: counterIds(), stream: false }).result;
    expect(outputs(result.items)).toEqual([{ name: 'initiate_baggage_search', output: 'Baggage search started for Ada' }]);
  }, 120_000);

  it('Swarm airline: triage_instructions(context_variables) runs as Python, so a dict in the prompt is Python’s str() of it', async () => {
    const imported = importedFixture('swarm', 'airline');
    const triage = imported.graph.agents.find((a) => a.name === 'Triage Agent')!;
    expect(triage.instructionsPython).toMatch(/^def triage_instructions\(context_variables\):/);
    const graph = { ...imported.graph, startAgent: triage.id, context: { customer_context: { name: 'Ada', tier: 1 } } };
    const model = createScriptedModel([{ output: [assistantMessage('How can I help?')] }]);
    const result = await run(graph, 'hi', { model, sandbox, trusted: true, ids: counterIds(), stream: false }).result;
    expect(result.status).not.toBe('error');
    // core.py:41-46: defaultdict(str, …).get("flight_context", None) is None; the template would have said {"name":"Ada","tier":1} and ""
    expect(model.calls[0].request.systemInstructions).toContain("The customer context is here: {'name': 'Ada', 'tier': 1}, and flight context is here: None");
  }, 120_000);

  it('Agents SDK Python customer service: on_handoff and update_seat run their Python on the context model', async () => {
    const imported = importedFixture('agents-py', 'airline');
    const graph = imported.graph;
    const toSeat = graph.handoffs.find((h) => h.onHandoffPython);
    expect(toSeat?.onHandoffPython).toContain('async def on_seat_booking_handoff(context: RunContextWrapper[AirlineContext])');
    // the context class the bodies are annotated with came along
    expect(toSeat?.onHandoffPython).toContain('class AirlineContext(BaseModel):');
    const model = createScriptedModel([
      { output: [functionCall('transfer_to_seat_booking_agent', '{}', 'c1')] },
      { output: [functionCall('update_seat', { confirmation_number: 'ABC123', new_seat: '12A' }, 'c2')] },
      { output: [assistantMessage('Your seat is 12A.')] },
    ]);
    const context = { passenger_name: 'Ada Lovelace' };
    const result = await run({ ...graph, context }, 'I want to change my seat', { model, sandbox, trusted: true, ids: counterIds(), stream: false }).result;
    expect(result.status).not.toBe('error');
    expect(outputs(result.items).at(-1)).toEqual({ name: 'update_seat', output: 'Updated seat to 12A for confirmation number ABC123' });
    // on_handoff set the flight number (len("Ada Lovelace") = 12), update_seat the rest; fields
    // nobody set keep the model's defaults
    expect(result.context).toEqual({ passenger_name: 'Ada Lovelace', flight_number: 'FLT-112', confirmation_number: 'ABC123', seat_number: '12A' });
  }, 120_000);

  describe('Agents SDK Python hooks (hooks_desk.py): instructions, guardrail, is_enabled, needs_approval and input filter run their Python', () => {
    const imported = importedFixture('agents-py', 'hooks_desk.py');
    const reportOf = (construct: string) => imported.report.items.find((i) => i.construct.startsWith(construct))?.detail ?? '';
    const handoffTools = (request: { handoffs: readonly { toolName: string }[] }) => request.handoffs.map((h) => h.toolName);

    it('the import report says each hook runs as Python', () => {
      for (const construct of ['input guardrail no_card_numbers', 'tool_input guardrail refund_cap', 'needs_approval of refund', 'instructions of Help desk', 'is_enabled of handoff(Concierge)', 'handoff(Concierge) of Help desk']) {
        expect(reportOf(construct), construct).toContain('runs as Python');
      }
    });

    it('a gold member: the Python instructions take the VIP branch, the handoff is enabled, the filter drops the tool items', async () => {
      const model = createScriptedModel([
        { output: [functionCall('refund', { amount: 50 }, 'c1')] },
        { output: [functionCall('transfer_to_concierge', '{}', 'c2')] },
        { output: [assistantMessage('Welcome, Ada.')] },
      ]);
      const result = await run(imported.graph, 'Refund 50 please', { model, sandbox, trusted: true, ids: counterIds(), stream: false }).result;
      expect(result.status).toBe('completed');
      const [first, , concierge] = model.calls.map((c) => c.request);
      // the template kept for other runtimes would have sent the first branch with {agent.name} unfilled
      expect(first.systemInstructions).toBe('You are Help desk. Greet Ada as a valued gold member.');
      expect(handoffTools(first)).toEqual(['transfer_to_concierge']);
      // 50 is within refund_limit: no approval asked, the tool's Python ran
      expect(outputs(model.calls[1].request.input)).toEqual([{ name: 'refund', output: 'Refunded $50.' }]);
      expect(concierge.systemInstructions).toBe('You are Concierge. Greet Ada as a valued gold member.');
      // without_tool_calls dropped the refund call and its output (ToolCallItem/ToolCallOutputItem), kept the handoff items
      expect(concierge.input.filter((i) => i.type === 'function_call').map((i) => (i as { name: string }).name)).toEqual(['transfer_to_concierge']);
    }, 120_000);

    it('a basic member: the other instructions branch, no handoff, and a refund over the limit asks for approval', async () => {
      const graph = { ...imported.graph, context: { customer_name: 'Bo', tier: 'basic', refund_limit: 100 } };
      const model = createScriptedModel([{ output: [functionCall('refund', { amount: 500 }, 'c1')] }, { output: [assistantMessage('Done.')] }]);
      const handle = run(graph, 'Refund 500', { model, sandbox, trusted: true, ids: counterIds(), stream: false });
      const asked: string[] = [];
      for await (const e of handle) {
        if (e.type === 'approval_needed') {
          asked.push(`${e.name} ${e.arguments}`);
          handle.resolveApproval(e.approvalId, { approved: true });
        }
      }
      const result = await handle.result;
      expect(model.calls[0].request.systemInstructions).toBe('You are Help desk. Help Bo politely.');
      expect(handoffTools(model.calls[0].request)).toEqual([]);
      // refund_needs_approval(ctx, params, call_id): 500 > refund_limit 100
      expect(asked).toEqual(['refund {"amount":500}']);
      expect(outputs(result.items)).toEqual([{ name: 'refund', output: 'Refunded $500.' }]);
    }, 120_000);

    it('the tool input guardrail’s Python rejects a refund over its cap: the model reads its message', async () => {
      const graph = { ...imported.graph, context: { customer_name: 'Bo', tier: 'basic', refund_limit: 100_000 } };
      const model = createScriptedModel([{ output: [functionCall('refund', { amount: 5000 }, 'c1')] }, { output: [assistantMessage('A manager will call you.')] }]);
      const result = await run(graph, 'Refund 5000', { model, sandbox, trusted: true, ids: counterIds(), stream: false }).result;
      expect(outputs(result.items)).toEqual([{ name: 'refund', output: 'Refunds of $5000 need a manager.' }]);
      expect(result.events.find((e) => e.type === 'guardrail' && e.name === 'refund_cap')).toMatchObject({ kind: 'tool_input', triggered: true });
    }, 120_000);

    it('the input guardrail’s Python trips on a card number', async () => {
      const model = createScriptedModel([{ output: [assistantMessage('ok')] }]);
      const result = await run(imported.graph, 'my card is 4111 1111 1111 1111', { model, sandbox, trusted: true, ids: counterIds(), stream: false }).result;
      expect(result.status).toBe('error');
      expect(result.error).toMatchObject({ type: 'InputGuardrailTripwireTriggered' });
      expect(result.events.find((e) => e.type === 'guardrail')).toMatchObject({ name: 'No card numbers', triggered: true, info: { card_number: true } });
    }, 120_000);
  });
});

