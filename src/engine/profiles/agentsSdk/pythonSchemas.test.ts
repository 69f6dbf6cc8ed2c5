/**
 * #22 items 1-3, 5, 6, 11 (Agents SDK Python): what the engine sends and accepts equals what
 * openai-agents v0.22.0 sends for the graph's agents-py export. Every expected value below was
 * printed by the real SDK (v0.22.0, openai 3.3.1, pydantic 2.13.4) from that export
 * (`FunctionTool.params_json_schema`, `Handoff.input_json_schema`, `Converter.convert_response_format`),
 * key order included.
 */
import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, toolResultText, type FunctionCallResultItem, type ProtocolItem } from '../../../models/items.ts';
import { exportAgentsPy } from '../../../export/agentsPy.ts';
import { drive } from '../../testing/drive.ts';
import { schemaShapesGraph } from '../../../export/equivalence/pythonSdkCases.ts';
import { testGraph } from '../../testing/graphs.ts';

// the graph the differential run printed these schemas for (src/export/equivalence/pythonSdkCases.ts)
// the on-handoff's Python body needs the Python sandbox; these tests run without one
const graph = (runtime: 'agents-sdk-python' | 'agents-sdk-js' = 'agents-sdk-python') => {
  const g = schemaShapesGraph();
  return { ...g, runtime, handoffs: g.handoffs.map(({ onHandoffPython: _python, ...h }) => h) };
};

// FunctionTool.params_json_schema of the export's find_orders / ping (function_schema.py:469-474@v0.22.0)
const FIND_ORDERS = '{"$defs":{"FindOrdersWhere":{"properties":{"city":{"title":"City","type":"string"}},"required":["city"],"title":"FindOrdersWhere","type":"object","additionalProperties":false}},"properties":{"customer_id_":{"description":"The customer","title":"Customer Id","type":"string"},"class_":{"enum":["gold","basic"],"title":"Class","type":"string"},"where":{"$ref":"#/$defs/FindOrdersWhere"},"limit":{"anyOf":[{"type":"integer"},{"type":"null"}],"title":"Limit"}},"required":["customer_id_","class_","where","limit"],"title":"find_orders_args","type":"object","additionalProperties":false}';
const PING = '{"properties":{},"title":"ping_args","type":"object","additionalProperties":false,"required":[]}';
// Handoff.input_json_schema (handoffs/__init__.py:304,350@v0.22.0)
const TO_BILLING = '{"description":"Why billing.","properties":{"reason":{"title":"Reason","type":"string"},"urgent":{"anyOf":[{"type":"boolean"},{"type":"null"}],"title":"Urgent"}},"required":["reason","urgent"],"title":"TriageToBillingInput","type":"object","additionalProperties":false}';
const TO_LISTER = '{"additionalProperties":false,"type":"object","properties":{},"required":[]}';
// Converter.convert_response_format (chatcmpl_converter.py:105-119; openai_responses.py:2045 the same name)
const BILLING_OUTPUT = '{"description":"The verdict","properties":{"refund":{"title":"Refund","type":"boolean"},"note":{"anyOf":[{"type":"string"},{"type":"null"}],"title":"Note"}},"required":["refund","note"],"title":"BillingAgentOutput","type":"object","additionalProperties":false}';
const LISTER_OUTPUT = '{"properties":{"response":{"items":{"type":"string"},"title":"Response","type":"array"}},"required":["response"],"title":"OutputType","type":"object","additionalProperties":false}';

function outputs(items: ProtocolItem[]): string[] {
  return items.filter((i): i is FunctionCallResultItem => i.type === 'function_call_result').map((i) => toolResultText(i));
}

