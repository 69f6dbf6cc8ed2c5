/**
 * `run --otlp-endpoint / --otlp-json`: the conversation's trace in the OpenTelemetry GenAI
 * conventions, sent to a collector and/or written as OTLP/JSON (docs/OBSERVABILITY.md). Header
 * values are secrets: they go to the exporter only, never to stdout, stderr or a file.
 */
import { writeFileSync } from 'node:fs';
import type { OtelChoice, ProviderName } from './args.ts';
import type { ConversationResult } from '../engine/evals/conversation.ts';
import type { CliIo } from './contract.ts';
import { withoutSecret } from './report.ts';

/** Exports the trace as asked; false when a send or write failed (reported on stderr). */
export async function exportRunTrace(choice: OtelChoice, result: ConversationResult, provider: ProviderName, io: CliIo): Promise<boolean> {
  if (choice.otlpEndpoint === null && choice.otlpJson === null) return true;
  // loaded only when asked for: the OpenTelemetry packages stay out of every other command
  const otel = await import('../export/otel/index.ts');
  // the key never leaves in a trace, even when the conversation holds it (a server echoed it)
  const events = withoutSecret(result.turns.flat(), io.env.OPENAI_API_KEY);
  const options = { providerName: provider === 'simulator' ? 'switchboard.simulator' : 'openai', content: choice.otlpContent };
  let ok = true;
  if (choice.otlpJson !== null) {
    try {
      writeFileSync(choice.otlpJson, `${otel.otlpJsonOfRun(events, options)}\n`);
      io.stderr(`wrote ${choice.otlpJson}\n`);
    } catch (error) {
      io.stderr(`switchboard: cannot write ${choice.otlpJson}: ${error instanceof Error ? error.message : String(error)}\n`);
      ok = false;
    }
  }
  if (choice.otlpEndpoint !== null) {
    try {
      const headers = otel.parseHeaders(choice.otlpHeaders);
      await otel.sendRunToCollector(events, { endpoint: choice.otlpEndpoint, headers }, options);
      io.stderr(`sent the trace to ${choice.otlpEndpoint}\n`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      io.stderr(`switchboard: the trace was not sent: ${withoutHeaderValues(message, choice.otlpHeaders)}\n`);
      ok = false;
    }
  }
  return ok;
}

/** Defence in depth: a header value that found its way into an error message is cut out. */
function withoutHeaderValues(text: string, lines: readonly string[]): string {
  let out = text;
  for (const line of lines) {
    const at = line.search(/[:=]/);
    for (const secret of [line.trim(), at > 0 ? line.slice(at + 1).trim() : '']) if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out;
}
