/**
 * The presenter's strip above the conversation in presentation mode: what is shown (a recording
 * or a live run), step n of m, a clock that moves (eased between steps, ticking during a live
 * run), the presenter's note for this step, back / next and exit.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { isVisibleStep, stepReplay, stepReplayBack, useRunSession } from '../../store/runSession.ts';
import { Button } from '../../ui/index.ts';
import { clockValue, formatClock } from './movingClock.ts';
import { presenterNote, setPresenterNote } from './presenterNotes.ts';
import { exitPresentation, usePresentationNoteEditor } from './usePresentation.ts';

/** Recording time at the cursor, or the live run's time since it started. */
function useTargetTime(): { ms: number; ticking: boolean } {
  const replay = useRunSession((s) => s.replay);
  const running = useRunSession((s) => s.phase === 'running');
  const startedAt = useRunSession((s) => s.runStarts.at(-1)?.startedAt ?? null);
  const lastT = useRunSession((s) => s.events.at(-1)?.t ?? 0);
  if (replay) return { ms: replay.cursor > 0 ? replay.at[replay.cursor - 1] : 0, ticking: false };
  if (running && startedAt !== null) return { ms: Date.now() - startedAt, ticking: true };
  return { ms: lastT, ticking: false };
}

function useMovingClock(): number {
  const target = useTargetTime();
  const startedAt = useRunSession((s) => s.runStarts.at(-1)?.startedAt ?? null);
  const [shown, setShown] = useState(target.ms);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    let frame = 0;
    if (target.ticking && startedAt !== null) {
      const tick = () => {
        setShown(Date.now() - startedAt);
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
      return () => cancelAnimationFrame(frame);
    }
    const from = shownRef.current;
    const began = performance.now();
    const step = () => {
      const value = clockValue(from, target.ms, performance.now() - began);
      setShown(value);
      if (value !== target.ms) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target.ms, target.ticking, startedAt]);
  return shown;
}

export function PresentationBar() {
  const replay = useRunSession((s) => s.replay);
  const running = useRunSession((s) => s.phase === 'running');
  const clock = useMovingClock();
  const steps = useMemo(() => (replay ? replay.events.flatMap((e, i) => (isVisibleStep(e) ? [i] : [])) : []), [replay?.events]);
  const cursor = replay?.cursor ?? 0;
  const step = steps.filter((i) => i < cursor).length;
  const [editing, setEditing] = usePresentationNoteEditor();
  const noteKey = replay?.sourceId ?? null;
  const [note, setNote] = useState('');
  useEffect(() => setNote(noteKey ? presenterNote(noteKey, cursor) : ''), [noteKey, cursor]);

  const saveNote = (text: string) => {
    if (noteKey) setPresenterNote(noteKey, cursor, text);
    setNote(text.trim());
    setEditing(false);
  };

  return (
    <div className="sb-present" data-testid="presentation" data-mode={replay ? 'recording' : 'live'}>
      <div className="sb-present__row">
        <span className="sb-present__title" title={replay?.title}>
          {replay ? replay.title : running ? 'Live run' : 'Live'}
        </span>
        {replay && (
          <span className="sb-present__step" data-testid="present-step">
            Step {step} / {steps.length}
          </span>
        )}
        <span className="sb-present__clock" data-testid="present-clock" aria-label="Time in the conversation">
          {formatClock(clock)}
        </span>
        <span className="sb-present__spacer" />
        {replay && (
          <>
            <Button size="sm" variant="ghost" onClick={() => stepReplayBack()} disabled={cursor === 0} title="Back (←)" data-testid="present-back">
              ← Back
            </Button>
            <Button size="sm" variant="primary" onClick={() => stepReplay()} disabled={cursor >= replay.events.length} title="Next (→ or Space)" data-testid="present-next">
              Next →
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(!editing)} title="Presenter note for this step (N)" data-testid="present-note-edit">
              Note
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" onClick={exitPresentation} title="Leave presentation (Esc)" data-testid="exit-presentation">
          Exit
        </Button>
      </div>
      {editing && noteKey ? (
        <form
          className="sb-present__note-form"
          onSubmit={(e) => {
            e.preventDefault();
            saveNote(String(new FormData(e.currentTarget).get('note') ?? ''));
          }}
        >
          <input
            name="note"
            className="sb-input sb-present__note-input"
            defaultValue={note}
            placeholder="A note for this step (only you see it; Enter saves, Esc cancels)"
            aria-label="Presenter note"
            data-testid="present-note-input"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the presenter asked to write now
            autoFocus
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                setEditing(false);
              }
            }}
          />
        </form>
      ) : (
        note && (
          <p className="sb-present__note" data-testid="present-note">
            {note}
          </p>
        )
      )}
    </div>
  );
}
