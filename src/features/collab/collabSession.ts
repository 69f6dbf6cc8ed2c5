/**
 * A shared room: one Y.Doc synced by y-websocket (the Yjs sync and awareness protocols, unchanged)
 * and bound to the document store, which stays the UI's one source of truth:
 * - a local store change is written into the Y.Doc field by field (yGraph.ts) with LOCAL as the
 *   origin; the positions of an open gesture are sent as awareness (`dragging`) and land once;
 * - a change from the room (or from my undo) is read back and put into the store outside its own
 *   history; code someone else changed withdraws trust (the same gate as a pasted graph);
 * - Undo/Redo go to a Y.UndoManager that tracks LOCAL only: my undo never undoes your edit;
 * - presence (name, colour, canvas cursor, selection, the field being typed in) is awareness;
 *   `selected` and `measured` are never in the document (they are not graph fields).
 * Loaded only when a room is shared or joined (docs/COLLABORATION.md).
 */
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import { trustNotIn } from '../../graph/codeSites.ts';
import { findSecrets } from '../../graph/secrets.ts';
import type { Graph } from '../../graph/schema.ts';
import { gestureOpen, useDocumentStore } from '../../store/documentStore.ts';
import { useHistoryDelegate } from '../../store/historyDelegate.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { setTextBinder } from '../../store/textBindings.ts';
import { checkRemote } from '../../store/collab/remoteCheck.ts';
import { GraphMirror, TEXT_FIELDS, hasGraph, sharedRoots, spliceOf, writeGraphDiff, type CollectionName } from '../../store/collab/yGraph.ts';
import { toast } from '../../ui/toast.ts';
import { collabHost } from './collabHost.ts';
import { readCollabSettings } from './collabSettings.ts';
import { useCollabStore, type Peer } from './collabStore.ts';
import { connectionStatusOf } from './connectionStatus.ts';
import { roomFragment, type RoomAddress } from './roomLink.ts';
import { roomVersions, type VersionSource } from './versionHistory.ts';
import { sharedText, sharedTextField } from './sharedTextField.ts';

const LOCAL = { origin: 'switchboard-local' };
const COLORS = ['#e5484d', '#0090ff', '#30a46c', '#f76b15', '#8e4ec6', '#d6409f', '#12a594', '#978365'];
/** keystrokes in a bound code field closer than this are one undo step */
const CAPTURE_MS = 600;
const SYNC_TIMEOUT_MS = 15_000;

export interface Session {
  doc: Y.Doc;
  provider: WebsocketProvider;
  address: RoomAddress;
  leave: (reason?: string) => void;
  setOffline: (offline: boolean) => void;
}

let current: Session | null = null;

export function currentSession(): Session | null {
  return current;
}

/** Makes a room for the open graph and joins it; the link is in the address bar and the menu. */
export async function shareForEditing(address: RoomAddress): Promise<void> {
  current?.leave();
  const graph = useDocumentStore.getState().graph;
  const session = connect(address);
  await whenSynced(session);
  if (!hasGraph(session.doc)) writeGraphDiff(session.doc, null, graph, { origin: 'share' }, shareGuard);
  bind(session);
}

/** Joins a room from its link: the room's graph opens as a new, untrusted project. */
export async function joinRoom(address: RoomAddress): Promise<void> {
  current?.leave();
  const session = connect(address);
  try {
    await whenSynced(session);
  } catch (error) {
    session.leave();
    throw error;
  }
  if (!hasGraph(session.doc)) {
    session.leave();
    throw new Error('This room holds no graph: the link may be wrong or the room is gone');
  }
  const graph = new GraphMirror(session.doc).read();
  const opened = await collabHost().openShared(graph, 'Shared room');
  if (!opened) {
    session.leave();
    return;
  }
  bind(session);
}

