/**
 * What the Trace menu does: export the conversation's trace (the SDK's JSON or OTLP/JSON in the
 * OpenTelemetry GenAI conventions), send it to the configured collector, and import a trace as a
 * recording. The OpenTelemetry packages and the trace importer load on first use, not with the
 * timeline; this module itself loads when the menu is first used (docs/OBSERVABILITY.md).
 */
import type { RunEvent } from '../../engine/events.ts';
import type { TraceMapping } from '../../import/trace/index.ts';
import { scrubSecrets, useRunSession } from '../../store/runSession.ts';
import { exportTraceJson } from '../../store/exportTraceJson.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { downloadFile } from '../../ui/downloadFile.ts';
import { toast } from '../../ui/toast.ts';
import { readRecordingFile } from '../playground/readRecordingFile.ts';
import { openRecording } from '../playground/openRecording.ts';
import { currentProjectId, saveImported } from '../playground/recordingsStore.ts';
import { allowedCollectorOrigin, collectorOrigin, headerSecrets, useCollectorSettings, withoutSecrets, type CollectorSettings } from './collectorSettings.ts';
import { usePendingTraceImport } from './traceImportStore.ts';

function stamp(): string {
  return new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
}

/** Anything leaving the app: the API key and the collector's header values cut out. */
function clean(text: string): string {
  return withoutSecrets(scrubSecrets(text), headerSecrets(useCollectorSettings.getState().headers));
}

export function downloadSdkTrace(): void {
  downloadFile(`trace-${stamp()}.json`, clean(exportTraceJson()));
}

export async function downloadOtlpTrace(): Promise<void> {
  const { otlpJsonOfRun } = await import('../../export/otel/index.ts');
  const text = otlpJsonOfRun(useRunSession.getState().events, { content: useCollectorSettings.getState().content });
  downloadFile(`trace-${stamp()}.otlp.json`, clean(text), 'application/json');
}

/** Why the collector cannot be used now, or null when it can. */
export function collectorProblem(s: CollectorSettings): string | null {
  if (!s.enabled) return 'Sending to a collector is off (Trace → Collector settings).';
  const origin = collectorOrigin(s.endpoint);
  if (!origin) return 'The collector endpoint is not an http(s) URL.';
  const allowed = allowedCollectorOrigin();
  if (allowed !== undefined && allowed !== origin) return `Reload the page to allow connections to ${origin} (the page's security policy is fixed when it loads).`;
  return null;
}

export async function sendTrace(events: readonly RunEvent[], quiet = false): Promise<boolean> {
  const settings = useCollectorSettings.getState();
  const problem = collectorProblem(settings);
  if (problem) {
    if (!quiet) toast.error(`The trace was not sent. ${problem}`);
    return false;
  }
  if (events.length === 0) return false;
  try {
    const otel = await import('../../export/otel/index.ts');
    const headers = otel.parseHeaders(settings.headers.split('\n'));
    // the key can be in the conversation (a server that echoed it): cut out before it leaves the page
    const clean = JSON.parse(scrubSecrets(JSON.stringify(events))) as RunEvent[];
    await otel.sendRunToCollector(clean, { endpoint: settings.endpoint, headers }, { content: settings.content });
    if (!quiet) toast.success('Trace sent to the collector');
    return true;
  } catch (error) {
    const message = withoutSecrets(error instanceof Error ? error.message : String(error), headerSecrets(settings.headers));
    toast.error(`The trace was not sent: ${message}`);
    return false;
  }
}

/* ------------------------------------------- import ------------------------------------------- */

export async function importTraceFile(file: File): Promise<void> {
  const text = await file.text();
  const importer = await import('../../import/trace/index.ts');
  const read = importer.readTrace(text);
  if (!read.ok) {
    const lines = read.errors.slice(0, 5).map((p) => (p.path ? `${p.path}: ${p.message}` : p.message));
    throw new Error(lines.join('; '));
  }
  const graph = useDocumentStore.getState().graph;
  const match = importer.matchTrace(read.trace, graph);
  usePendingTraceImport.setState({ pending: { fileName: file.name, trace: read.trace, match } });
  // everything has a namesake on the graph: nothing to decide, replay at once
  if (!importer.needsMapping(match)) await finishTraceImport(importer.EMPTY_MAPPING);
}

/** Turns the pending trace into a recording with the mapping chosen, saves it and replays it. */
export async function finishTraceImport(mapping: TraceMapping): Promise<void> {
  const pending = usePendingTraceImport.getState().pending;
  if (!pending) return;
  const importer = await import('../../import/trace/index.ts');
  const graph = useDocumentStore.getState().graph;
  const match = importer.matchTrace(pending.trace, graph, mapping);
  const file = importer.traceToRecording(pending.trace, graph, match, { name: `Trace: ${pending.trace.title}` });
  // through the recording file check like any imported recording: a bad conversion is refused, not replayed
  const recording = readRecordingFile(JSON.stringify(file), currentProjectId(), `rec_trace_${Date.now().toString(36)}`, Date.now());
  await saveImported(recording);
  usePendingTraceImport.setState({ pending: null });
  await openRecording(recording.id, true);
  toast.success(`Imported "${pending.fileName}": replaying it`);
}

export function cancelTraceImport(): void {
  usePendingTraceImport.setState({ pending: null });
}
