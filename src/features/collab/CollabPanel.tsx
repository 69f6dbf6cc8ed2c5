/** The room menu: share the open graph for editing, the link, who is here, offline, leave. */
import { useState } from 'react';
import { Button, Dialog, runAction, toast } from '../../ui/index.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { currentSession, roomLink, shareForEditing } from './collabSession.ts';
import { readCollabSettings, saveCollabSettings, serverAdmitted } from './collabSettings.ts';
import { useCollabStore } from './collabStore.ts';
import { newRoom } from './roomLink.ts';
import { Avatar } from './CollabButton.tsx';
import { HistorySection } from './HistorySection.tsx';

export function CollabPanel({ onClose }: { onClose: () => void }) {
  const room = useCollabStore((s) => s.room);
  const status = useCollabStore((s) => s.status);
  const peers = useCollabStore((s) => s.peers);
  const me = useCollabStore((s) => s.me);
  const workingOffline = useCollabStore((s) => s.workingOffline);
  const agents = useDocumentStore((s) => s.graph.agents);
  const [settings, setSettings] = useState(readCollabSettings);
  const [busy, setBusy] = useState(false);
  const admitted = serverAdmitted(settings.server);
  const nameOf = (id: string) => agents.find((a) => a.id === id)?.name ?? id;

  const share = () =>
    runAction('The graph could not be shared', async () => {
      saveCollabSettings(settings);
      if (!admitted) {
        location.reload();
        return;
      }
      setBusy(true);
      try {
        await shareForEditing(newRoom(settings.server));
      } finally {
        setBusy(false);
      }
    });

  return (
    <Dialog open onClose={onClose} title={room ? 'Shared room' : 'Share for editing'} width={600} data-testid="collab-panel">
      {!room ? (
        <div className="sb-collab__form">
          <p className="sb-hint">
            Everyone with the link edits this graph with you, live. The graph goes to the collaboration server below; your
            API key, runs and other projects never do. Start a server on this machine with <code>npm run collab</code>.
          </p>
          <label className="sb-label" htmlFor="collab-name">Your name</label>
          <input id="collab-name" className="sb-input" value={settings.name} maxLength={40} onChange={(e) => setSettings({ ...settings, name: e.target.value })} data-testid="collab-name" />
          <label className="sb-label" htmlFor="collab-server">Collaboration server</label>
          <input id="collab-server" className="sb-input sb-input--mono" value={settings.server} onChange={(e) => setSettings({ ...settings, server: e.target.value })} data-testid="collab-server" />
          {!admitted && <p className="sb-hint">A new server address takes effect after a reload (the page only talks to servers it was started with).</p>}
          <div className="sb-collab__actions">
            <Button variant="primary" onClick={share} disabled={busy} data-testid="collab-create">
              {busy ? 'Sharing…' : admitted ? 'Share for editing' : 'Save and reload'}
            </Button>
          </div>
        </div>
      ) : (
        <div className="sb-collab__form">
          <label className="sb-label" htmlFor="collab-link">Link (anyone with it can edit)</label>
          <div className="sb-collab__row">
            <input id="collab-link" className="sb-input sb-input--mono" readOnly value={roomLink(room)} data-testid="collab-link" onFocus={(e) => e.target.select()} />
            <Button size="sm" icon="copy" onClick={() => void navigator.clipboard?.writeText(roomLink(room)).then(() => toast('Link copied'))}>
              Copy
            </Button>
          </div>
          <p className="sb-hint" data-testid="collab-connection">
            {status === 'connected' ? `Connected to ${room.server}` : status === 'offline' ? 'Offline: your edits are kept and merge when you reconnect' : `Connecting to ${room.server}…`}
          </p>
          <ul className="sb-collab__people" data-testid="collab-people-list">
            {me && (
              <li>
                <Avatar name={me.name} color={me.color} me /> {me.name} (you)
              </li>
            )}
            {peers.map((p) => (
              <li key={p.clientId} data-testid="collab-peer">
                <Avatar name={p.name} color={p.color} /> {p.name}
                {p.selection.length > 0 && <span className="sb-hint"> · on {p.selection.slice(0, 3).map(nameOf).join(', ')}</span>}
                {p.typing && <span className="sb-hint"> · typing in {p.typing.field}</span>}
              </li>
            ))}
          </ul>
          <div className="sb-collab__actions">
            <Button size="sm" onClick={() => currentSession()?.setOffline(!workingOffline)} data-testid="collab-offline">
              {workingOffline ? 'Reconnect' : 'Work offline'}
            </Button>
            <Button size="sm" onClick={() => currentSession()?.leave()} data-testid="collab-leave">
              Leave room
            </Button>
          </div>
        </div>
      )}
      <HistorySection />
    </Dialog>
  );
}
