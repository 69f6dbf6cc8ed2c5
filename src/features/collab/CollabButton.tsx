/**
 * The top bar's collaboration slot (first-paint bundle: small): "Share" when alone; in a room, the
 * connection state and who is here. The room menu and the session load on first use.
 */
import { lazy, Suspense } from 'react';
import './collab.css';
import { Button } from '../../ui/index.ts';
import { useCollabStore, type ConnectionStatus } from './collabStore.ts';

const CollabPanel = lazy(() => import('./CollabPanel.tsx').then((m) => ({ default: m.CollabPanel })));

const STATUS_TEXT: Record<ConnectionStatus, string> = {
  off: 'Not shared',
  connecting: 'Connecting…',
  connected: 'Live',
  offline: 'Offline: edits kept, merged on reconnect',
};

export function CollabButton() {
  const status = useCollabStore((s) => s.status);
  const peers = useCollabStore((s) => s.peers);
  const me = useCollabStore((s) => s.me);
  const open = useCollabStore((s) => s.panelOpen);
  const setOpen = (panelOpen: boolean) => useCollabStore.setState({ panelOpen });
  return (
    <>
      {status === 'off' ? (
        <Button size="sm" icon="globe" onClick={() => setOpen(true)} data-testid="collab-share" title="Share for editing: work on this graph together, live">
          Share
        </Button>
      ) : (
        <button type="button" className="sb-collab__chip" onClick={() => setOpen(true)} data-testid="collab-chip" data-status={status} title={STATUS_TEXT[status]}>
          <span className="sb-collab__dot" data-status={status} aria-hidden="true" />
          <span className="sb-collab__status" data-testid="collab-status">{status === 'connected' ? 'Live' : status === 'offline' ? 'Offline' : 'Connecting'}</span>
          <span className="sb-collab__avatars" data-testid="collab-people">
            {me && <Avatar name={me.name} color={me.color} me />}
            {peers.slice(0, 6).map((p) => (
              <Avatar key={p.clientId} name={p.name} color={p.color} />
            ))}
            {peers.length > 6 && <span className="sb-collab__more">+{peers.length - 6}</span>}
          </span>
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <CollabPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function Avatar({ name, color, me = false }: { name: string; color: string; me?: boolean }) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="sb-collab__avatar" style={{ background: color }} title={me ? `${name} (you)` : name} data-testid="collab-avatar" data-name={name}>
      {initials}
    </span>
  );
}
