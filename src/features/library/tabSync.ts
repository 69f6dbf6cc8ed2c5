/**
 * Tabs of the app on one browser profile tell each other about saves over a BroadcastChannel, so
 * a tab showing a project that another tab just saved can say so at once (the revision check in
 * projectRepository.saveGraph is what actually prevents an overwrite; this only makes it prompt).
 */
export interface SavedMessage {
  type: 'saved';
  projectId: string;
  revision: number;
  /** the sending tab (a tab ignores its own messages; BroadcastChannel does not echo anyway) */
  tab: string;
}

const CHANNEL = 'switchboard.library';
const tab = `t_${Math.random().toString(36).slice(2, 10)}`;
let channel: BroadcastChannel | null = null;

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  return channel;
}

export function publishSaved(projectId: string, revision: number): void {
  const message: SavedMessage = { type: 'saved', projectId, revision, tab };
  open()?.postMessage(message);
}

/** Calls `listener` for every save another tab makes. */
export function onOtherTabSaved(listener: (message: SavedMessage) => void): () => void {
  const ch = open();
  if (!ch) return () => {};
  const handler = (event: MessageEvent) => {
    const data = event.data as Partial<SavedMessage> | null;
    if (data?.type === 'saved' && data.tab !== tab && typeof data.projectId === 'string' && typeof data.revision === 'number') {
      listener(data as SavedMessage);
    }
  };
  ch.addEventListener('message', handler);
  return () => ch.removeEventListener('message', handler);
}
