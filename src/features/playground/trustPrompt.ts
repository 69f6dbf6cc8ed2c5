/**
 * Asking before code from an untrusted graph runs. The engine's kernel decides when to ask (just
 * before the run's first user code, src/engine/kernel/trustGate.ts); the library keeps the
 * project's trust flag (src/store/projectStore.ts); answering "Trust" here sets it.
 */
import { create } from 'zustand';

export type TrustAnswer = 'trust' | 'without_code' | 'cancel';

interface TrustPromptState {
  open: boolean;
  resolve: ((answer: TrustAnswer) => void) | null;
}

export const useTrustPrompt = create<TrustPromptState>()(() => ({ open: false, resolve: null }));

export function askTrust(): Promise<TrustAnswer> {
  return new Promise((resolve) => {
    useTrustPrompt.setState({
      open: true,
      resolve: (answer) => {
        useTrustPrompt.setState({ open: false, resolve: null });
        resolve(answer);
      },
    });
  });
}
