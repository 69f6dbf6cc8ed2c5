/**
 * What the user has selected. The canvas selects agents and edges; the inspector shows the
 * primary selection. Selecting is never an undoable edit.
 *
 * Edge ids: a handoff edge has the handoff's id; derived edges use `aw:<agentId>` (after-work)
 * `fn:<toolId>:<fromAgentId>:<toAgentId>` (function-driven, from a tool's routesTo) and
 * `at:<agentToolId>` (a "calls as tool" edge) and `nc:<ownerId>:<index>` (an AG2 nested chat).
 */
import { create } from 'zustand';

export type Focus =
  | { kind: 'graph' }
  | { kind: 'agent'; id: string }
  | { kind: 'handoff'; id: string }
  | { kind: 'agentTool'; id: string }
  | { kind: 'afterWork'; agentId: string }
  | { kind: 'tool'; id: string; agentId?: string }
  | { kind: 'guardrail'; id: string; agentId?: string }
  | { kind: 'multi'; agents: number; edges: number };

export interface SelectionState {
  agentIds: string[];
  edgeIds: string[];
  /** a tool or guardrail picked from an agent's badges (inspector detail) */
  detail: { kind: 'tool' | 'guardrail'; id: string; agentId?: string } | null;
  select: (agentIds: string[], edgeIds?: string[]) => void;
  selectTool: (id: string, agentId?: string) => void;
  selectGuardrail: (id: string, agentId?: string) => void;
  clear: () => void;
}

const EMPTY: string[] = [];

export const useSelectionStore = create<SelectionState>()((set) => ({
  agentIds: EMPTY,
  edgeIds: EMPTY,
  detail: null,
  select: (agentIds, edgeIds = EMPTY) => set({ agentIds, edgeIds, detail: null }),
  selectTool: (id, agentId) => set({ agentIds: agentId ? [agentId] : EMPTY, edgeIds: EMPTY, detail: { kind: 'tool', id, agentId } }),
  selectGuardrail: (id, agentId) =>
    set({ agentIds: agentId ? [agentId] : EMPTY, edgeIds: EMPTY, detail: { kind: 'guardrail', id, agentId } }),
  clear: () => set({ agentIds: EMPTY, edgeIds: EMPTY, detail: null }),
}));

/** The one thing the inspector should show. */
export function focusOf(s: Pick<SelectionState, 'agentIds' | 'edgeIds' | 'detail'>): Focus {
  if (s.detail) return { kind: s.detail.kind, id: s.detail.id, agentId: s.detail.agentId };
  const agents = s.agentIds.length;
  const edges = s.edgeIds.length;
  if (agents + edges === 0) return { kind: 'graph' };
  if (agents + edges > 1) return { kind: 'multi', agents, edges };
  if (agents === 1) return { kind: 'agent', id: s.agentIds[0] };
  const edge = s.edgeIds[0];
  if (edge.startsWith('aw:')) return { kind: 'afterWork', agentId: edge.slice(3) };
  if (edge.startsWith('at:')) return { kind: 'agentTool', id: edge.slice(3) };
  // a nested chat is edited on its owner (the chat queue is the agent's)
  if (edge.startsWith('nc:')) return { kind: 'agent', id: edge.split(':')[1] };
  if (edge.startsWith('fn:')) {
    const [, toolId, fromAgent] = edge.split(':');
    return { kind: 'tool', id: toolId, agentId: fromAgent };
  }
  return { kind: 'handoff', id: edge };
}

/** Inspector hook: re-renders only when the focus changes. */
export function useFocus(): Focus {
  const key = useSelectionStore((s) => JSON.stringify(focusOf(s)));
  return JSON.parse(key) as Focus;
}
