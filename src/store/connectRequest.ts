/**
 * "Connect from this agent" asked from the keyboard (the canvas' H command): the agent
 * inspector's Handoffs section takes it, opens and puts focus on its "Hand off to" choice. A
 * nonce so asking twice for the same agent focuses again.
 */
import { create } from 'zustand';

export const useConnectRequest = create<{ agentId: string | null; nonce: number }>()(() => ({ agentId: null, nonce: 0 }));

export function requestConnect(agentId: string): void {
  useConnectRequest.setState((s) => ({ agentId, nonce: s.nonce + 1 }));
}
