/**
 * Opening a stored recording in the session. Its own module so that the trace menu and
 * presentation mode can open one without loading the Recordings dialog (first paint, issue 11).
 */
import { loadReplay, playReplay } from '../../store/runSession.ts';
import { recordingRepository } from './recordingsStore.ts';

/** Opens a recording in the session, ready to play. */
export async function openRecording(id: string, autoplay: boolean): Promise<boolean> {
  const recording = await (await recordingRepository()).get(id);
  if (!recording) return false;
  loadReplay(recording.id, recording.name, recording.events);
  if (autoplay) playReplay();
  return true;
}
