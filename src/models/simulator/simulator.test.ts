import { describe, expect, it } from 'vitest';
import { createSimulatorModel, simulate } from './simulator.ts';
import { functionCall, functionCallResult, messageText, userMessage, type FunctionCallItem, type ProtocolItem } from '../items.ts';
import type { FunctionToolDefinition, HandoffToolDefinition, ModelRequest, ModelResponse, ModelStreamEvent } from '../model.ts';

const EMPTY = { type: 'object', properties: {}, required: [], additionalProperties: false };

function handoff(agentName: string, description: string): HandoffToolDefinition {
  const toolName = `transfer_to_${agentName.toLowerCase().replace(/\s+/g, '_')}`;
  return { toolName, toolDescription: `Handoff to the ${agentName} agent to handle the request. ${description}`, inputJsonSchema: EMPTY, strictJsonSchema: true };
}

function tool(name: string, description: string, properties: Record<string, unknown> = {}, required = Object.keys(properties)): FunctionToolDefinition {
  return { type: 'function', name, description, parameters: { type: 'object', properties, required, additionalProperties: false }, strict: true };
}

const TRIAGE = {
  instructions: 'You are a customer service bot for ACME Inc. Introduce yourself. Always be very brief.',
  tools: [tool('escalate_to_human', 'Only call this if explicitly asked to.', { summary: { type: 'string' } })],
  handoffs: [handoff('Sales Agent', 'User for anything sales or buying related.'), handoff('Issues and Repairs Agent', 'User for issues, repairs, or refunds.')],
};

const ISSUES = {
  instructions: 'You are a customer support agent for ACME Inc. Always answer in a sentence or less.',
  tools: [
    tool('execute_refund', 'Refund an item.', { item_id: { type: 'string' }, reason: { type: ['string', 'null'] } }),
    tool('look_up_item', 'Use to find item ID. Search query can be a description or keywords.', { search_query: { type: 'string' } }),
  ],
  handoffs: [handoff('Triage Agent', 'Routes the customer to the right department.')],
};

function request(agent: typeof TRIAGE, input: ProtocolItem[], overrides: Partial<ModelRequest> = {}): ModelRequest {
  return { model: 'gpt-4.1-mini', systemInstructions: agent.instructions, input, tools: agent.tools, handoffs: agent.handoffs, modelSettings: {}, outputSchema: null, ...overrides };
}

function onlyCall(response: ModelResponse): FunctionCallItem {
  expect(response.output).toHaveLength(1);
  const item = response.output[0];
  if (item.type !== 'function_call') throw new Error(`expected a function call, got ${JSON.stringify(item)}`);
  return item;
}

function onlyText(response: ModelResponse): string {
  expect(response.output).toHaveLength(1);
  const item = response.output[0];
  if (item.type !== 'message') throw new Error(`expected a message, got ${JSON.stringify(item)}`);
  return messageText(item);
}