function connect(address: RoomAddress): Session {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(address.server, address.room, doc, { params: { token: address.token }, maxBackoffTime: 2500 });
  const settings = readCollabSettings();
  const color = COLORS[doc.clientID % COLORS.length];
  provider.awareness.setLocalState({ user: { name: settings.name, color }, cursor: null, selection: [], typing: null, dragging: null, drag: null, connecting: null });
  const cleanups: (() => void)[] = [];
  const session: Session = {
    doc,
    provider,
    address,
    leave: (reason) => {
      if (current === session) current = null;
      for (const stop of cleanups.splice(0)) stop();
      provider.destroy();
      doc.destroy();
      useCollabStore.setState({ status: 'off', synced: false, room: null, peers: [], me: null, workingOffline: false });
      if (location.hash.startsWith('#room=')) history.replaceState(null, '', location.pathname + location.search);
      if (reason) toast('You left the shared room', reason);
    },
    setOffline: (offline) => {
      useCollabStore.setState({ workingOffline: offline });
      if (offline) provider.disconnect();
      else provider.connect();
    },
  };
  (session as Session & { cleanups: (() => void)[] }).cleanups = cleanups;
  current = session;
  useCollabStore.setState({ status: 'connecting', synced: false, room: address, me: { name: settings.name, color }, peers: [] });
  let beenLive = false;
  const onStatus = ({ status }: { status: string }) => {
    const next = connectionStatusOf(status, { workingOffline: useCollabStore.getState().workingOffline, beenLive });
    beenLive ||= next === 'connected';
    useCollabStore.setState({ status: next });
  };
  provider.on('status', onStatus);
  const onSync = (synced: boolean) => useCollabStore.setState({ synced });
  provider.on('sync', onSync);
  const onAwareness = () => {
    const peers = readPeers(provider);
    useCollabStore.setState({ peers });
    // someone who was here first has my colour: take one nobody has (while any is free)
    const mine = provider.awareness.getLocalState()?.user as { name: string; color: string } | undefined;
    if (!mine || !peers.some((p) => p.color === mine.color && p.clientId < provider.awareness.clientID)) return;
    const free = COLORS.find((c) => !peers.some((p) => p.color === c));
    if (!free) return;
    provider.awareness.setLocalStateField('user', { ...mine, color: free });
    useCollabStore.setState({ me: { name: mine.name, color: free } });
  };
  provider.awareness.on('change', onAwareness);
  cleanups.push(() => {
    provider.off('status', onStatus);
    provider.off('sync', onSync);
    provider.awareness.off('change', onAwareness);
  });
  history.replaceState(null, '', location.pathname + location.search + roomFragment(address));
  return session;
}

function whenSynced(session: Session): Promise<void> {
  if (session.provider.synced) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      session.provider.off('sync', onSync);
      reject(new Error(`No answer from the collaboration server at ${session.address.server} (is it running? npm run collab)`));
    }, SYNC_TIMEOUT_MS);
    const onSync = (synced: boolean) => {
      if (!synced) return;
      clearTimeout(timer);
      session.provider.off('sync', onSync);
      resolve();
    };
    session.provider.on('sync', onSync);
  });
}

function readPeers(provider: WebsocketProvider): Peer[] {
  const peers: Peer[] = [];
  provider.awareness.getStates().forEach((state, clientId) => {
    if (clientId === provider.awareness.clientID || !state?.user) return;
    peers.push({
      clientId,
      name: String(state.user.name ?? 'Guest').slice(0, 40),
      color: /^#[0-9a-f]{6}$/i.test(state.user.color) ? state.user.color : '#888888',
      cursor: isPoint(state.cursor) ? state.cursor : null,
      selection: Array.isArray(state.selection) ? state.selection.filter((s: unknown) => typeof s === 'string').slice(0, 200) : [],
      typing: state.typing && typeof state.typing.field === 'string' ? { target: typeof state.typing.target === 'string' ? state.typing.target : null, field: state.typing.field.slice(0, 60) } : null,
      // an auto-layout gesture (dragging) or a node drag on the canvas (drag)
      dragging: readPositions(state.dragging) ?? readPositions(state.drag),
      connecting: readConnecting(state.connecting),
    });
  });
  return peers.sort((a, b) => a.clientId - b.clientId);
}

const isPoint = (value: unknown): value is { x: number; y: number } =>
  !!value && Number.isFinite((value as { x: unknown }).x) && Number.isFinite((value as { y: unknown }).y);

/** Positions from another client's awareness, checked (at most 200 agents) or null. */
function readPositions(value: unknown): Peer['dragging'] {
  if (!value || typeof value !== 'object') return null;
  const out: Record<string, { x: number; y: number }> = {};
  for (const [id, p] of Object.entries(value).slice(0, 200)) if (isPoint(p)) out[id.slice(0, 200)] = { x: p.x, y: p.y };
  return Object.keys(out).length ? out : null;
}

function readConnecting(value: unknown): Peer['connecting'] {
  const c = value as { agent?: unknown; from?: unknown; to?: unknown } | null;
  if (!c || typeof c.agent !== 'string' || !isPoint(c.from) || !isPoint(c.to)) return null;
  return { agent: c.agent.slice(0, 200), from: { x: c.from.x, y: c.from.y }, to: { x: c.to.x, y: c.to.y } };
}

/** Nothing secret-looking enters the shared document (the graph format forbids it anyway). */
function shareGuard(path: string, value: unknown): boolean {
  if (findSecrets(value).length === 0) return true;
  toast('Not shared: this looks like a secret', `${path} holds what looks like an API key or credential; it stays on this machine.`);
  return false;
}

