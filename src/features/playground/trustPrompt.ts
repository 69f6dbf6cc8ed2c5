/**
 * Asking before code from an untrusted graph runs. The library keeps the project's trust flag
 * (src/store/projectStore.ts); answering "Trust" here sets it.
 */
import { create } from 'zustand';
import type { Graph } from '../../graph/schema.ts';

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

/** Does running this graph execute any user code (tools, guardrails, on-handoff, filters, rules)? */
export function graphHasCode(graph: Graph): boolean {
  return (
    graph.tools.some((t) => t.type === 'function' && t.code.trim() !== '') ||
    graph.guardrails.some((g) => g.code.trim() !== '') ||
    graph.handoffs.some((h) => (h.onHandoff ?? '').trim() !== '' || h.inputFilter.type === 'code' || typeof h.enabled === 'object' || h.trigger.type === 'context')
  );
}
