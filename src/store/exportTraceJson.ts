/**
 * The conversation's trace as a file. Its own module so the exporter (and the rebuilding of each
 * request's input from its deltas) loads with the timeline that offers it, not on first paint.
 */
import { exportTrace } from '../engine/kernel/traceExport.ts';
import { scrubSecrets, useRunSession } from './runSession.ts';

/** The conversation's trace as the SDK's JSON (`{ trace, spans }`), with the API key cut out. */
export function exportTraceJson(): string {
  return scrubSecrets(JSON.stringify(exportTrace(useRunSession.getState().events), null, 2));
}