/** Binds the session's Y.Doc to the document store (see the module comment). */
function bind(session: Session) {
  const { doc, provider } = session;
  const cleanups = (session as Session & { cleanups: (() => void)[] }).cleanups;
  const mirror = new GraphMirror(doc);
  const undoManager = new Y.UndoManager(sharedRoots(doc), { trackedOrigins: new Set([LOCAL]), captureTimeout: CAPTURE_MS });
  let lastSynced: Graph = useDocumentStore.getState().graph;
  let loadId = useDocumentStore.getState().loadId;
  let applying = false;
  let pendingRemote = false;
  mirror.read();
  /**
   * The texts a field showed since my last write to it, when others changed it meanwhile: a field
   * with keystrokes still pending was edited on one of them (see TextBase in yGraph.ts).
   */
  const textSeen = new Map<string, string[]>();
  const noteRemoteText = (before: Graph, after: Graph) => {
    for (const name of ['agents', 'tools', 'guardrails'] as const satisfies readonly CollectionName[]) {
      const old = new Map((before[name] as { id: string }[]).map((e) => [e.id, e as Record<string, unknown>]));
      for (const element of after[name] as ({ id: string } & Record<string, unknown>)[]) {
        const was = old.get(element.id);
        if (!was || was === element) continue;
        for (const field of TEXT_FIELDS[name]) {
          if (typeof was[field] !== 'string' || was[field] === element[field]) continue;
          const key = `${name}.${element.id}.${field}`;
          const seen = textSeen.get(key) ?? [was[field] as string];
          if (seen.length < 50) seen.push(String(element[field]));
          textSeen.set(key, seen);
        }
      }
    }
  };
  const textBase = (path: string, next: string) => {
    const seen = textSeen.get(path);
    textSeen.delete(path);
    if (!seen) return undefined;
    // the version the edit was made on is the one it differs least from
    const cost = (base: string) => {
      const s = spliceOf(base, next);
      return s.remove + s.insert.length;
    };
    return seen.reduce((best, text) => (cost(text) < cost(best) ? text : best));
  };

  /** where a change came from: someone else, my undo/redo, or my typing in a bound code field */
  type Source = 'remote' | 'undo' | 'mine';
  const applyRemote = (source: Source) => {
    if (gestureOpen()) {
      pendingRemote = true;
      return;
    }
    const before = useDocumentStore.getState().graph;
    const room = mirror.read();
    // a collaborator's change is checked against the format first (remoteCheck.ts); what it made
    // invalid stays as it was here, and my next edit writes that back (lastSynced is the room's)
    const checked = source === 'remote' ? checkRemote(before, room, lastSynced) : { graph: room, problems: [] };
    const next = checked.graph;
    lastSynced = room;
    if (checked.problems.length) {
      const [first] = checked.problems;
      toast('A change from the shared room was not applied', `${first.path}: ${first.message}${checked.problems.length > 1 ? ` (and ${checked.problems.length - 1} more)` : ''}. It stays as it was here.`);
    }
    applying = true;
    const history = useDocumentStore.temporal.getState();
    history.pause();
    useDocumentStore.setState({ graph: next });
    history.resume();
    applying = false;
    if (source === 'mine') return;
    noteRemoteText(before, next);
    // code someone else wrote runs only after I trust it again (same gate as a paste)
    if (source === 'remote' && trustNotIn(before, next).length > 0) void useProjectStore.getState().revoke?.('collaborator');
  };

  /** y-monaco bindings of the code fields on screen: their transactions are my typing */
  const editorOrigins = new Set<unknown>();
  const onTransaction = (transaction: Y.Transaction) => {
    if (transaction.origin === LOCAL) {
      mirror.adopt(useDocumentStore.getState().graph);
      return;
    }
    if (transaction.changed.size === 0) return;
    applyRemote(transaction.origin === undoManager ? 'undo' : editorOrigins.has(transaction.origin) ? 'mine' : 'remote');
  };
  doc.on('afterTransaction', onTransaction);

  const unsubscribe = useDocumentStore.subscribe((state) => {
    if (applying) return;
    if (state.loadId !== loadId) {
      loadId = state.loadId;
      session.leave('Another graph was opened here; the room keeps its own.');
      return;
    }
    if (state.graph === lastSynced) return;
    if (gestureOpen()) {
      publishDrag(state.graph, lastSynced);
      return;
    }
    provider.awareness.setLocalStateField('dragging', null);
    const from = lastSynced;
    lastSynced = state.graph;
    // one store commit is one undo step (two quick renames are two); only typing in a bound
    // code field is grouped by time (CAPTURE_MS)
    undoManager.stopCapturing();
    writeGraphDiff(doc, from, state.graph, LOCAL, shareGuard, textBase);
    if (pendingRemote) {
      pendingRemote = false;
      mirror.invalidate();
      applyRemote('remote');
    }
  });

  const publishDrag = (graph: Graph, base: Graph) => {
    const positions: Record<string, { x: number; y: number }> = {};
    const old = new Map(base.agents.map((a) => [a.id, a.position]));
    for (const agent of graph.agents) {
      const p = old.get(agent.id);
      if (p && (p.x !== agent.position.x || p.y !== agent.position.y)) positions[agent.id] = { x: agent.position.x, y: agent.position.y };
    }
    provider.awareness.setLocalStateField('dragging', positions);
  };

  const unsubscribeSelection = useSelectionStore.subscribe((state) => {
    provider.awareness.setLocalStateField('selection', [...state.agentIds]);
  });
  provider.awareness.setLocalStateField('selection', [...useSelectionStore.getState().agentIds]);

  const publishHistory = () =>
    useHistoryDelegate.setState({ canUndo: undoManager.undoStack.length > 0, canRedo: undoManager.redoStack.length > 0 });
  undoManager.on('stack-item-added', publishHistory);
  undoManager.on('stack-item-popped', publishHistory);
  undoManager.on('stack-cleared', publishHistory);
  const delegate = {
    undo: () => {
      undoManager.stopCapturing();
      undoManager.undo();
    },
    redo: () => undoManager.redo(),
  };
  useHistoryDelegate.setState({ delegate, canUndo: false, canRedo: false });

  // Code fields that are shared texts are bound to them with y-monaco (monacoBinding.ts, loaded
  // with the first such field: Monaco is loaded by then)
  setTextBinder((handle) => {
    const target = sharedTextField(handle.path);
    if (!target) return null;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./monacoBinding.ts').then(({ bindMonaco }) => {
      const ytext = cancelled ? null : sharedText(doc, target);
      if (!ytext) return;
      // keystrokes still in the field's draft go in through the store first
      handle.flush();
      stop = bindMonaco({
        ytext,
        editor: handle.editor,
        target,
        awareness: provider.awareness,
        trackOrigin: (origin, track) => {
          if (track) {
            editorOrigins.add(origin);
            undoManager.addTrackedOrigin(origin);
          } else {
            editorOrigins.delete(origin);
            undoManager.removeTrackedOrigin(origin);
          }
        },
        ...delegate,
      });
      handle.setBound(true);
    });
    return () => {
      cancelled = true;
      stop?.();
      if (stop) handle.setBound(false);
    };
  });

  cleanups.push(() => {
    setTextBinder(null);
    doc.off('afterTransaction', onTransaction);
    unsubscribe();
    unsubscribeSelection();
    undoManager.destroy();
    mirror.destroy();
    useHistoryDelegate.setState({ delegate: null, canUndo: false, canRedo: false });
    // the store's own history holds snapshots from before others' edits: not safe to step back into
    useDocumentStore.temporal.getState().clear();
  });
  if (!useCollabStore.getState().panelOpen) toast('Shared for editing', 'Everyone with the link edits this graph with you.');
}

