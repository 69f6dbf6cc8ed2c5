/**
 * A memory snapshot of Pyodide right after its boot, made at build time in Node and served beside
 * Pyodide's files (`pyodide/snapshot.bin`, vite.config.ts). Restoring it skips the interpreter's
 * start-up (about 3.4 s of CPU of a 4 s cold start here, down to about 0.7 s), so the first Python
 * body of a run answers sooner. It holds only the freshly booted interpreter with the worker's boot
 * options (PYODIDE_BOOT): the driver, the lock-down and every call still run after the restore,
 * exactly as after a cold start. The browser worker falls back to a cold start without it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PYODIDE_BOOT } from '../pythonWorkerCore.ts';

interface SnapshotPyodide {
  makeMemorySnapshot(): Uint8Array;
}

const require = createRequire(import.meta.url);

/** The installed Pyodide's version: a snapshot restores only into the build it was made by. */
export function pyodideVersion(): string {
  return (require('pyodide/package.json') as { version: string }).version;
}

/** Boots Pyodide in this process with the worker's boot options and returns its memory snapshot. */
export async function makePythonSnapshot(): Promise<Uint8Array> {
  const { loadPyodide } = (await import('pyodide')) as unknown as { loadPyodide(o: Record<string, unknown>): Promise<SnapshotPyodide> };
  const py = await loadPyodide({ ...PYODIDE_BOOT, env: { ...PYODIDE_BOOT.env }, stdout: () => undefined, stderr: () => undefined, _makeSnapshot: true });
  return py.makeMemorySnapshot();
}

/** Where the snapshot of the installed Pyodide is kept (node_modules/.cache/switchboard/…). */
export function snapshotCacheFile(): string {
  const key = `${pyodideVersion()}-${createHash('sha256').update(JSON.stringify(PYODIDE_BOOT)).digest('hex').slice(0, 16)}`;
  return join(dirname(require.resolve('pyodide/package.json')), '..', '.cache', 'switchboard', `pyodide-snapshot-${key}.bin`);
}

/** The kept snapshot if `npm ci` (prepare) or a build made one, else undefined; read once per process. */
let kept: Uint8Array | null | undefined;
export function keptPythonSnapshot(): Uint8Array | undefined {
  if (kept === undefined) {
    try {
      kept = readFileSync(snapshotCacheFile());
    } catch {
      kept = null;
    }
  }
  return kept ?? undefined;
}

/**
 * The snapshot for the installed Pyodide, made once and kept in `node_modules/.cache` (keyed by
 * Pyodide's version and the boot options), so builds and the dev server pay the boot only once.
 */
export async function cachedPythonSnapshot(): Promise<Uint8Array> {
  const file = snapshotCacheFile();
  try {
    return readFileSync(file);
  } catch {
    const snapshot = await makePythonSnapshot();
    mkdirSync(dirname(file), { recursive: true });
    // written whole, then renamed: a parallel build never reads half a snapshot
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, snapshot);
    renameSync(partial, file);
    return snapshot;
  }
}
