/** Canvas keys (delete, duplicate, select all, layout, fit) and clipboard events. */
import { useEffect } from 'react';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { useUiStore } from '../../store/uiStore.ts';
import { requestConnect } from '../../store/connectRequest.ts';
import { hasMod, isEditableTarget, toast } from '../../ui/index.ts';
import { autoLayout, deleteSelection, duplicateSelection, pasteFragment, selectAll, selectionFragment } from './canvasActions.ts';
import { readFromEvent, writeToEvent } from './clipboard.ts';
import { useFitCanvas } from './fitCanvas.ts';
import { groupSelection, ungroupSelection } from './canvasGroups.ts';

/** Whether keyboard focus is on the canvas (its region, a node, an edge or its toolbar). */
export function canvasHasFocus(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.closest('[data-canvas-focus]') !== null;
}

/** A modal dialog owns the keyboard while it is open. */
const modalOpen = () => !!document.querySelector('dialog[open]');

export function useCanvasShortcuts() {
  const fit = useFitCanvas();
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isEditableTarget(e.target) || modalOpen()) return;
      const key = e.key.toLowerCase();
      if ((e.key === 'Delete' || e.key === 'Backspace') && !hasMod(e)) {
        // another panel (inspector, playground, palette) has the keyboard: not the canvas' key
        if (!canvasHasFocus() && document.activeElement !== document.body) return;
        if (deleteSelection()) e.preventDefault();
      } else if (hasMod(e) && !e.shiftKey && key === 'd') {
        e.preventDefault();
        duplicateSelection();
      } else if (hasMod(e) && key === 'g') {
        // Ctrl+G is the browser's "find next": taken only when there is something to (un)group
        if (e.shiftKey ? ungroupSelection() : groupSelection()) e.preventDefault();
      } else if (hasMod(e) && !e.shiftKey && key === 'a') {
        // only a focused canvas selects agents; elsewhere Ctrl+A keeps its ordinary meaning
        if (!canvasHasFocus()) return;
        e.preventDefault();
        selectAll();
      } else if (key === 'h' && !hasMod(e) && !e.shiftKey && !e.altKey) {
        // connect from the keyboard: the selected agent's "Hand off to" choice takes focus
        const { agentIds } = useSelectionStore.getState();
        if (agentIds.length !== 1) return;
        e.preventDefault();
        useUiStore.getState().setInspectorOpen(true);
        requestConnect(agentIds[0]);
      } else if (e.key === 'Escape') {
        useSelectionStore.getState().clear();
      } else if (e.shiftKey && !hasMod(e) && key === 'l') {
        e.preventDefault();
        void autoLayout(() => fit());
      } else if (e.shiftKey && !hasMod(e) && key === 'f') {
        e.preventDefault();
        const ui = useUiStore.getState();
        ui.setCanvasFocus(!ui.canvasFocus);
      } else if (e.shiftKey && !hasMod(e) && e.code === 'Digit1') {
        e.preventDefault();
        fit();
      }
    };
    const onCopy = (e: ClipboardEvent) => {
      if (isEditableTarget(e.target) || modalOpen() || window.getSelection()?.toString()) return;
      const fragment = selectionFragment();
      if (fragment) writeToEvent(e, fragment);
    };
    const onCut = (e: ClipboardEvent) => {
      if (isEditableTarget(e.target) || modalOpen() || window.getSelection()?.toString()) return;
      const fragment = selectionFragment();
      if (!fragment) return;
      writeToEvent(e, fragment);
      deleteSelection();
    };
    const onPaste = (e: ClipboardEvent) => {
      if (isEditableTarget(e.target) || modalOpen()) return;
      const reading = readFromEvent(e);
      if (!reading) return;
      e.preventDefault();
      void reading.then((read) => {
        if (!read) return;
        if (read.ok) pasteFragment(read.graph);
        else if (read.problems) {
          const first = read.problems[0];
          toast.error('The pasted graph was refused', first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'It is not a valid graph.');
        } else toast('The clipboard does not hold Switchboard agents', 'Copy agents on a canvas first (Ctrl/⌘+C).');
      });
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCut);
    document.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCut);
      document.removeEventListener('paste', onPaste);
    };
  }, [fit]);
}
