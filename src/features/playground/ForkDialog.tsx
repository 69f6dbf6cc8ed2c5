/**
 * Fork a recording at a model turn ("what if Triage had chosen Sales?"): pick the turn, then
 * continue from there playing the model yourself, or with the model from Model settings.
 */
import { useMemo, useState } from 'react';
import { useRunSession } from '../../store/runSession.ts';
import { Button, Dialog, toast } from '../../ui/index.ts';
import { modelTurns } from './forkPlan.ts';
import { providerLabel, useModelSettings } from './modelSettings.ts';
import { setPlayMode } from './playStore.ts';
import { forkRecording } from './runController.ts';
import { useAgentLook } from './useAgentLook.ts';

export function ForkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const events = useRunSession((s) => s.replay?.events ?? null);
  const turns = useMemo(() => (events ? modelTurns(events) : []), [events]);
  const [picked, setPicked] = useState(0);
  const settings = useModelSettings();

  const fork = (play: boolean) => {
    if (!events) return;
    const recording = events;
    onClose();
    setPlayMode(play);
    forkRecording(recording, Math.min(picked, turns.length - 1)).catch((error: unknown) =>
      toast.error('The fork could not start', error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Fork at a model turn"
      width={620}
      data-testid="fork-dialog"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button onClick={() => fork(false)} disabled={turns.length === 0} data-testid="fork-with-model">
            Continue with {providerLabel(settings)}
          </Button>
          <Button variant="primary" onClick={() => fork(true)} disabled={turns.length === 0} data-testid="fork-play">
            Play from here
          </Button>
        </>
      }
    >
      <p className="sb-fork__intro">
        The conversation runs again up to the turn you pick, exactly as recorded; from that turn on, you play the model or another model answers.
        The fork is a new recording; this one stays as it is.
      </p>
      {turns.length === 0 ? (
        <p className="sb-fork__intro">This recording has no model turns.</p>
      ) : (
        <ol className="sb-fork__list" role="radiogroup" aria-label="Model turns">
          {turns.map((turn) => (
            <TurnRow key={turn.index} n={turn.turn} run={turn.run} agentId={turn.agentId} summary={turn.summary} checked={picked === turn.turn} onPick={() => setPicked(turn.turn)} />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

function TurnRow({ n, run, agentId, summary, checked, onPick }: { n: number; run: number; agentId: string; summary: string; checked: boolean; onPick: () => void }) {
  const look = useAgentLook(agentId);
  return (
    <li className="sb-fork__turn" data-checked={checked || undefined}>
      <label>
        <input type="radio" name="fork-turn" checked={checked} onChange={onPick} data-testid={`fork-turn:${n}`} />
        <span className="sb-fork__n">Turn {n + 1}</span>
        <span className="sb-fork__msg">message {run + 1}</span>
        <span className="sb-fork__agent" style={{ color: look.color }}>● {look.name}</span>
        <code className="sb-fork__what">{summary}</code>
      </label>
    </li>
  );
}
