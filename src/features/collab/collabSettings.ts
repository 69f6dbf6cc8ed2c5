/**
 * This browser's collaboration settings: the server address and the name others see. Kept in
 * localStorage (`switchboard.collab`); /startup.js admits the saved server's origin to the page's
 * connect-src, so a changed address takes effect after a reload (docs/COLLABORATION.md).
 */
export interface CollabSettings {
  server: string;
  name: string;
}

const KEY = 'switchboard.collab';
export const DEFAULT_SERVER = 'ws://127.0.0.1:4455';

export function readCollabSettings(): CollabSettings {
  let saved: Partial<CollabSettings> = {};
  try {
    saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<CollabSettings>;
  } catch {
    saved = {};
  }
  return {
    server: typeof saved.server === 'string' && saved.server ? saved.server : DEFAULT_SERVER,
    name: typeof saved.name === 'string' && saved.name.trim() ? saved.name.trim().slice(0, 40) : `Guest ${Math.floor(100 + Math.random() * 900)}`,
  };
}

export function saveCollabSettings(settings: CollabSettings) {
  localStorage.setItem(KEY, JSON.stringify(settings));
}

/** Whether the page's policy admits this server now (else a reload is needed first). */
export function serverAdmitted(server: string): boolean {
  try {
    const origin = new URL(server).origin;
    return (document.documentElement.dataset.collabOrigins ?? '').split(' ').includes(origin);
  } catch {
    return false;
  }
}
