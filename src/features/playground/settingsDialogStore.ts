/** Whether Model settings is open: the playground's provider chip and the top bar's model chip both open it. */
import { create } from 'zustand';
import { useUiStore } from '../../store/uiStore.ts';

export const useSettingsDialog = create<{ open: boolean }>()(() => ({ open: false }));

export function openModelSettings(): void {
  // the dialog lives in the playground dock
  useUiStore.getState().setPlaygroundOpen(true);
  useSettingsDialog.setState({ open: true });
}

export function closeModelSettings(): void {
  useSettingsDialog.setState({ open: false });
}
