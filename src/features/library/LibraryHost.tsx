/** Mounted once at the app root: restores the last project, autosaves, takes dropped files. */
import { useEffect } from 'react';
import { toast } from '../../ui/index.ts';
import { ConflictBanner } from './ConflictBanner.tsx';
import { ExampleAgainDialog } from './ExampleAgainDialog.tsx';
import { FileDropZone } from './FileDropZone.tsx';
import { ImportCodeDialog } from './ImportCodeDialog.tsx';
import { ImportProblemsDialog } from './ImportProblemsDialog.tsx';
import { startLibrary } from './librarySession.ts';

export function LibraryHost() {
  useEffect(() => {
    startLibrary().catch((error: unknown) =>
      toast.error('Projects could not be loaded; changes are not saved', error instanceof Error ? error.message : String(error)),
    );
  }, []);
  return (
    <>
      <ConflictBanner />
      <FileDropZone />
      <ImportProblemsDialog />
      <ImportCodeDialog />
      <ExampleAgainDialog />
    </>
  );
}
