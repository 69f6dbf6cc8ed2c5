/**
 * What the app lends this feature (features never import each other): opening a room's graph as a
 * new, untrusted project, the way the library opens a share link.
 */
import type { Graph } from '../../graph/schema.ts';

export interface CollabHost {
  /** Validates and opens `graph` as a new project that is not trusted; false on any problem. */
  openShared: (graph: Graph, source: string) => Promise<boolean>;
}

let host: CollabHost | null = null;

export function setCollabHost(next: CollabHost) {
  host = next;
}

export function collabHost(): CollabHost {
  if (!host) throw new Error('The collaboration host is not set up');
  return host;
}
