/**
 * Forking a recording at a model turn ("what if Triage had chosen Sales?"). The recording's
 * conversation is run again through the real engine: the user messages up to the fork are resent,
 * the model calls before the fork are answered with the recorded responses (and recorded approval
 * decisions are given again), and from the chosen turn on another model answers.
 */
import type { RunEvent, RunEventOf } from '../../engine/events.ts';
import type { ModelResponse } from '../../models/model.ts';
import { messageText } from '../../models/items.ts';

export interface ModelTurn {
  /** index of its model_response event in the recording */
  index: number;
  /** 0-based count of model turns in the recording */
  turn: number;
  /** which run (user message) of the conversation */
  run: number;
  agentId: string;
  /** what the model did, in a few words: "transfer_to_sales_agent()", "“Hello…”" */
  summary: string;
}

export interface ForkPlan {
  /** one per run to send, in order; the last is the run in which the fork happens */
  userMessages: string[];
  /** responses to replay, in call order, before the live model takes over */
  recorded: ModelResponse[];
  /** approval decisions given before the fork, in order */
  approvals: Array<{ approved: boolean; message?: string }>;
}

/** Every model turn of a recording, in order. */
export function modelTurns(events: readonly RunEvent[]): ModelTurn[] {
  const turns: ModelTurn[] = [];
  let run = -1;
  events.forEach((event, index) => {
    if (event.type === 'run_start') run++;
    if (event.type !== 'model_response') return;
    turns.push({ index, turn: turns.length, run: Math.max(0, run), agentId: event.agentId, summary: summarise(event) });
  });
  return turns;
}

function summarise(event: RunEventOf<'model_response'>): string {
  const call = event.output.find((o) => o.type === 'function_call');
  if (call) return `${call.name}(${call.arguments === '{}' ? '' : shorten(call.arguments, 40)})`;
  const message = event.output.find((o) => o.type === 'message' && o.role === 'assistant');
  return message && message.type === 'message' && message.role === 'assistant' ? `“${shorten(messageText(message), 60)}”` : '(nothing)';
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** What to resend and replay to continue from just before `turn` (its index in modelTurns). */
export function forkPlan(events: readonly RunEvent[], turn: number): ForkPlan {
  const turns = modelTurns(events);
  const at = turns[turn];
  if (!at) throw new Error(`The recording has no model turn ${turn + 1} (it has ${turns.length}).`);
  const userMessages: string[] = [];
  const recorded: ModelResponse[] = [];
  const approvals: ForkPlan['approvals'] = [];
  for (let i = 0; i < at.index; i++) {
    const event = events[i];
    if (event.type === 'run_start') {
      const text = event.input.flatMap((item) => (item.type === 'message' && item.role === 'user' ? [item.content] : [])).join('\n');
      userMessages.push(text);
    } else if (event.type === 'model_response') {
      const response: ModelResponse = { output: event.output.filter((o) => o.type === 'message' || o.type === 'function_call') as ModelResponse['output'], usage: event.usage };
      if (event.providerData) response.providerData = event.providerData;
      recorded.push(response);
    } else if (event.type === 'approval_resolved') {
      approvals.push(event.message ? { approved: event.approved, message: event.message } : { approved: event.approved });
    }
  }
  return { userMessages, recorded, approvals };
}