describe('Agents SDK Python: the schemas pydantic generates for the export (#22)', () => {
  it('item 1: a function tool sends pydantic\'s <tool>_args schema made strict (function_schema.py:469-474)', async () => {
    const { model } = await drive(graph(), 'x', [[assistantMessage('ok')]]);
    const tools = model.calls[0].request.tools.map((t) => (t.type === 'function' ? JSON.stringify(t.parameters) : ''));
    expect(tools).toEqual([FIND_ORDERS, PING]);
  });

  it('item 2: null (or nothing) for an optional parameter is accepted and runs the tool (pydantic model, tool.py:2620-2624)', async () => {
    const args = { customer_id_: 'c1', class_: 'gold', where: { city: 'Oslo' }, limit: null };
    const { model } = await drive(graph(), 'x', [[functionCall('find_orders', args, 'c1'), functionCall('find_orders', { customer_id_: 'c2', class_: 'basic', where: { city: 'Rome' } }, 'c2')], [assistantMessage('done')]]);
    // the code sees the graph's names; an optional parameter left out is None, as in the exported function
    expect(outputs(model.calls[1].request.input)).toEqual([
      '{"customer-id":"c1","class":"gold","limit":null,"where":{"city":"Oslo"}}',
      '{"customer-id":"c2","class":"basic","limit":null,"where":{"city":"Rome"}}',
    ]);
  });

  it('item 11: a parameter that is not a Python name is shown and accepted under its Python name; the JSON name is refused as pydantic refuses it', async () => {
    const { model } = await drive(graph(), 'x', [[functionCall('find_orders', { 'customer-id': 'c1', class: 'gold', where: { city: 'Oslo' } }, 'c1')], [assistantMessage('done')]]);
    expect(outputs(model.calls[1].request.input)).toEqual(['An error occurred while running the tool. Please try again. Error: Invalid JSON input for tool find_orders']);
  });

  it('item 3: structured output is named final_output and is pydantic\'s schema of the exported type (chatcmpl_converter.py:116, openai_responses.py:2045, agent_output.py:95-116)', async () => {
    const { model } = await drive(graph(), 'x', [
      [functionCall('transfer_to_billing_agent', { reason: 'r', urgent: null }, 'h1')],
      [assistantMessage('{"refund": true, "note": null}')],
    ]);
    expect(model.calls[1].request.outputSchemaName).toBe('final_output');
    expect(JSON.stringify(model.calls[1].request.outputSchema)).toBe(BILLING_OUTPUT);
    const lister = await drive(testGraph({ ...graph(), startAgent: 'lister' }), 'x', [[assistantMessage('{"response": ["a"]}')]]);
    expect(JSON.stringify(lister.model.calls[0].request.outputSchema)).toBe(LISTER_OUTPUT);
    expect(lister.result.finalOutput).toEqual(['a']);
  });

  it('item 5: a handoff input type is pydantic\'s schema of the exported class, with the schema description as its docstring (handoffs/__init__.py:304,350)', async () => {
    const { model } = await drive(graph(), 'x', [[assistantMessage('ok')]]);
    expect(model.calls[0].request.handoffs.map((h) => JSON.stringify(h.inputJsonSchema))).toEqual([TO_BILLING, TO_LISTER]);
    const source = exportAgentsPy(graph());
    expect(source).toContain('class TriageToBillingInput(BaseModel):\n    """Why billing."""');
  });

  it('item 6: an empty tool description is sent empty, and the export writes no docstring for it (function_schema.py:220, tool.py:2675)', async () => {
    const { model } = await drive(graph(), 'x', [[assistantMessage('ok')]]);
    expect(model.calls[0].request.tools.map((t) => (t.type === 'function' ? t.description : ''))).toEqual(['Find orders.', '']);
    expect(exportAgentsPy(graph())).toMatch(/async def ping\(\) -> Any:\n {4}# TODO/);
  });

  it('the JS profile keeps the graph schema (no titles) and the name "output"', async () => {
    const { model } = await drive(testGraph({ ...graph('agents-sdk-js'), startAgent: 'billing' }), 'x', [[assistantMessage('{"refund": true, "note": null}')]]);
    expect(model.calls[0].request.outputSchemaName).toBe('output');
    expect(JSON.stringify(model.calls[0].request.outputSchema)).not.toContain('title');
  });
});

describe('Agents SDK Python: empty arguments (#22 item 7)', () => {
  it('"" is {} (tool.py:1833) and then validated by the model: a tool without parameters runs, one with required parameters is refused', async () => {
    const { model } = await drive(graph(), 'x', [[functionCall('ping', '', 'c1'), functionCall('find_orders', '', 'c2')], [assistantMessage('done')]]);
    expect(outputs(model.calls[1].request.input)).toEqual(['pong', 'An error occurred while running the tool. Please try again. Error: Invalid JSON input for tool find_orders']);
  });
});