describe('the ACME flow', () => {
  it('routes "I want to return my boots" to Issues and Repairs, looks the item up, refunds it, and says so', () => {
    const history: ProtocolItem[] = [userMessage('I want to return my boots')];

    const transfer = onlyCall(simulate(request(TRIAGE, history)));
    expect(transfer.name).toBe('transfer_to_issues_and_repairs_agent');
    history.push(transfer, functionCallResult(transfer, '{"assistant":"Issues and Repairs Agent"}'));

    const lookUp = onlyCall(simulate(request(ISSUES, history)));
    expect(lookUp.name).toBe('look_up_item');
    expect(JSON.parse(lookUp.arguments)).toEqual({ search_query: 'boots' });
    history.push(lookUp, functionCallResult(lookUp, 'item_132612938'));

    const refund = onlyCall(simulate(request(ISSUES, history)));
    expect(refund.name).toBe('execute_refund');
    expect(JSON.parse(refund.arguments)).toEqual({ item_id: 'item_132612938', reason: 'I want to return my boots' });
    history.push(refund, functionCallResult(refund, 'success'));

    // "Always answer in a sentence or less": the last result, in a sentence
    expect(onlyText(simulate(request(ISSUES, history)))).toBe('Refund done.');
  });

  it('tells a structured tool result (text, image, file parts) in words', () => {
    const history: ProtocolItem[] = [userMessage('I want to return my boots')];
    const lookUp = functionCall('look_up_item', { search_query: 'boots' }, 'c1');
    history.push(lookUp, functionCallResult(lookUp, [{ type: 'input_text', text: 'Boots, size 42' }, { type: 'input_image', image: 'https://e.com/boots.png' }, { type: 'input_file', file: { id: 'file_1' }, filename: 'receipt.pdf' }]));
    expect(onlyText(simulate(request(ISSUES, history)))).toBe('Boots, size 42 [image] [file receipt.pdf].');
  });

  it('labels every response as the simulator and explains the choice', () => {
    const response = simulate(request(TRIAGE, [userMessage('I want to return my boots')]));
    expect(response.providerData).toEqual({ simulator: true, rationale: expect.stringContaining('transfer_to_issues_and_repairs_agent') });
    expect(String(response.providerData?.rationale)).toContain('"return"~"refund"');
    expect(createSimulatorModel().provider).toBe('simulator');
  });

  it('sends buyers to Sales and answers small talk in the agent\'s voice, without quoting the user', () => {
    expect(onlyCall(simulate(request(TRIAGE, [userMessage('How much does the rocket skates cost? I would like to buy some')]))).name).toBe('transfer_to_sales_agent');
    const hello = simulate(request(TRIAGE, [userMessage('hello there')]));
    // "Introduce yourself. Always be very brief."
    expect(onlyText(hello)).toBe("I'm a customer service bot for ACME Inc: I can help with sales and issues and repairs.");
    expect(onlyText(hello)).not.toContain('hello there');
    expect(String(hello.providerData?.rationale)).toMatch(/nothing among .* fits/);
  });

  it('escalates only when asked for a human', () => {
    const call = onlyCall(simulate(request(TRIAGE, [userMessage('Please escalate me to a human manager')])));
    expect(call.name).toBe('escalate_to_human');
    expect(JSON.parse(call.arguments)).toEqual({ summary: 'Please escalate me to a human manager' });
  });
});

describe('determinism', () => {
  it('gives byte-identical responses to identical requests, and different ids for different ones', () => {
    const a = simulate(request(TRIAGE, [userMessage('I want to return my boots')]));
    const b = simulate(request(TRIAGE, [userMessage('I want to return my boots')]));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const c = simulate(request(TRIAGE, [userMessage('I want to return my shoes')]));
    expect(onlyCall(c).callId).not.toBe(onlyCall(a).callId);
  });

  it('streams the same text in small chunks', async () => {
    const model = createSimulatorModel();
    const req = request(TRIAGE, [userMessage('hello there')]);
    const events: ModelStreamEvent[] = [];
    for await (const event of model.getStreamedResponse(req)) events.push(event);
    const deltas = events.flatMap((e) => (e.type === 'output_text_delta' ? [e.delta] : []));
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.every((d) => d.split(/\s+/).filter(Boolean).length <= 2)).toBe(true);
    const done = events.at(-1);
    if (done?.type !== 'response_done') throw new Error('no response_done');
    expect(deltas.join('')).toBe(onlyText(done.response));
    expect(done.response).toEqual(await model.getResponse(req));
  });

  it('stops streaming when aborted', async () => {
    const model = createSimulatorModel({ chunkDelayMs: 5 });
    const controller = new AbortController();
    const seen: string[] = [];
    const consume = async () => {
      for await (const event of model.getStreamedResponse(request(TRIAGE, [userMessage('hello there')], { signal: controller.signal }))) {
        if (event.type === 'output_text_delta') {
          seen.push(event.delta);
          if (seen.length === 2) controller.abort();
        }
      }
    };
    await expect(consume()).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(2);
  });
});

