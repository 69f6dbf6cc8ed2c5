/** Trace import: a trace file -> matched to the graph -> a recording (docs/OBSERVABILITY.md). */
export { readTrace, TRACE_LIMITS, type TraceRead } from './readTrace.ts';
export { EMPTY_MAPPING, matchTrace, needsMapping, traceAgentNames, traceToolNames, type NameMatch, type TraceMapping, type TraceMatch } from './matchTrace.ts';
export { traceToRecording, type TraceRecordingFile } from './traceToRecording.ts';
export type { ImportedTrace, TraceFormat, TraceSpan } from './traceModel.ts';
