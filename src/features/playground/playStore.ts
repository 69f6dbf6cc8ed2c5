/**
 * Play-the-model state: whether the mode is on, and the model turn waiting for the person (the
 * card). `decideTurn` is the callback the human Model awaits (src/models/humanModel.ts).
 */
import { create } from 'zustand';
import type { PendingTurn, TurnChoice } from '../../models/humanModel.ts';

export interface PlayState {
  on: boolean;
  pending: (PendingTurn & { resolve: (choice: TurnChoice) => void }) | null;
}

export const usePlayStore = create<PlayState>()(() => ({ on: false, pending: null }));

export function setPlayMode(on: boolean): void {
  usePlayStore.setState({ on });
}

export function decideTurn(turn: PendingTurn, signal: AbortSignal | undefined): Promise<TurnChoice> {
  return new Promise<TurnChoice>((resolve) => {
    const clear = () => {
      if (usePlayStore.getState().pending?.call === turn.call) usePlayStore.setState({ pending: null });
    };
    // a stopped run takes its card away (the model rejects as aborted on its own)
    signal?.addEventListener('abort', clear, { once: true });
    usePlayStore.setState({
      pending: {
        ...turn,
        resolve: (choice) => {
          clear();
          resolve(choice);
        },
      },
    });
  });
}

export function submitTurn(choice: TurnChoice): void {
  usePlayStore.getState().pending?.resolve(choice);
}