describe('choices', () => {
  it('does not call the same tool twice for one user message, and tells its result in a sentence', () => {
    const agent = { instructions: 'You are a weather bot.', tools: [tool('get_weather', 'Get the weather forecast for a city.', { city: { type: 'string' } })], handoffs: [] };
    const history: ProtocolItem[] = [userMessage('What is the weather in Paris?')];
    const first = onlyCall(simulate(request(agent, history)));
    expect(first).toMatchObject({ name: 'get_weather', arguments: '{"city":"Paris"}' });
    history.push(first, functionCallResult(first, '{"city":"Paris","forecast":"sunny","temperature_c":21}'));
    expect(onlyText(simulate(request(agent, history)))).toBe('Weather in Paris: forecast sunny, temperature 21 °C. Anything else I can do?');
    // a new user message may call it again
    history.push(userMessage('And the weather in Rome?'));
    expect(JSON.parse(onlyCall(simulate(request(agent, history))).arguments)).toEqual({ city: 'Rome' });
  });

  it('uses an AG2-style condition as the handoff text', () => {
    const conditioned: HandoffToolDefinition = { toolName: 'transfer_to_billing_1', toolDescription: 'When the user has a question about an invoice or a charge', inputJsonSchema: EMPTY, strictJsonSchema: true };
    const other: HandoffToolDefinition = { toolName: 'transfer_to_tech_2', toolDescription: 'When the user reports a software bug', inputJsonSchema: EMPTY, strictJsonSchema: true };
    const agent = { instructions: '', tools: [], handoffs: [other, conditioned] };
    expect(onlyCall(simulate(request(agent, [userMessage('Why was I charged twice on my invoice?')]))).name).toBe('transfer_to_billing_1');
  });

  it('honours toolChoice none, required and a named tool', () => {
    const hello = [userMessage('hello there')];
    expect(simulate(request(TRIAGE, [userMessage('I want to return my boots')], { modelSettings: { toolChoice: 'none' } })).output[0].type).toBe('message');
    expect(onlyCall(simulate(request(TRIAGE, hello, { modelSettings: { toolChoice: 'required' } }))).name).toBe('escalate_to_human');
    expect(onlyCall(simulate(request(TRIAGE, hello, { modelSettings: { toolChoice: 'transfer_to_sales_agent' } }))).name).toBe('transfer_to_sales_agent');
  });

  it('stops handing off after three transfers for one message', () => {
    const input: ProtocolItem[] = [userMessage('I want to return my boots')];
    for (const name of ['transfer_to_a', 'transfer_to_b', 'transfer_to_c']) {
      const call = functionCall(name, {}, `c_${name}`);
      input.push(call, functionCallResult(call, '{}'));
    }
    expect(simulate(request(TRIAGE, input)).output[0].type).toBe('message');
  });

  it('answers with JSON filled from the output schema', () => {
    const schema = { type: 'object', properties: { category: { type: 'string', enum: ['billing', 'returns', 'other'] }, urgent: { type: 'boolean' }, summary: { type: 'string' } }, required: ['category', 'urgent', 'summary'], additionalProperties: false };
    const text = onlyText(simulate(request({ instructions: 'Classify.', tools: [], handoffs: [] }, [userMessage('I need help with returns of my boots')], { outputSchema: schema })));
    expect(JSON.parse(text)).toEqual({ category: 'returns', urgent: false, summary: 'I need help with returns of my boots' });
  });

  it('does not act on an earlier message when the last one says nothing ("thanks")', () => {
    const input: ProtocolItem[] = [userMessage('I want to return my boots'), { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Refunded.' }] }, userMessage('thanks!')];
    const response = simulate(request(ISSUES, input));
    expect(onlyText(response)).toBe("You're welcome.");
  });

  it('takes the way-out handoff when nothing matches, but not after its own tools ran', () => {
    const withWayOut = { ...ISSUES, handoffs: [handoff('Triage Agent', 'Call this if the user brings up a topic outside of your purview.')] };
    const call = onlyCall(simulate(request(withWayOut, [userMessage('I would like to buy rocket skates')])));
    expect(call.name).toBe('transfer_to_triage_agent');
    const lookUp = functionCall('look_up_item', { search_query: 'x' }, 'c1');
    const after = simulate(request(withWayOut, [userMessage('I would like to buy rocket skates'), lookUp, functionCallResult(lookUp, 'item_1')]));
    expect(after.output[0].type).toBe('message');
  });

  it('does not report transfer results as tool results', () => {
    const swarmSales = { instructions: 'You are a sales agent for ACME Inc.', tools: [tool('transfer_back_to_triage', 'Go back.')], handoffs: [] };
    const transfer = functionCall('transfer_back_to_triage', {}, 't1');
    const text = onlyText(simulate(request(swarmSales, [userMessage('hmm'), transfer, functionCallResult(transfer, '{"assistant": "Triage Agent"}')])));
    expect(text).not.toContain('transfer_back_to_triage');
    expect(text).not.toContain('assistant');
    expect(text).not.toContain('hmm');
  });

  it('asks for an id that nobody gave and no tool finds, by its description, instead of making one up', () => {
    const billing = { instructions: 'You are the billing agent.', tools: [tool('get_invoice', 'Look up an invoice by its number.', { invoice_id: { type: 'string', description: 'The invoice number' } })], handoffs: [] };
    const asked = simulate(request(billing, [userMessage('Why was my invoice so high?')]));
    expect(onlyText(asked)).toBe('Could you tell me the invoice number?');
    expect(String(asked.providerData?.rationale)).toContain('needs invoice_id, which the conversation does not give, so it asks');
    const given = onlyCall(simulate(request(billing, [userMessage('Why was my invoice so high?'), asked.output[0], userMessage('It is INV-1043, customer cus_7')])));
    expect(JSON.parse(given.arguments)).toEqual({ invoice_id: 'INV-1043' });
  });

  it('calls a tool the instructions say to call every turn, even when the user\'s words do not match it', () => {
    const control = { instructions: 'You supervise the plan. After each turn, call record_status.', tools: [tool('record_status', 'Record the status.', { status: { type: 'string', enum: ['in progress', 'completed'] } })], handoffs: [] };
    const call = onlyCall(simulate(request(control, [userMessage('Plot the population of France')], { modelSettings: { toolChoice: 'required' } })));
    expect(call).toMatchObject({ name: 'record_status', arguments: '{"status":"in progress"}' });
  });

  it('wraps up a group chat with the condition that says the task is done, once someone has worked on it', () => {
    const control = {
      instructions: 'You supervise the plan.',
      tools: [tool('transfer_to_engineer_1', 'Engineer needed to write code, make plots.'), tool('transfer_to_terminator_2', 'The task is completed.')],
      handoffs: [],
    };
    const input: ProtocolItem[] = [userMessage('Plot the population of France')];
    expect(onlyCall(simulate(request(control, input))).name).toBe('transfer_to_engineer_1');
    const engineerReply = userMessage('Code for step 1: plot population France.');
    const done = simulate(request(control, [...input, engineerReply]));
    expect(onlyCall(done).name).toBe('transfer_to_terminator_2');
    expect(String(done.providerData?.rationale)).toContain('says it is done');
  });

  it('looks the record up before an action that lacks a value (the amount of the invoice it refunds)', () => {
    const refunds = {
      instructions: 'You issue refunds.',
      tools: [tool('get_invoice', 'Look up an invoice by its number.', { invoice_id: { type: 'string' } }), tool('issue_refund', 'Refund part or all of an invoice.', { invoice_id: { type: 'string' }, amount: { type: 'number', description: 'In USD.' } })],
      handoffs: [],
    };
    const history: ProtocolItem[] = [userMessage('I was charged twice on INV-2041, I want a refund')];
    const lookUp = onlyCall(simulate(request(refunds, history)));
    expect(lookUp).toMatchObject({ name: 'get_invoice', arguments: '{"invoice_id":"INV-2041"}' });
    history.push(lookUp, functionCallResult(lookUp, '{"invoice_id":"INV-2041","amount":129.5,"status":"paid"}'));
    expect(onlyCall(simulate(request(refunds, history)))).toMatchObject({ name: 'issue_refund', arguments: '{"invoice_id":"INV-2041","amount":129.5}' });
    // "issue" in issue_refund is a verb: a router problem is not a refund
    expect(onlyText(simulate(request(refunds, [userMessage('I have a technical problem with my router')])))).toBe("Sorry to hear that, let's sort it out. Have you tried restarting your router?");
  });

  it('says plainly that it does not write content, in key words, rather than greeting', () => {
    const assistant = { instructions: 'You are a helpful assistant.', tools: [], handoffs: [] };
    expect(onlyText(simulate(request(assistant, [userMessage('Write me a haiku about autumn')])))).toBe('Draft on haiku autumn: the offline simulator does not write it out; connect a model for the real text.');
    expect(onlyText(simulate(request(assistant, [])))).toBe('How can I help you today?');
  });

  it('answers the human request in its role, not another agent\'s relayed reply', () => {
    const reviewer = { instructions: 'Review the plan.', tools: [], handoffs: [] };
    const relayed = userMessage('Plan:\n1. engineer: plot it');
    expect(onlyText(simulate(request(reviewer, [userMessage('Plot it'), relayed])))).toMatch(/^Review: 1\. /);
  });
});
