/** A trace waiting for the person to map what did not match (the mapping dialog reads this). */
import { create } from 'zustand';
import type { ImportedTrace, TraceMatch } from '../../import/trace/index.ts';

export interface PendingTraceImport {
  fileName: string;
  trace: ImportedTrace;
  match: TraceMatch;
}

export const usePendingTraceImport = create<{ pending: PendingTraceImport | null }>()(() => ({ pending: null }));
