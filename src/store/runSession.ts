/**
 * The run session: the one place that owns a RunHandle. It starts runs (a conversation is a
 * sequence of runs that share history, last agent and context), forwards the controls (stop,
 * continue, approvals, step mode, breakpoints) and folds the event stream into state that the
 * playground (chat), trace (timeline) and canvas (runStore overlay) read. A replay of a recording
 * drives the very same state from recorded events, with no model and no sandbox.
 */
import { create } from 'zustand';
import type { Graph } from '../graph/schema.ts';
import type { RunEvent, RunEventOf, RunStatus } from '../engine/events.ts';
import type { RunHandle, RunOptions } from '../engine/handle.ts';
// The engine (profiles, schema validation) loads on the first run, not on first paint (issue 11);
// so does the trace exporter (exportTraceJson.ts).
import type { JsonValue } from '../engine/json.ts';
import type { ProtocolItem } from '../models/items.ts';
import { foldOverlay, initialOverlayFold, type OverlayFoldState } from './runOverlayFold.ts';
import { useRunStore } from './runStore.ts';
import { truncateLongStrings } from './truncateOutputs.ts';

export type BreakKind = 'handoff' | 'tool' | 'guardrail';
export type SessionPhase = 'idle' | 'running' | 'replay';

export interface ReplayState {
  /** what is being replayed (a recording id, or 'conversation') */
  sourceId: string;
  title: string;
  events: RunEvent[];
  /** ms from the start of the replay at which each event happens (speed 1) */
  at: number[];
  /** events[0..cursor) are shown */
  cursor: number;
  playing: boolean;
  speed: number;
}

export interface RunSessionState {
  phase: SessionPhase;
  /** every event of the conversation so far (or of the replay up to its cursor), in order */
  events: RunEvent[];
  /** bumped whenever `events` is replaced rather than appended to (readers refold from zero) */
  generation: number;
  /** index in `events` where each run of the conversation starts, and its wall-clock start */
  runStarts: Array<{ index: number; startedAt: number }>;
  /** what the next run continues from */
  history: ProtocolItem[];
  lastAgentId: string | null;
  context: Record<string, JsonValue> | null;
  lastStatus: RunStatus | null;
  /** the run is waiting at a step / breakpoint */
  pause: RunEventOf<'paused'> | null;
  /** tool calls waiting for the user's approval */
  approvals: Array<RunEventOf<'approval_needed'>>;
  stepMode: boolean;
  breakpoints: { agents: string[]; kinds: BreakKind[] };
  selectedSpanId: string | null;
  replay: ReplayState | null;
}

const initialState: RunSessionState = {
  phase: 'idle',
  events: [],
  generation: 0,
  runStarts: [],
  history: [],
  lastAgentId: null,
  context: null,
  lastStatus: null,
  pause: null,
  approvals: [],
  stepMode: false,
  breakpoints: { agents: [], kinds: [] },
  selectedSpanId: null,
  replay: null,
};

export const useRunSession = create<RunSessionState>()(() => ({ ...initialState }));

/* ----------------------------------------- event intake ---------------------------------------- */

let handle: RunHandle | null = null;
/** bumped by every reset / replay load: a run that was stopped by one must not write into the next */
let epoch = 0;
let overlayFold: OverlayFoldState = initialOverlayFold();
let pending: RunEvent[] = [];
let flushScheduled = false;
const runEndListeners = new Set<(info: { events: RunEvent[]; runStarts: RunSessionState['runStarts'] }) => void>();

const progressListeners = new Set<(info: { events: RunEvent[]; runStarts: RunSessionState['runStarts'] }) => void>();

/**
 * Called after each batch of a live run's events is applied (at most once per frame), with the
 * conversation so far: what is said is saved as it arrives, so a reload mid-run keeps it.
 */
export function onRunProgress(listener: (info: { events: RunEvent[]; runStarts: RunSessionState['runStarts'] }) => void): () => void {
  progressListeners.add(listener);
  return () => progressListeners.delete(listener);
}

/** Called after each live run ends, with the whole conversation (recordings are saved from here). */
export function onRunEnded(listener: (info: { events: RunEvent[]; runStarts: RunSessionState['runStarts'] }) => void): () => void {
  runEndListeners.add(listener);
  return () => runEndListeners.delete(listener);
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  // one store update per frame however fast deltas arrive
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState !== 'hidden') {
    requestAnimationFrame(() => flushEvents());
  } else {
    setTimeout(() => flushEvents(), 0);
  }
}

