/**
 * The open project as other features need to know it: which one, and whether its code is
 * trusted. The library (features/library) owns projects and publishes here; the playground reads
 * `trusted` before running code and may call `trust()` after asking the user.
 */
import { create } from 'zustand';

export interface ProjectState {
  /** null until the library has restored or created a project */
  projectId: string | null;
  /** null: not known yet (treat as untrusted); false: came from a file or a link */
  trusted: boolean | null;
  /** marks the open project trusted (persisted by the library); null until the library is ready */
  trust: (() => Promise<void>) | null;
  /** code arrived from outside (a paste, an import into the project): ask again before it runs */
  revoke: ((reason: UntrustedReason) => Promise<void>) | null;
  /**
   * What is being opened (an example's title, a file's name) while its document loads: the graph
   * on screen is about to be replaced, so canvas commands wait and the canvas says so.
   */
  opening: string | null;
}

/** 'collaborator': someone in the shared room changed code (docs/COLLABORATION.md) */
export type UntrustedReason = 'paste' | 'import' | 'collaborator';

export const useProjectStore = create<ProjectState>()(() => ({ projectId: null, trusted: null, trust: null, revoke: null, opening: null }));
