/**
 * Presentation mode: canvas and chat full screen, large type, and the replay advanced one step
 * per → or Space (Esc leaves). The shell's layout is switched by `html[data-presenting]`.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { loadReplay, stepReplay, stepReplayBack, useRunSession } from '../../store/runSession.ts';
import { isEditableTarget, toast } from '../../ui/index.ts';
import { openRecording } from './RecordingsDialog.tsx';
import { useRecordings } from './recordingsStore.ts';

export const usePresenting = create<{ on: boolean }>()(() => ({ on: false }));

export async function enterPresentation(): Promise<void> {
  const s = useRunSession.getState();
  if (!s.replay) {
    if (s.events.length > 0 && s.phase === 'idle') {
      loadReplay('conversation', 'This conversation', s.events);
    } else {
      const latest = useRecordings.getState().list[0];
      if (latest) await openRecording(latest.id, false);
      else if (s.phase !== 'running') {
        toast('Nothing to present yet', 'Send a message first: presentation steps through a recorded conversation.');
        return;
      }
    }
  }
  usePresenting.setState({ on: true });
  document.documentElement.requestFullscreen?.().catch(() => undefined);
}

export function exitPresentation(): void {
  usePresenting.setState({ on: false });
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

export function usePresentationKeys(): boolean {
  const on = usePresenting((s) => s.on);
  useEffect(() => {
    const root = document.documentElement;
    if (on) root.dataset.presenting = 'true';
    else delete root.dataset.presenting;
    if (!on) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        exitPresentation();
        return;
      }
      if (isEditableTarget(e.target)) return;
      if (e.key === 'ArrowRight' || e.key === ' ' || e.key === 'PageDown') {
        e.preventDefault();
        e.stopPropagation();
        stepReplay();
      } else if (e.key === 'ArrowLeft' || e.key === 'PageUp') {
        e.preventDefault();
        e.stopPropagation();
        stepReplayBack();
      }
    };
    // leaving browser full screen (its own Esc) leaves presentation too
    const onFullscreen = () => {
      if (!document.fullscreenElement) exitPresentation();
    };
    window.addEventListener('keydown', onKey, true);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      document.removeEventListener('fullscreenchange', onFullscreen);
      delete root.dataset.presenting;
    };
  }, [on]);
  return on;
}
