/** Shown while a run waits at a step or breakpoint: what it is paused before, and Continue. */
import { continueRun, setStepMode, useRunSession } from '../../store/runSession.ts';
import { Button } from '../../ui/index.ts';
import { useAgentLook } from './useAgentLook.ts';

const BEFORE: Record<string, string> = { model_call: 'a model call', tool_call: 'a tool call', handoff: 'a handoff' };

export function PauseBanner() {
  const pause = useRunSession((s) => s.pause);
  const live = useRunSession((s) => s.phase === 'running');
  const look = useAgentLook(pause?.agentId ?? null);
  if (!pause) return null;
  return (
    <div className="sb-pg-pause" role="status" data-testid="pause-banner" data-before={pause.before}>
      <span className="sb-pg-pause__icon" aria-hidden="true">❚❚</span>
      <div className="sb-pg-pause__text">
        <strong>
          {pause.reason === 'breakpoint' ? 'Breakpoint' : 'Paused'} before {BEFORE[pause.before] ?? pause.before}
        </strong>
        <span title={pause.detail}>
          <span className="sb-pg-pause__agent" style={{ color: look.color }}>
            {look.name}
          </span>
          {pause.detail && <span className="sb-pg-pause__detail"> · {pause.detail}</span>}
        </span>
      </div>
      {live && (
        <div className="sb-pg-pause__actions">
          <Button size="sm" variant="ghost" onClick={() => { setStepMode(false); continueRun(); }} data-testid="run-to-end">
            Run to end
          </Button>
          <Button size="sm" variant="primary" onClick={continueRun} data-testid="continue">
            Continue
          </Button>
        </div>
      )}
    </div>
  );
}
