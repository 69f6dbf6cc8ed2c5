/** Why a file could not be opened: every problem with its JSON path. Nothing was changed. */
import { Button, Dialog } from '../../ui/index.ts';
import { dismissImportFailure, useLibraryStore } from './librarySession.ts';

export function ImportProblemsDialog() {
  const failure = useLibraryStore((s) => s.importFailure);
  const count = failure?.problems.length ?? 0;
  return (
    <Dialog
      open={failure !== null}
      onClose={dismissImportFailure}
      title="This file could not be opened"
      width={600}
      data-testid="import-errors"
      footer={
        <Button variant="primary" onClick={dismissImportFailure}>
          Close
        </Button>
      }
    >
      {failure && (
        <>
          <p className="sb-lib__lead">
            <strong>{failure.source}</strong> has {count} problem{count === 1 ? '' : 's'}. Your current graph was not changed.
          </p>
          <ul className="sb-lib__problems" data-testid="import-error-list">
            {failure.problems.map((problem, i) => (
              <li key={i} className="sb-lib__problem">
                <code className="sb-lib__path">{problem.path || '(file)'}</code>
                <span>{problem.message}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
