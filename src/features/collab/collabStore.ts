/**
 * What the UI shows of collaboration (small and in the first-paint bundle; the session itself,
 * Yjs and the provider load only when a room is shared or joined).
 */
import { create } from 'zustand';
import type { Graph } from '../../graph/schema.ts';
import type { RoomAddress } from './roomLink.ts';

/** A named version of the project: the room's (in a room) or this browser's (alone). */
export interface Version {
  id: string;
  name: string;
  author: string;
  /** epoch ms */
  at: number;
  graph: Graph;
}

/** A diff drawn on the canvas: `after` null means the graph as it is now. */
export interface DiffView {
  before: Version;
  after: Version | null;
}

export type ConnectionStatus = 'off' | 'connecting' | 'connected' | 'offline';

export interface Peer {
  clientId: number;
  name: string;
  color: string;
  /** flow coordinates on the canvas, or null when the pointer is elsewhere */
  cursor: { x: number; y: number } | null;
  selection: string[];
  /** the field being typed in (agent or tool id, the field's label) */
  typing: { target: string | null; field: string } | null;
  /** agent positions of a drag in progress (flow coordinates) */
  dragging: Record<string, { x: number; y: number }> | null;
  /** a route being drawn: from the agent's handle to the pointer (flow coordinates) */
  connecting: { agent: string; from: { x: number; y: number }; to: { x: number; y: number } } | null;
}

export interface CollabState {
  status: ConnectionStatus;
  /** the first sync with the server finished (the room's state is here) */
  synced: boolean;
  room: RoomAddress | null;
  me: { name: string; color: string } | null;
  peers: Peer[];
  /** the room menu is open */
  panelOpen: boolean;
  /** the user chose to work offline (edits keep, and merge when they reconnect) */
  workingOffline: boolean;
  /** the diff on the canvas, if any */
  diff: DiffView | null;
}

export const useCollabStore = create<CollabState>()(() => ({
  status: 'off',
  synced: false,
  room: null,
  me: null,
  peers: [],
  panelOpen: false,
  workingOffline: false,
  diff: null,
}));
