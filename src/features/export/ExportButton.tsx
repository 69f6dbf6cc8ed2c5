/** The top bar's Export button: opens the export dialog (also Mod+E). */
import { Button, modKey } from '../../ui/index.ts';
import { useExportDialogStore } from './exportDialogStore.ts';

export function ExportButton() {
  return (
    <Button
      size="sm"
      icon="code"
      title={`Export code, diagram or share link (${modKey()}+E)`}
      onClick={() => useExportDialogStore.getState().setOpen(true)}
      data-testid="export-button"
    >
      Export
    </Button>
  );
}
