/** OpenTelemetry export of a run: GenAI semantic-convention spans, OTLP/JSON and OTLP/HTTP sending. */
import type { RunEvent } from '../../engine/events.ts';
import { providerNameFor, toGenAiSpans, type GenAiOptions } from './genAiSpans.ts';
import { sendOtlp, toOtlpJsonText, type OtlpTarget } from './otlp.ts';

export { GENAI_SEMCONV_VERSION, providerNameFor, toGenAiSpans, type GenAiOptions, type GenAiSpan } from './genAiSpans.ts';
export { endpointProblem, parseHeaders, sendOtlp, toOtlpJsonText, toReadableSpans, type OtlpTarget } from './otlp.ts';

type RunOtelOptions = Partial<GenAiOptions> & { serviceName?: string };

/** The run's (or conversation's) trace as OTLP/JSON text in the GenAI conventions. */
export function otlpJsonOfRun(events: readonly RunEvent[], options: RunOtelOptions = {}): string {
  return toOtlpJsonText(toGenAiSpans(events, { providerName: options.providerName ?? providerNameFor(events), content: options.content }), options.serviceName);
}

/** Sends the run's (or conversation's) trace to an OTLP/HTTP collector. */
export function sendRunToCollector(events: readonly RunEvent[], target: OtlpTarget, options: RunOtelOptions = {}): Promise<void> {
  return sendOtlp(toGenAiSpans(events, { providerName: options.providerName ?? providerNameFor(events), content: options.content }), target, options.serviceName);
}