/** Presence: the pointer on the canvas in flow coordinates (null when it leaves). */
export function publishCursor(point: { x: number; y: number } | null) {
  current?.provider.awareness.setLocalStateField('cursor', point);
}

/**
 * Presence: a node drag or a route being drawn on the canvas, while it lasts (React Flow's
 * multiplayer guidance: in-progress gestures are awareness; only the drop is a document edit).
 */
export function publishCanvasGesture(gesture: { drag: Peer['dragging']; connecting: Peer['connecting'] }) {
  const awareness = current?.provider.awareness;
  if (!awareness) return;
  const state = awareness.getLocalState();
  if (JSON.stringify(state?.drag ?? null) !== JSON.stringify(gesture.drag)) awareness.setLocalStateField('drag', gesture.drag);
  if (JSON.stringify(state?.connecting ?? null) !== JSON.stringify(gesture.connecting)) awareness.setLocalStateField('connecting', gesture.connecting);
}

/** Presence: the field being typed in (null when typing stops). */
export function publishTyping(typing: { target: string | null; field: string } | null) {
  current?.provider.awareness.setLocalStateField('typing', typing);
}

/** The open room's history, or null alone. */
export function currentRoomVersions(): VersionSource | null {
  return current ? roomVersions(current.doc.getArray('versions')) : null;
}

export function roomLink(address: RoomAddress): string {
  return `${location.origin}${location.pathname}${roomFragment(address)}`;
}
