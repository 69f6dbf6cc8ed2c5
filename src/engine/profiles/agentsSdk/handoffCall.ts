/**
 * Taking a handoff the model asked for (docs/SEMANTICS.md §1.5, §1.7, §1.8): first call wins; the extra
 * calls are dropped (JS) or answered with the ignored text (Python), and the handoff span records
 * "Multiple handoffs requested". The input is parsed (and, for Python, strictly validated), the
 * on-handoff code runs, the transfer message is appended, then the input filter applies.
 */
import { functionCallResult, type FunctionCallItem } from '../../../models/items.ts';
import type { Agent } from '../../../graph/schema.ts';
import type { JsonValue } from '../../json.ts';
import { RunError, type Span } from '../../kernel/index.ts';
import type { HandoffEntry } from './agentView.ts';
import type { SpanData } from '../../events.ts';
import { applyInputFilter, type HandoffInputData } from './inputFilter.ts';
import type { SdkRun } from './sdkRun.ts';
import { onHandoffCodeToRun } from '../../kernel/index.ts';

export interface RequestedHandoff {
  entry: HandoffEntry;
  call: FunctionCallItem;
}

/** The conversation at the handoff; newItems: this turn's items so far (model output, tool outputs). */
export type HandoffTurn = HandoffInputData;

export async function runHandoff(run: SdkRun, from: Agent, requested: RequestedHandoff[], turn: HandoffTurn, parent: Span): Promise<{ target: Agent; data: HandoffInputData }> {
  const { k, strings } = run;
  const [winner, ...extras] = requested;
  const { entry, call } = winner;
  const target = entry.target;
  // Both SDKs start the span without to_agent and set it only once the handoff is invoked, so a
  // failed handoff exports no to_agent key at all.
  const span = k.span({ type: 'handoff', from_agent: from.name } as SpanData, parent);
  const newItems = [...turn.newItems];

  if (extras.length > 0) {
    span.setError(strings.multipleHandoffsSpanError(requested.map((r) => r.entry.target.name)));
    for (const extra of extras) {
      k.emit({ type: 'handoff_ignored', fromAgentId: from.id, toAgentId: extra.entry.target.id, handoffId: extra.entry.handoff.id, reason: 'Multiple handoffs detected, ignoring this one.' }, span.id);
      if (strings.ignoredHandoffOutput !== null) {
        const item = functionCallResult(extra.call, strings.ignoredHandoffOutput);
        newItems.push(item);
        k.emit({ type: 'item', agentId: from.id, item }, span.id);
      }
    }
  }

  await k.pause({ before: 'handoff', agentId: from.id, detail: `${from.name} -> ${target.name}` }, span.id);
  k.emit(
    { type: 'handoff_requested', fromAgentId: from.id, toAgentId: target.id, handoffId: entry.handoff.id, callId: call.callId, toolName: call.name, arguments: call.arguments },
    span.id,
  );

  const input = parseHandoffInput(run, entry, call.arguments, span);
  const onHandoff = onHandoffCodeToRun(k.graph, entry.handoff);
  if (onHandoff) {
    const result = await k.runCode({ kind: 'on_handoff', ...onHandoff, input, label: `on-handoff code of "${entry.handoff.id}"`, spanId: span.id });
    if (!result.ok) {
      span.setError({ message: 'Error running on_handoff', data: { error: result.error.message } });
      throw new RunError(result.error.name || 'Error', result.error.message);
    }
  }
  span.update({ to_agent: target.name });
  const output = functionCallResult(call, strings.transferMessage(target.name));
  newItems.push(output);
  k.emit({ type: 'item', agentId: from.id, item: output }, span.id);
  k.emit({ type: 'handoff_taken', fromAgentId: from.id, toAgentId: target.id, handoffId: entry.handoff.id, via: 'llm', input }, span.id);

  const data = await applyInputFilter(run, entry.handoff.inputFilter, { inputHistory: turn.inputHistory, preHandoffItems: turn.preHandoffItems, newItems }, entry.handoff.id, span.id);
  span.end();
  return { target, data };
}

function parseHandoffInput(run: SdkRun, entry: HandoffEntry, args: string, span: Span): JsonValue {
  const { strings } = run;
  const schema = entry.handoff.inputSchema;
  if (!schema) return null;
  const fail = (message: string, spanError: Parameters<Span['setError']>[0]): never => {
    span.setError(spanError);
    throw new RunError(strings.errors.modelBehavior, message);
  };
  if (!args && strings.handoffEmptyInput) fail(strings.handoffEmptyInput.message, strings.handoffEmptyInput.spanError(args));
  let parsed: JsonValue = null;
  try {
    parsed = JSON.parse(args) as JsonValue;
  } catch {
    fail(strings.handoffInvalidJson.message, strings.handoffInvalidJson.spanError);
  }
  if (strings.validateHandoffInput && run.validator.check(entry.validation, parsed) !== null) {
    fail(strings.handoffInvalidJson.message, strings.handoffInvalidJson.spanError);
  }
  return entry.normalize(parsed);
}
