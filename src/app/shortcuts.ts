/** Every keyboard shortcut, as the help overlay lists them. `Mod` is Ctrl (⌘ on macOS). */
export interface ShortcutDoc {
  keys: string[][];
  action: string;
}

export const SHORTCUT_GROUPS: { title: string; items: ShortcutDoc[] }[] = [
  {
    title: 'Edit',
    items: [
      { keys: [['Mod', 'Z']], action: 'Undo' },
      { keys: [['Mod', 'Shift', 'Z'], ['Ctrl', 'Y']], action: 'Redo' },
      { keys: [['Mod', 'C']], action: 'Copy selected agents (as graph JSON)' },
      { keys: [['Mod', 'V']], action: 'Paste agents (also from another tab)' },
      { keys: [['Mod', 'D']], action: 'Duplicate selection' },
      { keys: [['Mod', 'G']], action: 'Group selected agents' },
      { keys: [['Mod', 'Shift', 'G']], action: 'Ungroup (the groups of the selected agents)' },
      { keys: [['Delete'], ['Backspace']], action: 'Delete selection (Undo in the toast)' },
    ],
  },
  {
    title: 'Canvas',
    items: [
      { keys: [['Mod', 'A']], action: 'Select all agents (canvas focused)' },
      { keys: [['Shift', 'Click']], action: 'Add to selection' },
      { keys: [['Shift', 'Drag']], action: 'Box select' },
      { keys: [['Esc']], action: 'Clear selection' },
      { keys: [['H']], action: 'Hand off from the selected agent: choose the target agent' },
      { keys: [['Shift', 'L']], action: 'Auto-layout (left to right)' },
      { keys: [['Shift', '1']], action: 'Fit view' },
      { keys: [['Shift', 'F']], action: 'Focus mode: hide palette and inspector' },
      { keys: [['Space', 'Drag']], action: 'Pan' },
      { keys: [['+'], ['-']], action: 'Zoom in / out' },
    ],
  },
  {
    title: 'App',
    items: [
      { keys: [['?']], action: 'Show this help' },
      { keys: [['Mod', 'E']], action: 'Export (code, diagram, share link)' },
      { keys: [['Mod', 'Shift', 'E']], action: 'Toggle dark / light theme' },
    ],
  },
];