function pushOverlay(): void {
  const { highlight } = useRunStore.getState();
  useRunStore.getState().patch({ ...overlayFold.overlay, highlight });
}

/** Applies buffered events now (tests call it; the UI flushes once per frame). */
export function flushEvents(): void {
  flushScheduled = false;
  if (pending.length === 0) return;
  const batch = pending;
  pending = [];
  const before = overlayFold;
  for (const event of batch) overlayFold = foldOverlay(overlayFold, event);
  if (overlayFold !== before) pushOverlay();
  useRunSession.setState((s) => {
    let pause = s.pause;
    let approvals = s.approvals;
    for (const event of batch) {
      if (event.type === 'paused') pause = event;
      else if (event.type === 'resumed' || event.type === 'run_end') pause = null;
      if (event.type === 'approval_needed') approvals = [...approvals, event];
      else if (event.type === 'approval_resolved') approvals = approvals.filter((a) => a.approvalId !== event.approvalId);
      else if (event.type === 'run_end') approvals = [];
    }
    return { events: s.events.concat(batch), pause, approvals };
  });
  const after = useRunSession.getState();
  if (after.phase === 'running') for (const listener of progressListeners) listener({ events: after.events, runStarts: after.runStarts });
}

function accept(event: RunEvent): void {
  // a 100 MB tool output would freeze the chat and sink the recording: cut it, visibly
  pending.push(truncateLongStrings(event));
  scheduleFlush();
}

/* ------------------------------------------- live runs ----------------------------------------- */

export interface RunSetup {
  graph: Graph;
  model: RunOptions['model'];
  sandbox: RunOptions['sandbox'];
  /** a fixed answer or the question the engine asks before the first user code */
  trusted: RunOptions['trusted'];
  /** the engine entry (default: engine/index.ts `run`); tests may inject another */
  start?: (graph: Graph, input: string, options: RunOptions) => RunHandle;
  stream?: boolean;
  /** the agents' MCP servers (src/features/mcp/browserConnector.ts) */
  mcp?: RunOptions['mcp'];
  /** carries out computer calls (absent: the engine's SVG demo screen) */
  computer?: RunOptions['computer'];
}

/** True while the first run of the tab waits for the engine chunk (counts as running). */
let loadingEngine = false;

export function isRunning(): boolean {
  return handle !== null || loadingEngine;
}

/** Sends one user turn: a new run that continues the conversation. Resolves when it has ended. */
export async function sendMessage(text: string, setup: RunSetup): Promise<RunStatus> {
  if (isRunning()) throw new Error('A run is already in progress');
  let start = setup.start;
  if (!start) {
    loadingEngine = true;
    try {
      start = (await import('../engine/index.ts')).run;
    } finally {
      loadingEngine = false;
    }
  }
  const session = useRunSession.getState();
  if (session.replay) leaveReplay();
  const s = useRunSession.getState();
  const graph = setup.graph;
  const startAgentId = s.lastAgentId && graph.agents.some((a) => a.id === s.lastAgentId) ? s.lastAgentId : undefined;
  const options: RunOptions = {
    model: setup.model,
    sandbox: setup.sandbox,
    trusted: setup.trusted,
    history: s.history,
    stepMode: s.stepMode,
    breakpoints: { agents: s.breakpoints.agents, kinds: s.breakpoints.kinds },
    stream: setup.stream ?? true,
  };
  if (startAgentId) options.startAgentId = startAgentId;
  if (s.context) options.context = s.context;
  if (setup.mcp) options.mcp = setup.mcp;
  if (setup.computer) options.computer = setup.computer;
  useRunSession.setState((st) => ({
    phase: 'running',
    lastStatus: null,
    runStarts: [...st.runStarts, { index: st.events.length + pending.length, startedAt: Date.now() }],
  }));
  const myEpoch = epoch;
  let current: RunHandle;
  try {
    current = start(graph, text, options);
  } catch (error) {
    useRunSession.setState((st) => ({ phase: 'idle', runStarts: st.runStarts.slice(0, -1) }));
    throw error;
  }
  handle = current;
  try {
    for await (const event of current) if (epoch === myEpoch) accept(event);
  } finally {
    if (handle === current) handle = null;
  }
  const result = await current.result;
  // a reset or a replay took over while this run was stopping: leave their state alone
  if (epoch !== myEpoch) return result.status;
  {
    flushEvents();
    useRunSession.setState({
      phase: 'idle',
      history: result.items,
      lastAgentId: result.status === 'terminated' ? null : result.lastAgentId || null,
      context: result.context,
      lastStatus: result.status,
      pause: null,
      approvals: [],
    });
    const { events, runStarts } = useRunSession.getState();
    for (const listener of runEndListeners) listener({ events, runStarts });
  }
  return result.status;
}

