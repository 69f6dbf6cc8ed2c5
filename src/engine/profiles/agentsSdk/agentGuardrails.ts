/**
 * Agent input and output guardrails (docs/SEMANTICS.md §2.6). Guardrail code gets the input (the user's
 * text for a plain text turn, else the input items) or the final output, and returns
 * `{ tripwire: boolean, info?: unknown }`. A tripwire ends the run with the profile's error.
 */
import type { Agent, Guardrail } from '../../../graph/schema.ts';
import type { JsonValue } from '../../json.ts';
import { guardrailCodeToRun, RunError, type Span } from '../../kernel/index.ts';
import type { SdkRun } from './sdkRun.ts';

export interface GuardrailVerdict {
  guardrail: Guardrail;
  tripwire: boolean;
  info: JsonValue;
}

export function agentGuardrails(run: SdkRun, ids: string[], kind: 'input' | 'output'): Guardrail[] {
  return ids.map((id) => run.guardrails.get(id)).filter((g): g is Guardrail => g !== undefined && g.kind === kind);
}

/** Runs one guardrail in its own span; throws on a tripwire (after marking the spans). */
export async function runAgentGuardrail(run: SdkRun, guardrail: Guardrail, agent: Agent, input: JsonValue, agentSpan: Span, parent: Span): Promise<void> {
  const { k, strings } = run;
  const kind = guardrail.kind === 'output' ? 'output' : 'input';
  const span = k.span({ type: 'guardrail', name: guardrail.name, triggered: false }, parent);
  // a Python body runs as guardrail.py:111-131 / 165-185 call it: fn(ctx, agent, input_or_output)
  const { code, python } = guardrailCodeToRun(run.graph, guardrail, agent.id);
  const result = await k.runCode({ kind: 'guardrail', code, ...(python ? { python } : {}), input, label: `guardrail "${guardrail.name}"`, spanId: span.id });
  if (!result.ok) {
    span.setError({ message: 'Error running guardrail', data: { error: result.error.message } });
    span.end();
    throw new RunError(result.error.name || 'Error', result.error.message);
  }
  const v = (typeof result.value === 'object' && result.value !== null && !Array.isArray(result.value) ? result.value : {}) as Record<string, JsonValue>;
  const tripwire = v.tripwire === true;
  const info: JsonValue = v.info === undefined ? null : v.info;
  span.update({ triggered: tripwire });
  k.emit({ type: 'guardrail', guardrailId: guardrail.id, name: guardrail.name, kind, agentId: agent.id, triggered: tripwire, info }, span.id);
  span.end();
  if (tripwire) {
    agentSpan.setError({ message: 'Guardrail tripwire triggered', data: { guardrail: guardrail.name } });
    const message = kind === 'input' ? strings.inputGuardrailTripwire(guardrail.name, info) : strings.outputGuardrailTripwire(guardrail.name, info);
    throw new RunError(kind === 'input' ? strings.errors.inputGuardrail : strings.errors.outputGuardrail, message);
  }
}
