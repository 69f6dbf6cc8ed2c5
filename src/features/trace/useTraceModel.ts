/** The session's trace, folded incrementally (rebuilt when the session replaces its events). */
import { useMemo, useRef } from 'react';
import { useRunSession } from '../../store/runSession.ts';
import { applyTraceEvent, createTraceModel, type TraceModel } from './traceModel.ts';

export function useTraceModel(): { model: TraceModel; version: number } {
  const events = useRunSession((s) => s.events);
  const generation = useRunSession((s) => s.generation);
  const state = useRef<{ generation: number; count: number; model: TraceModel }>({ generation: -1, count: 0, model: createTraceModel() });
  return useMemo(() => {
    const s = state.current;
    if (s.generation !== generation || events.length < s.count) {
      s.model = createTraceModel();
      s.count = 0;
      s.generation = generation;
    }
    for (let i = s.count; i < events.length; i++) applyTraceEvent(s.model, events[i]);
    s.count = events.length;
    return { model: s.model, version: s.model.version };
  }, [events, generation]);
}
