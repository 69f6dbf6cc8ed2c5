/**
 * The export dialog's shell: always mounted (it owns the Mod+E shortcut), cheap. The body, with
 * the exporters and html-to-image, loads the first time the dialog opens, keeping first paint light.
 */
import { lazy, Suspense } from 'react';
import { Dialog } from '../../ui/index.ts';
import type { CodeViewerKit } from './codeViewerKit.ts';
import { useExportDialogStore } from './exportDialogStore.ts';
import { useExportShortcut } from './useExportShortcut.ts';
import './export.css';

const ExportDialogBody = lazy(() => import('./ExportDialogBody.tsx'));

export function ExportDialog({ editor }: { editor?: CodeViewerKit }) {
  useExportShortcut();
  const open = useExportDialogStore((s) => s.open);
  const setOpen = useExportDialogStore((s) => s.setOpen);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Export" width={1120} data-testid="export-dialog">
      {open && (
        <Suspense fallback={<div className="sb-export sb-export--loading" aria-busy="true">Preparing the export…</div>}>
          <ExportDialogBody editor={editor} />
        </Suspense>
      )}
    </Dialog>
  );
}
