/**
 * What the canvas shows of a run (live or replayed). The playground fills it from the engine's
 * event stream; the canvas only reads it. It never touches the document or its history.
 */
import { create } from 'zustand';

export interface RunOverlay {
  /** the agent currently speaking, or null when no run is active */
  activeAgentId: string | null;
  /** agents and edges (canvas edge ids: handoff id, `aw:<agent>`, `fn:<tool>:<from>:<to>`, `at:<agentTool>`) seen this run */
  visitedAgentIds: ReadonlySet<string>;
  visitedEdgeIds: ReadonlySet<string>;
  /** turns taken per agent in this run */
  turnCounts: Readonly<Record<string, number>>;
  /** handoffs disabled at this moment (an `enabled` rule evaluated false) */
  disabledHandoffIds: ReadonlySet<string>;
  /** managers waiting on an agent they called as a tool (the worker is the active agent meanwhile) */
  callingAgentIds: ReadonlySet<string>;
  /** tools being called right now (their badges pulse) */
  pulsingToolIds: ReadonlySet<string>;
  /** the edge a handoff marker is travelling along, with a counter so the same edge can replay */
  travelling: { edgeId: string; seq: number } | null;
  /** a span selected in the timeline points here (highlight) */
  highlight: { agentId?: string; edgeId?: string } | null;
}

export interface RunState extends RunOverlay {
  /** Replace part of the overlay (the playground batches per event). */
  patch: (patch: Partial<RunOverlay>) => void;
  reset: () => void;
}

const initial: RunOverlay = {
  activeAgentId: null,
  visitedAgentIds: new Set(),
  visitedEdgeIds: new Set(),
  turnCounts: {},
  disabledHandoffIds: new Set(),
  callingAgentIds: new Set(),
  pulsingToolIds: new Set(),
  travelling: null,
  highlight: null,
};

export const useRunStore = create<RunState>()((set) => ({
  ...initial,
  patch: (patch) => set(patch),
  reset: () => set(initial),
}));
