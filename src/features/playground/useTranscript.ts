/** The transcript of the session's events, folded incrementally (refolded when events are replaced). */
import { useMemo, useRef } from 'react';
import { useRunSession } from '../../store/runSession.ts';
import { emptyTranscript, foldTranscript, type Transcript } from './transcript.ts';

export function useTranscript(): Transcript {
  const events = useRunSession((s) => s.events);
  const generation = useRunSession((s) => s.generation);
  const memo = useRef<{ generation: number; count: number; transcript: Transcript }>({ generation: -1, count: 0, transcript: emptyTranscript() });
  return useMemo(() => {
    let { transcript, count } = memo.current;
    if (memo.current.generation !== generation || events.length < count) {
      transcript = emptyTranscript();
      count = 0;
    }
    for (let i = count; i < events.length; i++) transcript = foldTranscript(transcript, events[i]);
    memo.current = { generation, count: events.length, transcript };
    return transcript;
  }, [events, generation]);
}
