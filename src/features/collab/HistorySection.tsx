/**
 * Versions in the room menu: save a named version (author and time kept), compare two versions or
 * a version and now (drawn on the canvas), restore one as a new undoable edit.
 */
import { useEffect, useState } from 'react';
import { Button, runAction, toast } from '../../ui/index.ts';
import { currentRoomVersions } from './collabSession.ts';
import { readCollabSettings } from './collabSettings.ts';
import { useCollabStore, type Version } from './collabStore.ts';
import { localVersions, restoreVersion, type VersionSource } from './versionHistory.ts';

const NOW = 'now';

export function HistorySection() {
  const room = useCollabStore((s) => s.room);
  const me = useCollabStore((s) => s.me);
  const [source, setSource] = useState<VersionSource>(() => currentRoomVersions() ?? localVersions());
  const [versions, setVersions] = useState<Version[]>([]);
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState(NOW);

  useEffect(() => setSource(currentRoomVersions() ?? localVersions()), [room]);
  useEffect(() => {
    let live = true;
    const load = () => void source.list().then((list) => live && setVersions(list));
    load();
    const stop = source.watch(load);
    return () => {
      live = false;
      stop();
    };
  }, [source]);
  useEffect(() => {
    if (!from && versions.length) setFrom(versions[0].id);
  }, [versions, from]);

  const save = () =>
    runAction('The version could not be saved', async () => {
      const label = name.trim() || `Version ${versions.length + 1}`;
      await source.save(label, me?.name ?? readCollabSettings().name);
      setName('');
      setVersions(await source.list());
      toast(`Saved “${label}”`, room ? 'in the room’s history' : 'in this browser’s history of the project');
    });

  const compare = () => {
    const before = versions.find((v) => v.id === from);
    if (!before) return;
    const after = to === NOW ? null : (versions.find((v) => v.id === to) ?? null);
    useCollabStore.setState({ diff: { before, after }, panelOpen: false });
  };

  return (
    <section className="sb-collab__history" data-testid="history-section">
      <h3 className="sb-collab__heading">Versions {room ? '(this room)' : '(this browser)'}</h3>
      <div className="sb-collab__row">
        <input className="sb-input" placeholder="Name this version" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} data-testid="version-name" aria-label="Version name" />
        <Button size="sm" onClick={save} data-testid="version-save">
          Save version
        </Button>
      </div>
      {versions.length === 0 ? (
        <p className="sb-hint">No versions yet.</p>
      ) : (
        <>
          <ul className="sb-collab__versions" data-testid="version-list">
            {versions.map((v) => (
              <li key={v.id} data-testid="version" data-name={v.name}>
                <span className="sb-collab__version-name">{v.name}</span>
                <span className="sb-hint">
                  {v.author} · {new Date(v.at).toLocaleString()}
                </span>
                <Button size="sm" onClick={() => useCollabStore.setState({ diff: { before: v, after: null }, panelOpen: false })} data-testid="version-compare-now">
                  Compare with now
                </Button>
                <Button
                  size="sm"
                  onClick={() => {
                    restoreVersion(v);
                    toast(`Restored “${v.name}”`, 'One edit: Undo takes it back.');
                  }}
                  data-testid="version-restore"
                >
                  Restore
                </Button>
              </li>
            ))}
          </ul>
          <div className="sb-collab__row">
            <select className="sb-input" value={from} onChange={(e) => setFrom(e.target.value)} aria-label="Compare from" data-testid="compare-from">
              {versions.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
            <select className="sb-input" value={to} onChange={(e) => setTo(e.target.value)} aria-label="Compare to" data-testid="compare-to">
              <option value={NOW}>Now</option>
              {versions.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
            <Button size="sm" onClick={compare} data-testid="compare">
              Compare
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
