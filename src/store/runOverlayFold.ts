/**
 * Folds one RunEvent into the canvas overlay (pure). The run session applies it per event, live
 * or replayed, so the canvas animates from the event stream and nothing else.
 */
import type { RunEvent } from '../engine/events.ts';
import type { RunOverlay } from './runStore.ts';

export const EMPTY_OVERLAY: RunOverlay = {
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

/** The canvas edge id a taken handoff travelled along (see features/canvas/routingEdges.ts). */
export function handoffEdgeId(
  event: { fromAgentId: string; toAgentId: string; handoffId: string | null; via: string },
  routingToolId: string | null,
): string | null {
  if (event.via === 'after_work') return `aw:${event.fromAgentId}`;
  if (event.via === 'tool') return routingToolId ? `fn:${routingToolId}:${event.fromAgentId}:${event.toAgentId}` : event.handoffId;
  return event.handoffId;
}

export interface OverlayFoldState {
  overlay: RunOverlay;
  /** the last function tool called per agent: a function-driven handoff names no tool itself */
  lastToolByAgent: Record<string, string>;
  /** call ids currently running, per tool id (a tool may run twice in parallel) */
  running: Record<string, number>;
}

export function initialOverlayFold(): OverlayFoldState {
  return { overlay: { ...EMPTY_OVERLAY, highlight: null }, lastToolByAgent: {}, running: {} };
}

/** `inner` runs inside `caller`'s turn (an agent called as a tool, a nested chat): it is active, the caller waits. */
function enterInner(o: RunOverlay, caller: string, inner: string, edgeId: string): RunOverlay {
  return {
    ...o,
    activeAgentId: inner,
    callingAgentIds: withAdded(o.callingAgentIds, caller),
    visitedAgentIds: withAdded(o.visitedAgentIds, inner),
    visitedEdgeIds: withAdded(o.visitedEdgeIds, edgeId),
    travelling: { edgeId, seq: (o.travelling?.seq ?? 0) + 1 },
  };
}

/** The inner run ended: its caller is active again and no longer waiting. */
function leaveInner(o: RunOverlay, caller: string): RunOverlay {
  const calling = new Set(o.callingAgentIds);
  calling.delete(caller);
  return { ...o, activeAgentId: caller, callingAgentIds: calling };
}

function withAdded<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  if (set.has(value)) return set;
  const next = new Set(set);
  next.add(value);
  return next;
}

/** Returns the same state object when the event changes nothing the canvas shows. */
export function foldOverlay(state: OverlayFoldState, event: RunEvent): OverlayFoldState {
  const o = state.overlay;
  switch (event.type) {
    case 'run_start':
      // a new turn of the same conversation keeps what was visited; only live markers reset
      return {
        ...state,
        running: {},
        overlay: { ...o, activeAgentId: event.startAgentId, pulsingToolIds: new Set(), callingAgentIds: new Set(), travelling: null, disabledHandoffIds: new Set() },
      };
    case 'agent_start':
      return {
        ...state,
        overlay: {
          ...o,
          activeAgentId: event.agentId,
          visitedAgentIds: withAdded(o.visitedAgentIds, event.agentId),
        },
      };
    case 'model_request':
      // a turn is one model call (the SDK's and Swarm's sense): an agent looping on tools takes several
      return { ...state, overlay: { ...o, activeAgentId: event.agentId, turnCounts: { ...o.turnCounts, [event.agentId]: (o.turnCounts[event.agentId] ?? 0) + 1 } } };
    case 'handoffs_evaluated':
      return { ...state, overlay: { ...o, disabledHandoffIds: new Set(event.disabled) } };
    case 'tool_call_start': {
      if (!event.toolId) return state;
      const running = { ...state.running, [event.toolId]: (state.running[event.toolId] ?? 0) + 1 };
      return {
        lastToolByAgent: { ...state.lastToolByAgent, [event.agentId]: event.toolId },
        running,
        overlay: { ...o, pulsingToolIds: withAdded(o.pulsingToolIds, event.toolId) },
      };
    }
    case 'tool_call_end': {
      if (!event.toolId) return state;
      const left = Math.max(0, (state.running[event.toolId] ?? 1) - 1);
      const running = { ...state.running, [event.toolId]: left };
      if (left > 0) return { ...state, running };
      const pulsing = new Set(o.pulsingToolIds);
      pulsing.delete(event.toolId);
      return { ...state, running, overlay: { ...o, pulsingToolIds: pulsing } };
    }
    case 'handoff_taken': {
      const edgeId = handoffEdgeId(event, state.lastToolByAgent[event.fromAgentId] ?? null);
      if (!edgeId) return { ...state, overlay: { ...o, activeAgentId: event.toAgentId } };
      return {
        ...state,
        overlay: {
          ...o,
          activeAgentId: event.toAgentId,
          visitedEdgeIds: withAdded(o.visitedEdgeIds, edgeId),
          visitedAgentIds: withAdded(o.visitedAgentIds, event.toAgentId),
          travelling: { edgeId, seq: (o.travelling?.seq ?? 0) + 1 },
          // the next agent's rules are evaluated when it starts; the old agent's no longer apply
          disabledHandoffIds: new Set(),
        },
      };
    }
    case 'agent_tool_start':
      // the worker runs inside the manager's turn: it glows, the manager waits on it
      return { ...state, overlay: enterInner(o, event.managerId, event.workerId, `at:${event.agentToolId}`) };
    case 'agent_tool_end':
      return { ...state, overlay: leaveInner(o, event.managerId) };
    case 'nested_chat_start':
      // AG2: the owner talks to the recipient inside its own turn
      return { ...state, overlay: enterInner(o, event.agentId, event.recipientId, `nc:${event.agentId}:${event.chatIndex}`) };
    case 'nested_chat_end':
      return { ...state, overlay: leaveInner(o, event.agentId) };
    case 'run_end':
      return { ...state, running: {}, overlay: { ...o, activeAgentId: null, pulsingToolIds: new Set(), callingAgentIds: new Set(), disabledHandoffIds: new Set() } };
    default:
      return state;
  }
}
