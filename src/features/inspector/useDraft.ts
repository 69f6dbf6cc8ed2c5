/**
 * A field's local draft: keystrokes stay in the field (the canvas does not re-render) and reach
 * the document store after a pause, on blur, or when the field goes away. Commits carry a
 * coalesce key, so one burst of typing is one undo step.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const COMMIT_DELAY_MS = 350;

export interface Draft<T> {
  draft: T;
  change: (next: T) => void;
  /** commit now if something is pending */
  flush: () => void;
}

/**
 * `commit` returns false when the draft is not valid yet: it stays in the field, uncommitted.
 */
export function useDraft<T>(value: T, commit: (next: T) => boolean | void, delay = COMMIT_DELAY_MS): Draft<T> {
  const [draft, setDraft] = useState(value);
  const latestDraft = useRef(value);
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!pending.current) return;
    pending.current = false;
    commitRef.current(latestDraft.current);
  }, []);

  // The document changed underneath (undo, redo, another view): show it unless the user is typing.
  useEffect(() => {
    if (!pending.current) {
      latestDraft.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => flush, [flush]);

  const change = useCallback(
    (next: T) => {
      latestDraft.current = next;
      pending.current = true;
      setDraft(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  return { draft, change, flush };
}
