/** The message box: Enter sends, Shift+Enter breaks the line; Stop while a run is going. */
import { useEffect, useRef, useState } from 'react';
import { stopRun, useRunSession } from '../../store/runSession.ts';
import { Button, toast } from '../../ui/index.ts';
import { prefetchRunModules, sendUserMessage } from './runController.ts';

export function Composer() {
  const [text, setText] = useState('');
  const phase = useRunSession((s) => s.phase);
  const lastStatus = useRunSession((s) => s.lastStatus);
  const input = useRef<HTMLTextAreaElement>(null);
  const running = phase === 'running';

  // Ready for the next turn as soon as the run hands control back, unless the person has gone on
  // to work outside the playground meanwhile (the canvas, the inspector): their next key is theirs,
  // e.g. Ctrl+Z right after an ungroup must undo it, not land in the message box.
  const workingElsewhere = useRef(false);
  useEffect(() => {
    if (phase !== 'running') return;
    workingElsewhere.current = false;
    const dock = input.current?.closest('[data-slot="playground"]') ?? input.current?.form;
    const onInteraction = (e: Event) => {
      workingElsewhere.current = !(e.target instanceof Node && dock?.contains(e.target));
    };
    document.addEventListener('pointerdown', onInteraction, true);
    document.addEventListener('focusin', onInteraction, true);
    return () => {
      document.removeEventListener('pointerdown', onInteraction, true);
      document.removeEventListener('focusin', onInteraction, true);
    };
  }, [phase]);
  useEffect(() => {
    if (phase === 'idle' && !workingElsewhere.current) input.current?.focus();
  }, [phase, lastStatus]);

  const send = () => {
    const message = text.trim();
    if (!message || running) return;
    setText('');
    sendUserMessage(message).then(
      (started) => {
        if (!started) setText(message);
      },
      (error: unknown) => {
        setText(message);
        toast.error('The run could not start', error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <form
      className="sb-pg-composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        ref={input}
        className="sb-pg-composer__input"
        rows={1}
        value={text}
        placeholder={phase === 'replay' ? 'Send a message to start a new conversation' : running ? 'The routine is working…' : 'Message the routine…'}
        aria-label="Message"
        data-testid="chat-input"
        onChange={(e) => {
          // typing is the intent to run: warm the engine and model chunks (not on focus, since
          // the box is focused on first paint)
          if (!text) prefetchRunModules();
          setText(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && running) {
            e.preventDefault();
            stopRun();
            return;
          }
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      {running ? (
        <Button variant="danger" onClick={stopRun} data-testid="stop-run" title="Stop the run (Esc); the transcript so far is kept">
          Stop
        </Button>
      ) : (
        <Button type="submit" variant="primary" icon="play" disabled={!text.trim()} data-testid="send">
          Send
        </Button>
      )}
    </form>
  );
}
