/** Whether the export dialog is open and which target it shows (the top bar button and Mod+E open it). */
import { create } from 'zustand';
import type { DialogTarget } from './dialogTargets.ts';

export interface ExportDialogState {
  open: boolean;
  target: DialogTarget;
  setOpen: (open: boolean) => void;
  setTarget: (target: DialogTarget) => void;
}

export const useExportDialogStore = create<ExportDialogState>()((set) => ({
  open: false,
  target: 'agents-ts',
  setOpen: (open) => set({ open }),
  setTarget: (target) => set({ target }),
}));
