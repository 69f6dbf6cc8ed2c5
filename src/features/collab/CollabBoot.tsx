/**
 * Mounted by the app inside the canvas region: joins the room a link names (once the library has
 * started), and draws others' presence while a room is open. Both load on demand.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useProjectStore } from '../../store/projectStore.ts';
import { runAction } from '../../ui/index.ts';
import { useCollabStore } from './collabStore.ts';
import { serverAdmitted } from './collabSettings.ts';
import { parseRoomFragment, isRoomFragment } from './roomLink.ts';

const DiffLayer = lazy(() => import('./DiffLayer.tsx').then((m) => ({ default: m.DiffLayer })));
const PresenceLayer = lazy(() => import('./PresenceLayer.tsx').then((m) => ({ default: m.PresenceLayer })));

let joining = false;

/** Joins the room the address bar names (on start, or when a room link is pasted into this tab). */
function joinFromLocation() {
  if (joining || !isRoomFragment(location.hash)) return;
  const address = parseRoomFragment(location.hash);
  const inRoom = useCollabStore.getState().room;
  if (address && inRoom?.room === address.room) return;
  // a link pasted into an open tab: the page admits the room's server only from a fresh start
  if (address && !serverAdmitted(address.server)) {
    location.reload();
    return;
  }
  joining = true;
  void runAction('Could not join the shared room', async () => {
    if (!address) throw new Error('This room link is not complete (room, token and a ws:// or wss:// server are needed)');
    const { joinRoom } = await import('./collabSession.ts');
    await joinRoom(address);
  }).finally(() => {
    joining = false;
  });
}

export function CollabBoot() {
  const status = useCollabStore((s) => s.status);
  const diff = useCollabStore((s) => s.diff);
  const libraryReady = useProjectStore((s) => s.projectId !== null);
  useEffect(() => {
    if (!libraryReady || typeof location === 'undefined') return;
    joinFromLocation();
    window.addEventListener('hashchange', joinFromLocation);
    return () => window.removeEventListener('hashchange', joinFromLocation);
  }, [libraryReady]);
  return (
    <Suspense fallback={null}>
      {status !== 'off' && <PresenceLayer />}
      {diff && <DiffLayer view={diff} />}
    </Suspense>
  );
}
