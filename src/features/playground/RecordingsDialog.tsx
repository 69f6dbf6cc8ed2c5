/** The project's recordings: replay, rename, export, delete, import. */
import { useEffect, useRef, useState } from 'react';
import { Button, describeFailure, Dialog, IconButton, runAction, toast } from '../../ui/index.ts';
import { downloadFile } from '../../ui/downloadFile.ts';
import { openRecording } from './openRecording.ts';
import { recordingFile } from './recordingRepository.ts';
import { readRecordingFile } from './readRecordingFile.ts';
import { currentProjectId, recordingRepository, refreshRecordings, saveImported, scrubEvents, useRecordings } from './recordingsStore.ts';

function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function RecordingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useRecordings((s) => s.list);
  const [editing, setEditing] = useState<string | null>(null);
  // shown inside the dialog: a toast sits under the modal's backdrop, where nobody sees it
  const [importError, setImportError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) void runAction('Recordings could not be listed', refreshRecordings);
    setImportError(null);
  }, [open]);

  const exportOne = async (id: string) => {
    const r = await (await recordingRepository()).get(id);
    if (r) downloadFile(`${r.name.replace(/[^\w-]+/g, '-').slice(0, 40) || 'recording'}.recording.json`, recordingFile({ ...r, events: scrubEvents(r.events) }));
  };

  return (
    <Dialog open={open} onClose={onClose} title="Recordings" width={620} data-testid="recordings-dialog"
      footer={
        <>
          <Button icon="file" onClick={() => fileInput.current?.click()} data-testid="import-recording">
            Import…
          </Button>
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <p className="sb-hint">Every conversation in this project is recorded with its timing. Replays use only the recording: no model, no network.</p>
      {importError && (
        <p className="sb-error-text" role="alert" data-testid="recording-import-error">
          {importError}
        </p>
      )}
      {list.length === 0 ? (
        <p className="sb-pg-muted" data-testid="no-recordings">No recordings yet. Send a message in the playground to make one.</p>
      ) : (
        <ul className="sb-pg-reclist">
          {list.map((r) => (
            <li key={r.id} className="sb-pg-rec" data-testid="recording">
              <div className="sb-pg-rec__main">
                {editing === r.id ? (
                  <input
                    className="sb-input"
                    defaultValue={r.name}
                    autoFocus
                    aria-label="Recording name"
                    data-testid="recording-name-input"
                    onBlur={(e) => {
                      const name = e.target.value.trim();
                      setEditing(null);
                      if (name && name !== r.name) void runAction('The recording was not renamed', async () => {
                        await (await recordingRepository()).rename(r.id, name);
                        await refreshRecordings();
                      });
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') e.currentTarget.blur();
                      if (e.key === 'Escape') setEditing(null);
                    }}
                  />
                ) : (
                  <span className="sb-pg-rec__name" data-testid="recording-name">{r.name}</span>
                )}
                <span className="sb-pg-rec__meta">
                  {formatWhen(r.updatedAt)} · {r.turns} turn{r.turns === 1 ? '' : 's'} · {formatDuration(r.durationMs)}
                  {r.state === 'interrupted' && <span data-testid="recording-interrupted"> · interrupted</span>}
                  {r.state === 'running' && <span> · running</span>}
                </span>
              </div>
              <Button size="sm" variant="primary" icon="play" data-testid="replay-recording"
                onClick={() => void runAction('The recording could not be opened', async () => (await openRecording(r.id, true)) && onClose())}>
                Replay
              </Button>
              <IconButton icon="code" label="Rename" onClick={() => setEditing(r.id)} data-testid="rename-recording" />
              <IconButton icon="file" label="Export" onClick={() => void runAction('The recording was not exported', () => exportOne(r.id))} data-testid="export-recording" />
              <IconButton icon="trash" label="Delete" data-testid="delete-recording"
                onClick={() => void runAction('The recording was not deleted', async () => {
                  await (await recordingRepository()).remove(r.id);
                  await refreshRecordings();
                })} />
            </li>
          ))}
        </ul>
      )}
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-recording-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          void runAction(`"${file.name}" was not imported`, async () => {
            try {
              const rec = readRecordingFile(await file.text(), currentProjectId(), `rec_${Date.now().toString(36)}`, Date.now());
              await saveImported(rec);
              setImportError(null);
              toast.success(`Imported "${rec.name}"`);
            } catch (error) {
              setImportError(`"${file.name}" was not imported: ${describeFailure(error)}`);
              throw error;
            }
          });
        }}
      />
    </Dialog>
  );
}
