/**
 * The computer tool's wire format (docs/COMPUTER.md §2): the tool per model, output items in both
 * shapes (preview `action`, GA `actions`), and the Chat Completions provider refusing the tool.
 */
import { describe, expect, it } from 'vitest';
import type { ResponseComputerToolCall } from 'openai/resources/responses/responses';
import { computerCallInput, computerCallOutput, computerResultInput, computerTool } from './openaiResponsesComputer.ts';
import { toChatParams } from './openaiChat.ts';
import type { ComputerToolDefinition, ModelRequest } from './model.ts';

const tool: ComputerToolDefinition = { type: 'computer', name: 'computer_use_preview', environment: 'linux', dimensions: [1280, 720] };

describe('computer tool on the Responses API', () => {
  it('sends the preview tool only to computer-use-preview models', () => {
    expect(computerTool(tool, 'computer-use-preview-2025-03-11')).toEqual({ type: 'computer_use_preview', environment: 'linux', display_width: 1280, display_height: 720 });
    expect(computerTool(tool, 'gpt-5.4')).toEqual({ type: 'computer' });
  });

  it('keeps a GA batch (first action also as action) and drops malformed safety checks', () => {
    const raw = { type: 'computer_call', id: 'cu_9', call_id: 'c9', status: 'completed', actions: [{ type: 'wait' }, { type: 'screenshot' }], pending_safety_checks: [{ id: 'a', code: 'x' }, { id: '', code: 'y' }, { code: 'z' }] } as unknown as ResponseComputerToolCall;
    const item = computerCallOutput(raw);
    expect(item).toEqual({ type: 'computer_call', callId: 'c9', id: 'cu_9', status: 'completed', action: { type: 'wait' }, actions: [{ type: 'wait' }, { type: 'screenshot' }], pendingSafetyChecks: [{ id: 'a', code: 'x' }] });
    expect(computerCallInput(item)).toEqual({ type: 'computer_call', call_id: 'c9', id: 'cu_9', status: 'completed', pending_safety_checks: [{ id: 'a', code: 'x' }], action: { type: 'wait' }, actions: [{ type: 'wait' }, { type: 'screenshot' }] });
  });

  it('a result without acknowledged checks sends none; with them, each with its message (null when absent)', () => {
    const result = { type: 'computer_call_result' as const, callId: 'c9', status: 'completed' as const, output: { type: 'computer_screenshot' as const, data: 'data:image/png;base64,AA' } };
    expect(computerResultInput(result)).toEqual({ type: 'computer_call_output', call_id: 'c9', output: { type: 'computer_screenshot', image_url: 'data:image/png;base64,AA' } });
    expect(computerResultInput({ ...result, acknowledgedSafetyChecks: [{ id: 'a', code: 'x' }] })).toMatchObject({ acknowledged_safety_checks: [{ id: 'a', code: 'x', message: null }] });
  });

  it('Chat Completions refuses a computer tool with a message that says which provider to use', () => {
    const request: ModelRequest = { model: 'gpt-test', systemInstructions: undefined, input: [], tools: [tool], handoffs: [], modelSettings: {}, outputSchema: null };
    expect(() => toChatParams(request)).toThrow('The computer tool needs the OpenAI Responses API. Choose the provider "OpenAI Responses", or remove the tool from the agent.');
  });
});
