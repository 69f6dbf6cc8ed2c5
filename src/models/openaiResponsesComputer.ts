/**
 * The computer tool on the OpenAI Responses API (docs/COMPUTER.md §2), converted as
 * @openai/agents-openai 0.20.0 does:
 *
 * - the tool: GA `{ type: 'computer' }`, or for a `computer-use-preview*` model the preview tool
 *   with environment and display size (openaiResponsesModel.mjs:157-159 isPreviewComputerModel,
 *   :622-642 convertTool);
 * - output `computer_call` → a computer_call item with the action (or the GA batch) and its
 *   `pending_safety_checks` (openaiResponsesConverter.mjs:1300-1316);
 * - input: the call goes back with its id and actions, non-empty pending checks only
 *   (converter :865-899); the result as `computer_call_output` with the screenshot as
 *   `{ type: 'computer_screenshot', image_url }` and the acknowledged checks (:901-915, :1148-1153).
 */
import type { ResponseComputerToolCall, ResponseInputItem, Tool } from 'openai/resources/responses/responses';
import type { ComputerAction, ComputerCallItem, ComputerCallResultItem, SafetyCheck } from './items.ts';
import type { ComputerToolDefinition } from './model.ts';

export function computerTool(tool: ComputerToolDefinition, model: string): Tool {
  if (!model.startsWith('computer-use-preview')) return { type: 'computer' };
  return { type: 'computer_use_preview', environment: tool.environment, display_width: tool.dimensions[0], display_height: tool.dimensions[1] };
}

export function computerCallOutput(item: ResponseComputerToolCall): ComputerCallItem {
  const raw = item as ResponseComputerToolCall & { actions?: unknown[] };
  const call: ComputerCallItem = { type: 'computer_call', callId: item.call_id, status: item.status ?? 'completed' };
  if (item.id) call.id = item.id;
  const actions = Array.isArray(raw.actions) && raw.actions.length > 0 ? (raw.actions as ComputerAction[]) : undefined;
  if (raw.action) call.action = raw.action as ComputerAction;
  else if (actions) call.action = actions[0];
  if (actions) call.actions = actions;
  const checks = safetyChecks(item.pending_safety_checks);
  if (checks.length > 0) call.pendingSafetyChecks = checks;
  return call;
}

export function computerCallInput(item: ComputerCallItem): ResponseInputItem {
  const entry: Record<string, unknown> = { type: 'computer_call', call_id: item.callId, id: item.id, status: item.status };
  if (item.pendingSafetyChecks && item.pendingSafetyChecks.length > 0) entry.pending_safety_checks = item.pendingSafetyChecks;
  if (item.actions && item.actions.length > 0) {
    entry.action = item.action ?? item.actions[0];
    entry.actions = item.actions;
  } else if (item.action) entry.action = item.action;
  return entry as unknown as ResponseInputItem;
}

export function computerResultInput(item: ComputerCallResultItem): ResponseInputItem {
  const entry: ResponseInputItem.ComputerCallOutput = { type: 'computer_call_output', call_id: item.callId, output: { type: 'computer_screenshot', image_url: item.output.data } };
  if (item.acknowledgedSafetyChecks && item.acknowledgedSafetyChecks.length > 0) {
    entry.acknowledged_safety_checks = item.acknowledgedSafetyChecks.map((c) => ({ id: c.id, code: c.code, message: c.message ?? null }));
  }
  return entry;
}

/** Checks with an id and a code (agents-core normalizeSafetyChecks, toolExecution.mjs:1997-2021). */
function safetyChecks(value: unknown): SafetyCheck[] {
  if (!Array.isArray(value)) return [];
  const out: SafetyCheck[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, code, message } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !id || typeof code !== 'string' || !code) continue;
    out.push(typeof message === 'string' && message ? { id, code, message } : { id, code });
  }
  return out;
}
