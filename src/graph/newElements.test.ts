import { describe, expect, it } from 'vitest';
import { AgentSchema, AgentToolSchema, FunctionToolSchema, GraphSchema, GuardrailSchema, HandoffSchema, HostedToolSchema, McpToolSchema } from './schema.ts';
import { newAgent, newAgentTool, newFunctionTool, newGraph, newGuardrail, newHandoff, newHostedTool, newMcpTool } from './newElements.ts';

// The builders stand in for the schema's parse on first paint: they must give exactly what it gives.
describe('new elements without zod', () => {
  it('an agent: the schema defaults, fields the caller sets (undefined = unset), extension fields kept', () => {
    for (const init of [
      { id: 'a', name: 'A' },
      { id: 'a', name: 'A', position: { x: 10, y: 20 }, instructions: 'Be brief.', model: undefined },
      { id: 'a', name: 'A', tools: ['t'], color: '#aabbcc', nestedChats: [{ agent: 'b', message: null, summaryMethod: 'last_msg' as const, summaryPrompt: null, maxTurns: 1 }], 'x-note': 1 },
    ]) {
      expect(newAgent(init)).toStrictEqual(AgentSchema.parse(init));
    }
  });

  it('a handoff, with and without a trigger', () => {
    expect(newHandoff('h', 'a', 'b')).toStrictEqual(HandoffSchema.parse({ id: 'h', from: 'a', to: 'b' }));
    const trigger = { type: 'context' as const, when: 'context.x' };
    expect(newHandoff('h', 'a', 'b', trigger)).toStrictEqual(HandoffSchema.parse({ id: 'h', from: 'a', to: 'b', trigger }));
  });

  it('a calls-as-tool edge', () => {
    expect(newAgentTool('c', 'a', 'b')).toStrictEqual(AgentToolSchema.parse({ id: 'c', from: 'a', to: 'b' }));
  });

  it('function, hosted and MCP tools', () => {
    const fn = { id: 'f', name: 'f', description: 'd', code: 'export default () => 1' };
    expect(newFunctionTool(fn)).toStrictEqual(FunctionToolSchema.parse({ ...fn, type: 'function' }));
    expect(newFunctionTool({ id: 'f', name: 'f' })).toStrictEqual(FunctionToolSchema.parse({ id: 'f', name: 'f', type: 'function' }));
    for (const hosted of ['file_search', 'web_search', 'code_interpreter'] as const) {
      expect(newHostedTool('h', hosted)).toStrictEqual(HostedToolSchema.parse({ id: 'h', type: 'hosted', hosted }));
    }
    expect(newMcpTool('m', 'srv', 'http://localhost:8000/mcp')).toStrictEqual(McpToolSchema.parse({ id: 'm', type: 'mcp', serverLabel: 'srv', serverUrl: 'http://localhost:8000/mcp' }));
  });

  it('guardrails of every kind', () => {
    for (const kind of ['input', 'output', 'tool_input', 'tool_output'] as const) {
      const init = { id: 'g', name: 'G', kind, code: 'export default () => ({ tripwire: false })' };
      expect(newGuardrail(init)).toStrictEqual(GuardrailSchema.parse(init));
    }
    expect(newGuardrail({ id: 'g', name: 'G', kind: 'input', runInParallel: false })).toStrictEqual(GuardrailSchema.parse({ id: 'g', name: 'G', kind: 'input', runInParallel: false }));
  });

  it('the empty graph', () => {
    expect(newGraph('Untitled graph', 'untitled')).toStrictEqual(GraphSchema.parse({ format: 'switchboard.graph', version: 1, id: 'untitled', name: 'Untitled graph' }));
  });

  it('fresh objects each time (a new element never shares a default with another)', () => {
    const [a, b] = [newAgent({ id: 'a', name: 'A' }), newAgent({ id: 'b', name: 'B' })];
    expect(a.tools).not.toBe(b.tools);
    expect(a.position).not.toBe(b.position);
  });
});