export function stopRun(): void {
  handle?.stop();
}

export function continueRun(): void {
  handle?.continue();
}

export function resolveApproval(approvalId: string, approved: boolean, message?: string): void {
  const decision: { approved: boolean; message?: string } = { approved };
  if (message) decision.message = message;
  handle?.resolveApproval(approvalId, decision);
}

export function setStepMode(on: boolean): void {
  useRunSession.setState({ stepMode: on });
  handle?.setStepMode(on);
}

/** Breakpoints apply from the next run (RunOptions are fixed when a run starts). */
export function toggleAgentBreakpoint(agentId: string): void {
  useRunSession.setState((s) => {
    const agents = s.breakpoints.agents.includes(agentId) ? s.breakpoints.agents.filter((a) => a !== agentId) : [...s.breakpoints.agents, agentId];
    return { breakpoints: { ...s.breakpoints, agents } };
  });
}

export function toggleKindBreakpoint(kind: BreakKind): void {
  useRunSession.setState((s) => {
    const kinds = s.breakpoints.kinds.includes(kind) ? s.breakpoints.kinds.filter((k) => k !== kind) : [...s.breakpoints.kinds, kind];
    return { breakpoints: { ...s.breakpoints, kinds } };
  });
}

/** A span picked in the timeline: remember it and point the canvas at its agent or edge. */
export function selectSpan(spanId: string | null, highlight: { agentId?: string; edgeId?: string } | null): void {
  useRunSession.setState({ selectedSpanId: spanId });
  useRunStore.getState().patch({ highlight });
}

function clearAll(extra: Partial<RunSessionState>): void {
  epoch++;
  pending = [];
  overlayFold = initialOverlayFold();
  useRunStore.getState().reset();
  useRunSession.setState((s) => ({
    ...initialState,
    stepMode: s.stepMode,
    breakpoints: s.breakpoints,
    generation: s.generation + 1,
    ...extra,
  }));
}

/** Forgets the conversation (history, last agent, context, transcript and trace). */
export function resetConversation(): void {
  handle?.stop();
  handle = null;
  stopReplayTimer();
  clearAll({});
}

/* -------------------------------------------- replay ------------------------------------------- */

/** Gap shown between two runs of a recorded conversation (the user's typing time is not replayed). */
export const REPLAY_TURN_GAP_MS = 700;

/** Times at which each event of a conversation happens, runs laid end to end. */
export function replayTimes(events: readonly RunEvent[]): number[] {
  const at: number[] = [];
  let offset = 0;
  let lastT = 0;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'run_start' && i > 0) offset = lastT + REPLAY_TURN_GAP_MS;
    lastT = offset + e.t;
    at.push(lastT);
  }
  return at;
}

let replayTimer: ReturnType<typeof setTimeout> | null = null;
function stopReplayTimer(): void {
  if (replayTimer) clearTimeout(replayTimer);
  replayTimer = null;
}

/** Loads a recording into the session (nothing shown yet); `play` or `stepReplay` advance it. */
export function loadReplay(sourceId: string, title: string, events: readonly RunEvent[]): void {
  handle?.stop();
  handle = null;
  stopReplayTimer();
  const copy = events.map((e) => truncateLongStrings(e));
  clearAll({ phase: 'replay', replay: { sourceId, title, events: copy, at: replayTimes(copy), cursor: 0, playing: false, speed: 1 } });
}

export function leaveReplay(): void {
  stopReplayTimer();
  clearAll({});
}

