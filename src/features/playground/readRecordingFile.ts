/**
 * Importing a recording file: checked against the versioned event schema (zod), so it loads with
 * the dialogs that import files, not with the playground (docs/PERFORMANCE.md, "First paint").
 */
import { checkRecordingFile } from '../../engine/recordingSchema.ts';
import { conversationDuration, countTurns, type Recording } from './recordingRepository.ts';

/** Problems listed in the error message; the rest are counted. */
const LISTED_PROBLEMS = 5;

/**
 * Reads a recording file; throws a plain-words error when it is not one, naming where each
 * problem is (`events[0].runId: Missing required field "runId"`). Checked against the versioned
 * event schema, so a malformed file never reaches replay.
 */
export function readRecordingFile(text: string, projectId: string, id: string, now: number): Recording {
  const checked = checkRecordingFile(text);
  if (!checked.ok) {
    const [first, ...others] = checked.errors;
    if (others.length === 0 && first.path === '') throw new Error(first.message);
    const lines = checked.errors.slice(0, LISTED_PROBLEMS).map((p) => (p.path ? `${p.path}: ${p.message}` : p.message));
    const more = checked.errors.length - lines.length;
    throw new Error(`This recording is damaged and was not imported. ${lines.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`);
  }
  const { name, createdAt, events } = checked.recording;
  return {
    id,
    projectId,
    name: name ? name : 'Imported recording',
    createdAt: createdAt ?? now,
    updatedAt: now,
    turns: countTurns(events),
    durationMs: conversationDuration(events),
    events,
  };
}
