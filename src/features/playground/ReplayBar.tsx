/** Replay controls: play / pause, speed 0.5x–4x, scrub, step, and back to live. */
import { leaveReplay, pauseReplay, playReplay, seekReplay, setReplaySpeed, stepReplay, useRunSession } from '../../store/runSession.ts';
import { useState } from 'react';
import { Button, IconButton } from '../../ui/index.ts';
import { ForkDialog } from './ForkDialog.tsx';
import { usePresenting } from './usePresentation.ts';

export const SPEEDS = [0.5, 1, 2, 4];

export function ReplayBar() {
  const replay = useRunSession((s) => s.replay);
  const presenting = usePresenting((s) => s.on);
  const [forking, setForking] = useState(false);
  if (!replay) return null;
  const total = replay.events.length;
  const atEnd = replay.cursor >= total;
  const ms = replay.cursor > 0 ? replay.at[replay.cursor - 1] : 0;
  const totalMs = replay.at[total - 1] ?? 0;
  return (
    <div className="sb-pg-replay" data-testid="replay-bar" data-playing={replay.playing} data-cursor={replay.cursor} data-total={total}>
      <span className="sb-pg-replay__badge">Replay</span>
      <span className="sb-pg-replay__title" title={replay.title}>{replay.title}</span>
      {replay.playing ? (
        <Button size="sm" onClick={pauseReplay} data-testid="replay-pause">Pause</Button>
      ) : (
        <Button size="sm" variant="primary" icon="play" onClick={playReplay} data-testid="replay-play">{atEnd ? 'Again' : 'Play'}</Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => stepReplay()} disabled={atEnd} data-testid="replay-step" title="Next step (→)">Step</Button>
      <input
        className="sb-pg-replay__scrub"
        type="range"
        min={0}
        max={total}
        value={replay.cursor}
        aria-label="Replay position"
        data-testid="replay-scrub"
        onChange={(e) => {
          pauseReplay();
          seekReplay(Number(e.target.value));
        }}
      />
      <span className="sb-pg-replay__time">{(ms / 1000).toFixed(1)} / {(totalMs / 1000).toFixed(1)} s</span>
      <select className="sb-select sb-pg-replay__speed" value={replay.speed} aria-label="Replay speed" data-testid="replay-speed"
        onChange={(e) => setReplaySpeed(Number(e.target.value))}>
        {SPEEDS.map((s) => <option key={s} value={s}>{s}×</option>)}
      </select>
      {!presenting && (
        <Button size="sm" variant="ghost" onClick={() => setForking(true)} data-testid="replay-fork" title="What if a model turn had gone another way? Continue from any turn">
          Fork…
        </Button>
      )}
      <IconButton icon="close" label="Leave replay" onClick={leaveReplay} data-testid="replay-exit" />
      <ForkDialog open={forking} onClose={() => setForking(false)} />
    </div>
  );
}