/** Shows exactly events[0..cursor) of the replay (scrubbing back refolds from the start). */
export function seekReplay(cursor: number): void {
  const r = useRunSession.getState().replay;
  if (!r) return;
  const target = Math.max(0, Math.min(r.events.length, Math.round(cursor)));
  const shown = useRunSession.getState().events.length + pending.length;
  if (target >= shown) {
    for (let i = shown; i < target; i++) pending.push(r.events[i]);
    flushEvents();
  } else {
    pending = [];
    overlayFold = initialOverlayFold();
    for (let i = 0; i < target; i++) overlayFold = foldOverlay(overlayFold, r.events[i]);
    pushOverlay();
    const slice = r.events.slice(0, target);
    let pause: RunSessionState['pause'] = null;
    for (const e of slice) pause = e.type === 'paused' ? e : e.type === 'resumed' || e.type === 'run_end' ? null : pause;
    useRunSession.setState((s) => ({ events: slice, generation: s.generation + 1, pause, approvals: [] }));
  }
  useRunSession.setState((s) => (s.replay ? { replay: { ...s.replay, cursor: target, playing: s.replay.playing && target < s.replay.events.length } } : {}));
}

function scheduleNext(): void {
  stopReplayTimer();
  const r = useRunSession.getState().replay;
  if (!r || !r.playing) return;
  if (r.cursor >= r.events.length) {
    useRunSession.setState({ replay: { ...r, playing: false } });
    return;
  }
  const previous = r.cursor > 0 ? r.at[r.cursor - 1] : 0;
  const wait = Math.max(0, (r.at[r.cursor] - previous) / r.speed);
  replayTimer = setTimeout(() => {
    const now = useRunSession.getState().replay;
    if (!now || !now.playing) return;
    // deliver every event due at the same moment together
    let next = now.cursor + 1;
    while (next < now.events.length && now.at[next] <= now.at[now.cursor]) next++;
    seekReplay(next);
    scheduleNext();
  }, wait);
}

export function playReplay(): void {
  const r = useRunSession.getState().replay;
  if (!r) return;
  const cursor = r.cursor >= r.events.length ? 0 : r.cursor;
  if (cursor !== r.cursor) seekReplay(0);
  useRunSession.setState((s) => (s.replay ? { replay: { ...s.replay, playing: true } } : {}));
  scheduleNext();
}

export function pauseReplay(): void {
  stopReplayTimer();
  useRunSession.setState((s) => (s.replay ? { replay: { ...s.replay, playing: false } } : {}));
}

export function setReplaySpeed(speed: number): void {
  useRunSession.setState((s) => (s.replay ? { replay: { ...s.replay, speed } } : {}));
  if (useRunSession.getState().replay?.playing) scheduleNext();
}

/** Does this event change what the chat shows (a presenter's step)? */
export function isVisibleStep(event: RunEvent): boolean {
  switch (event.type) {
    case 'run_start':
    case 'handoff_taken':
    case 'handoff_ignored':
    case 'error':
    case 'approval_needed':
    case 'approval_resolved':
      return true;
    case 'model_response':
      return event.output.some((o) => o.type === 'message');
    case 'tool_call_start':
    case 'tool_call_end':
      return event.toolId !== null;
    case 'guardrail':
      return event.triggered;
    case 'run_end':
      return event.status !== 'completed' && event.status !== 'awaiting_user';
    default:
      return false;
  }
}

/** Goes back to just after the previous visible step (presentation mode, ←). */
export function stepReplayBack(): boolean {
  const r = useRunSession.getState().replay;
  if (!r || r.cursor === 0) return false;
  pauseReplay();
  let at = r.cursor - 2;
  while (at >= 0 && !isVisibleStep(r.events[at])) at--;
  seekReplay(at + 1);
  return true;
}

/** Advances the replay to just after the next visible step (presentation mode). */
export function stepReplay(): boolean {
  const r = useRunSession.getState().replay;
  if (!r || r.cursor >= r.events.length) return false;
  pauseReplay();
  let next = r.cursor;
  while (next < r.events.length && !isVisibleStep(r.events[next])) next++;
  seekReplay(Math.min(r.events.length, next + 1));
  return true;
}

/* -------------------------------------------- secrets ------------------------------------------ */

let secretSource: (() => string) | null = null;

/** The playground registers where the API key lives, so any export can cut it out (defence in depth). */
export function registerSecretSource(source: () => string): void {
  secretSource = source;
}

/** Replaces the current API key, wherever it appears in `text`, before anything leaves the app. */
export function scrubSecrets(text: string): string {
  const secret = secretSource?.().trim() ?? '';
  if (secret.length < 6) return text;
  return text.split(secret).join('[redacted]');
}
