/**
 * A computer call's actions, and each in words for transcripts, play cards and logs (kept out of
 * items.ts, which the first paint loads).
 */
import type { ComputerAction, ComputerCallItem } from './items.ts';

/** The actions of a computer call in order (a batch, else the single action). */
export function computerActions(item: ComputerCallItem): ComputerAction[] {
  if (item.actions && item.actions.length > 0) return item.actions;
  return item.action ? [item.action] : [];
}

/** One computer action in words, for transcripts, play cards and logs ("click (120, 48)"). */
export function describeComputerAction(action: ComputerAction): string {
  switch (action.type) {
    case 'click':
      return `click${action.button && action.button !== 'left' ? ` ${action.button}` : ''} (${action.x}, ${action.y})`;
    case 'double_click':
      return `double-click (${action.x}, ${action.y})`;
    case 'drag':
      return `drag ${action.path.map((p) => `(${p.x}, ${p.y})`).join(' → ')}`;
    case 'keypress':
      return `press ${action.keys.join('+')}`;
    case 'move':
      return `move to (${action.x}, ${action.y})`;
    case 'screenshot':
      return 'screenshot';
    case 'scroll':
      return `scroll (${action.scroll_x}, ${action.scroll_y}) at (${action.x}, ${action.y})`;
    case 'type':
      return `type "${action.text}"`;
    case 'wait':
      return 'wait';
  }
}
