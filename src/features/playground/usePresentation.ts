/**
 * Presentation mode for a room: only the graph (centred, large, no editing chrome) and the
 * conversation, in large type; a recording opens at its beginning and advances one step per
 * → or Space (← back, Home the beginning, End the last step, N a presenter note, Esc leaves); a
 * live run plays as it happens. The shell's layout is switched by `html[data-presenting]`.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { loadReplay, pauseReplay, seekReplay, stepReplay, stepReplayBack, useRunSession } from '../../store/runSession.ts';
import { isEditableTarget } from '../../ui/index.ts';
import { openRecording } from './openRecording.ts';
import { useRecordings } from './recordingsStore.ts';

export const usePresenting = create<{ on: boolean; noteEditing: boolean }>()(() => ({ on: false, noteEditing: false }));

export function usePresentationNoteEditor(): [boolean, (on: boolean) => void] {
  const editing = usePresenting((s) => s.noteEditing);
  return [editing, (noteEditing: boolean) => usePresenting.setState({ noteEditing })];
}

/**
 * Starts presenting: the recording being replayed, else this conversation (as a recording),
 * else a run in progress (live), else the latest recording, else live with the composer and the
 * suggested first messages, never an empty screen with nothing to do.
 */
export async function enterPresentation(): Promise<void> {
  const s = useRunSession.getState();
  if (!s.replay && s.phase !== 'running') {
    if (s.events.length > 0) {
      loadReplay('conversation', 'This conversation', s.events);
    } else {
      const latest = useRecordings.getState().list[0];
      if (latest) await openRecording(latest.id, false);
    }
  }
  // a talk starts at the beginning (the title card, then step 1), not where the replay stopped (13/13)
  presentFromStart();
  usePresenting.setState({ on: true, noteEditing: false });
  document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** The replay at its beginning (Home): the title card, which names it and how to step on. */
export function presentFromStart(): void {
  if (!useRunSession.getState().replay) return;
  pauseReplay();
  seekReplay(0);
}

/** The replay at its end (End). */
function presentEnd(): void {
  const replay = useRunSession.getState().replay;
  if (!replay) return;
  pauseReplay();
  seekReplay(replay.events.length);
}

export function exitPresentation(): void {
  usePresenting.setState({ on: false, noteEditing: false });
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
      // typing (a message, a note): the field has the keys, Esc included
      if (isEditableTarget(e.target)) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        exitPresentation();
        return;
      }
      if ((e.key === 'n' || e.key === 'N') && !e.ctrlKey && !e.metaKey && !e.altKey && useRunSession.getState().replay) {
        e.preventDefault();
        e.stopPropagation();
        usePresenting.setState({ noteEditing: true });
        return;
      }
      if (e.key === 'ArrowRight' || e.key === ' ' || e.key === 'PageDown') {
        e.preventDefault();
        e.stopPropagation();
        stepReplay();
      } else if (e.key === 'ArrowLeft' || e.key === 'PageUp') {
        e.preventDefault();
        e.stopPropagation();
        stepReplayBack();
      } else if (e.key === 'Home' || e.key === 'End') {
        e.preventDefault();
        e.stopPropagation();
        if (e.key === 'Home') presentFromStart();
        else presentEnd();
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
