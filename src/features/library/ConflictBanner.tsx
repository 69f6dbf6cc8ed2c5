/**
 * "Changed in another tab": the open project was saved by another tab of the app. Autosave is
 * held until the user picks: Reload (take theirs), Keep mine (save this tab's version as the
 * newest revision) or Save mine as a copy (keep both). Nothing is overwritten without a choice.
 */
import { Button, Icon, runAction } from '../../ui/index.ts';
import { keepMine, reloadFromOtherTab, saveMineAsCopy, useLibraryStore } from './librarySession.ts';

export function ConflictBanner() {
  const conflict = useLibraryStore((s) => s.conflict);
  const currentId = useLibraryStore((s) => s.current?.id);
  if (!conflict || conflict.projectId !== currentId) return null;
  return (
    <div className="sb-lib__conflict" role="alert" data-testid="conflict-banner">
      <Icon name="copy" />
      <div className="sb-lib__conflict-text">
        <strong>Changed in another tab.</strong> Edits here are not saved until you choose.
      </div>
      <Button size="sm" variant="primary" data-testid="conflict-reload" onClick={() => void runAction('The project could not be reloaded', reloadFromOtherTab)}>
        Reload
      </Button>
      <Button
        size="sm"
        data-testid="conflict-keep-mine"
        title="Save this tab's version as the newest; the other tab is told"
        onClick={() => void runAction('Your version was not saved', keepMine)}
      >
        Keep mine
      </Button>
      <Button size="sm" variant="ghost" data-testid="conflict-copy" title="Keep both: this tab's version becomes a new project" onClick={() => void runAction('The copy was not saved', saveMineAsCopy)}>
        Save mine as copy
      </Button>
    </div>
  );
}
