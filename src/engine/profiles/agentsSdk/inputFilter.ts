/**
 * Handoff input filters (docs/SEMANTICS.md §1.7): what the next agent sees. The data is the SDKs'
 * HandoffInputData: the run's original input, the items of earlier turns, and this turn's items
 * (model output, tool outputs, ignored-handoff outputs, the transfer message). The filter's result
 * replaces all three for the rest of the run.
 *
 * Code filters always get `inputHistory` as items: the JS SDK passes a plain string when the run
 * input was a string (its filters must handle both); Switchboard's input is always items.
 */
import type { InputFilter } from '../../../graph/schema.ts';
import type { ProtocolItem } from '../../../models/items.ts';
import type { JsonValue } from '../../json.ts';
import { inputFilterCodeToRun, RunError } from '../../kernel/index.ts';
import type { SdkRun } from './sdkRun.ts';

export interface HandoffInputData {
  inputHistory: ProtocolItem[];
  preHandoffItems: ProtocolItem[];
  newItems: ProtocolItem[];
}

/**
 * Run items that are tool or handoff calls/outputs: function calls and results, computer calls and
 * their screenshots, and the hosted calls the provider ran (file search, web search, code
 * interpreter, hosted MCP lists, calls and approvals). JS drops RunToolCallItem/RunToolCallOutputItem/
 * RunToolApprovalItem, whose raw items include every `hosted_tool_call`
 * (extensions/handoffFilters.mjs:38-46); Python drops ToolCallItem, ToolCallOutputItem and the MCP
 * list/approval items (extensions/handoff_filters.py:59-77).
 */
const TOOL_RUN_ITEM_TYPES = new Set(['function_call', 'function_call_result', 'computer_call', 'computer_call_result', 'hosted_tool_call']);

export function removeAllTools(data: HandoffInputData, historyTypes: ReadonlySet<string>): HandoffInputData {
  return {
    inputHistory: data.inputHistory.filter((item) => !historyTypes.has(item.type)),
    preHandoffItems: data.preHandoffItems.filter((item) => !TOOL_RUN_ITEM_TYPES.has(item.type)),
    newItems: data.newItems.filter((item) => !TOOL_RUN_ITEM_TYPES.has(item.type)),
  };
}

/** Keeps the last `count` items of the whole conversation, trimming from the oldest. */
export function keepLast(data: HandoffInputData, count: number): HandoffInputData {
  let drop = Math.max(0, data.inputHistory.length + data.preHandoffItems.length + data.newItems.length - count);
  const trim = (items: ProtocolItem[]) => {
    const n = Math.min(drop, items.length);
    drop -= n;
    return items.slice(n);
  };
  const inputHistory = trim(data.inputHistory);
  const preHandoffItems = trim(data.preHandoffItems);
  return { inputHistory, preHandoffItems, newItems: trim(data.newItems) };
}

export async function applyInputFilter(run: SdkRun, filter: InputFilter, data: HandoffInputData, handoffId: string, spanId: string): Promise<HandoffInputData> {
  switch (filter.type) {
    case 'none':
      return data;
    case 'remove_all_tools':
      return removeAllTools(data, run.strings.removeAllToolsTypes);
    case 'keep_last':
      return keepLast(data, filter.count);
    case 'code': {
      // a Python body gets a HandoffInputData and returns one (turn_resolution.py:664-700)
      const { code, python } = inputFilterCodeToRun(run.graph, filter);
      const result = await run.k.runCode({ kind: 'input_filter', code, ...(python ? { python } : {}), input: data as unknown as JsonValue, label: `input filter of handoff "${handoffId}"`, spanId });
      if (!result.ok) throw new RunError(result.error.name || 'Error', result.error.message);
      const out = result.value as Partial<Record<keyof HandoffInputData, unknown>> | null;
      if (!out || !isItemList(out.inputHistory) || !isItemList(out.preHandoffItems) || !isItemList(out.newItems)) {
        throw new RunError(run.strings.errors.userError, `${run.strings.invalidFilterResult}: ${JSON.stringify(result.value)}`);
      }
      return { inputHistory: out.inputHistory, preHandoffItems: out.preHandoffItems, newItems: out.newItems };
    }
  }
}

function isItemList(value: unknown): value is ProtocolItem[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && typeof (item as { type?: unknown }).type === 'string');
}
