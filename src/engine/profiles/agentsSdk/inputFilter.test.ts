import { describe, expect, it } from 'vitest';
import { assistantMessage, functionCall, functionCallResult, userMessage } from '../../../models/items.ts';
import { keepLast, removeAllTools } from './inputFilter.ts';
import { JS_SDK_STRINGS } from './strings.js.ts';
import { PYTHON_SDK_STRINGS } from './strings.python.ts';
import type { ProtocolItem } from '../../../models/items.ts';

const call = functionCall('t', {}, 'c1');
const data = {
  inputHistory: [userMessage('a'), call, functionCallResult(call, 'x')],
  preHandoffItems: [assistantMessage('b')],
  newItems: [functionCall('transfer_to_B', {}, 'h1'), functionCallResult({ callId: 'h1', name: 'transfer_to_B' }, '{}')],
};

describe('handoff input filters', () => {
  it('remove_all_tools keeps only messages', () => {
    expect(removeAllTools(data, JS_SDK_STRINGS.removeAllToolsTypes)).toEqual({ inputHistory: [userMessage('a')], preHandoffItems: [assistantMessage('b')], newItems: [] });
  });

  it('remove_all_tools also drops the hosted calls a run made before the handoff (file search, MCP), in both SDKs', () => {
    const search: ProtocolItem = { type: 'hosted_tool_call', name: 'file_search_call', id: 'fs1', status: 'completed', providerData: { queries: ['refunds'] } };
    const mcp: ProtocolItem = { type: 'hosted_tool_call', name: 'mcp_list_tools', id: 'ml1', status: 'completed', providerData: { server_label: 'docs', tools: [] } };
    const withHosted = { inputHistory: [userMessage('a'), search], preHandoffItems: [mcp, assistantMessage('b')], newItems: [search, ...data.newItems] };
    for (const strings of [JS_SDK_STRINGS, PYTHON_SDK_STRINGS]) {
      expect(removeAllTools(withHosted, strings.removeAllToolsTypes)).toEqual({ inputHistory: [userMessage('a')], preHandoffItems: [assistantMessage('b')], newItems: [] });
    }
  });

  it('keep_last trims from the oldest item across the three parts', () => {
    const kept = keepLast(data, 3);
    expect(kept.inputHistory).toEqual([]);
    expect(kept.preHandoffItems).toEqual([assistantMessage('b')]);
    expect(kept.newItems).toEqual(data.newItems);
    expect(keepLast(data, 10)).toEqual(data);
  });
});
