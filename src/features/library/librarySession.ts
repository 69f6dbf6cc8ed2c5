/**
 * The project library at run time: which project is open, the list, autosave, and the actions
 * of the library menu. The document itself lives in the document store; this module saves it
 * (debounced, after every change) and loads projects into it (loading never enters undo).
 */
import { create } from 'zustand';
import { loadExampleGraph } from '../../graph/exampleDocuments.ts';
import { EXAMPLE_CATALOG } from '../../graph/exampleCatalog.ts';
import type { Graph } from '../../graph/schema.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore, type UntrustedReason } from '../../store/projectStore.ts';
import { emptyGraph } from '../../store/emptyGraph.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { useUiStore } from '../../store/uiStore.ts';
import { uniqueProjectName } from './uniqueProjectName.ts';
import type { ImportProblem } from './graphFile.ts';
import { describeFailure } from '../../ui/runAction.ts';
import { toast } from '../../ui/toast.ts';
import { onOtherTabSaved, publishSaved } from './tabSync.ts';
import { isShareFragment } from '../../graph/shareFragment.ts';
import {
  newProjectId,
  openProjectRepository,
  revisionOf,
  type ProjectOrigin,
  type ProjectRecord,
  type ProjectRepository,
  type ProjectSummary,
} from './projectRepository.ts';

/**
 * The graph importer for stored projects and files (zod + the graph schema, about 27 KiB gz):
 * loaded when a project is read back or a file imported, never on a first visit's first paint
 * (docs/PERFORMANCE.md, "First paint").
 */
function loadImporter() {
  return Promise.all([import('./storedProject.ts'), import('./graphFile.ts')]).then(([stored, file]) => ({ checkStoredProject: stored.checkStoredProject, readGraphText: file.readGraphText }));
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

/** The open project was saved by another tab since this tab loaded it: nothing is written until the user chooses. */
export interface SaveConflict {
  projectId: string;
  /** the other tab's revision */
  revision: number;
}

export interface LibraryState {
  ready: boolean;
  projects: ProjectSummary[];
  current: ProjectSummary | null;
  saveState: SaveState;
  /** problems of the last import that failed; the dialog shows them */
  importFailure: { source: string; problems: ImportProblem[] } | null;
  conflict: SaveConflict | null;
}

export const useLibraryStore = create<LibraryState>()(() => ({
  ready: false,
  projects: [],
  current: null,
  saveState: 'idle',
  importFailure: null,
  conflict: null,
}));

// Other features learn the open project and its trust from the shared project store.
useLibraryStore.subscribe((state, previous) => {
  if (state.current === previous.current) return;
  useProjectStore.setState({
    projectId: state.current?.id ?? null,
    trusted: state.current ? state.current.trusted : null,
    trust: state.current ? trustCurrentProject : null,
    revoke: state.current ? revokeCurrentTrust : null,
  });
});

const AUTOSAVE_MS = 400;

let repositoryPromise: Promise<ProjectRepository> | null = null;
let started: Promise<void> | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** the graph last written or loaded: an identical graph needs no save */
let persistedGraph: Graph | null = null;
/** the revision `persistedGraph` is (saves go on top of it, see projectRepository.saveGraph) */
let persistedRevision = 0;
/** saves run one after another: two in flight would both claim the same base revision */
let saveChain: Promise<void> = Promise.resolve();
/** the last autosave failed (its toast was shown; the next success clears it) */
let saveFailing = false;
/** the open project's record could not be written yet (storage full at its creation): the next save creates it */
let unstoredId: string | null = null;
/** a failed save is tried again after this long, so an edit is kept until it is stored */
const SAVE_RETRY_MS = 5_000;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function repository(): Promise<ProjectRepository> {
  repositoryPromise ??= openProjectRepository();
  return repositoryPromise;
}

/** Tests: use another database (call before startLibrary). */
export function setRepositoryForTests(repo: Promise<ProjectRepository>): void {
  repositoryPromise = repo;
}

async function refreshList(): Promise<void> {
  const projects = await (await repository()).list();
  useLibraryStore.setState({ projects });
}

function summary(record: ProjectRecord): ProjectSummary {
  const { graph: _graph, ...rest } = record;
  return rest;
}

/**
 * Reads a project through the importer (migrations, validation; storedProject.ts). A damaged one
 * is marked and set aside with a message, and null comes back; a migrated one is written back
 * in the current format. A record that reads fine again loses its damaged mark.
 */
async function loadRecord(id: string): Promise<ProjectRecord | null> {
  const repo = await repository();
  const raw = (await repo.get(id)) as unknown;
  if (raw === undefined) return null;
  const { checkStoredProject } = await loadImporter();
  const checked = checkStoredProject(raw);
  if (!checked.ok) {
    const name = (raw as { name?: unknown } | null)?.name;
    // best effort: with storage full the mark is not kept, the project is still set aside
    await repo.markDamaged(id, checked.problems, Date.now()).catch(() => undefined);
    const first = checked.problems[0];
    toast.error(
      `"${typeof name === 'string' ? name : id}" is damaged and was not opened`,
      `${first.path ? `${first.path}: ` : ''}${first.message} The project is kept in Projects, marked damaged.`,
    );
    return null;
  }
  let record = checked.record;
  if (checked.migrated) {
    // best effort: a project that cannot be written back (storage full) still opens, migrated in memory
    const saved = await repo.saveGraph(id, record.graph, revisionOf(record), record.updatedAt).catch(() => null);
    if (saved?.ok) record = saved.record;
  }
  if ((raw as ProjectRecord).damaged) {
    const { damaged: _damaged, ...healed } = record;
    record = healed;
    await repo.put(record).catch(() => undefined);
  }
  return record;
}

/** The most recent project that loads, other than `except`; null when there is none. */
async function firstGoodProject(except?: string): Promise<ProjectRecord | null> {
  for (const p of await (await repository()).list()) {
    if (p.damaged || p.id === except) continue;
    const record = await loadRecord(p.id);
    if (record) return record;
  }
  return null;
}

/** Puts a project's graph in the editor: not undoable, clears history and selection. */
async function show(record: ProjectRecord, options: { openPlayground?: boolean } = {}): Promise<void> {
  persistedGraph = record.graph;
  persistedRevision = revisionOf(record);
  useLibraryStore.setState({ conflict: null });
  useSelectionStore.getState().clear();
  useDocumentStore.getState().setGraph(record.graph);
  // in the same render as the graph: the canvas fits once, beside the dock, and nothing that
  // sees the graph can see the dock still shut (storage below may take a while)
  if (options.openPlayground) useUiStore.getState().setPlaygroundOpen(true);
  useLibraryStore.setState({ current: summary(record), saveState: 'saved' });
  // which project to reopen is a convenience: storage refusing it must not stop the project opening
  await (await repository()).setLastProjectId(record.id).catch(() => undefined);
}

function markConflict(projectId: string, revision: number): void {
  useLibraryStore.setState({ conflict: { projectId, revision }, saveState: 'conflict' });
}

function saveNow(): Promise<void> {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  saveChain = saveChain.then(saveOnce, saveOnce);
  return saveChain;
}

async function saveOnce(): Promise<void> {
  const current = useLibraryStore.getState().current;
  const graph = useDocumentStore.getState().graph;
  if (!current) return;
  if (graph === persistedGraph && unstoredId !== current.id) {
    // an edit undone before its autosave ran: the document is the saved one again
    if (useLibraryStore.getState().saveState === 'saving') useLibraryStore.setState({ saveState: 'saved' });
    return;
  }
  // changed in another tab: wait for the user's choice (ConflictBanner), never overwrite
  if (useLibraryStore.getState().conflict?.projectId === current.id) {
    useLibraryStore.setState({ saveState: 'conflict' });
    return;
  }
  useLibraryStore.setState({ saveState: 'saving' });
  try {
    const repo = await repository();
    let outcome: Awaited<ReturnType<ProjectRepository['saveGraph']>>;
    if (unstoredId === current.id) {
      // the record was never written (storage was full when it was made): create it now
      const created: ProjectRecord = { ...current, name: graph.name, graph, updatedAt: Date.now() };
      await repo.put(created);
      unstoredId = null;
      await repo.setLastProjectId(created.id).catch(() => undefined);
      outcome = { ok: true, record: created };
    } else {
      outcome = await repo.saveGraph(current.id, graph, persistedRevision, Date.now());
    }
    if (!outcome.ok && outcome.reason === 'conflict') {
      markConflict(current.id, revisionOf(outcome.current));
      return;
    }
    if (!outcome.ok) {
      // deleted in another tab while open here: keep this tab's work rather than lose it
      const restored: ProjectRecord = { ...current, name: graph.name, graph, updatedAt: Date.now(), revision: persistedRevision + 1 };
      await repo.put(restored);
      outcome = { ok: true, record: restored };
      toast('This project was deleted in another tab', 'It stays open here and was saved again.');
    }
    const record = outcome.record;
    persistedGraph = graph;
    persistedRevision = revisionOf(record);
    publishSaved(record.id, persistedRevision);
    saveFailing = false;
    // An edit made while this save was being written is not in storage yet: the indicator must
    // not say "Saved", the crash stash must stay, and that edit gets its own save (also when it
    // went back to the graph stored before, which the document subscription does not see as a change).
    const upToDate = useDocumentStore.getState().graph === graph;
    // the stash is this document's, unless an older one waits to be applied (stashBlocked)
    if (upToDate && typeof localStorage !== 'undefined' && !stashBlocked) localStorage.removeItem(UNSAVED_KEY);
    useLibraryStore.setState((s) => ({
      saveState: s.current?.id === record.id && upToDate ? 'saved' : s.saveState,
      current: s.current?.id === record.id ? summary(record) : s.current,
    }));
    if (!upToDate && useLibraryStore.getState().current?.id === record.id) scheduleSave();
    if (current.name !== record.name) await refreshList();
  } catch (error) {
    // say it once per failing spell, not on every keystroke's retry
    if (!saveFailing) toast.error('Your changes are not saved', describeFailure(error));
    saveFailing = true;
    useLibraryStore.setState({ saveState: 'error' });
    scheduleRetry();
  }
}

/** The edit stays in the document (and in the crash stash) and is tried again until it is stored. */
function scheduleRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void saveNow();
  }, SAVE_RETRY_MS);
}

/** Writes any pending change now (before switching projects, or when the page hides). */
export function flushSave(): Promise<void> {
  return saveNow();
}

function scheduleSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  useLibraryStore.setState({ saveState: 'saving' });
  saveTimer = setTimeout(() => void saveNow(), AUTOSAVE_MS);
}

async function createRecord(graph: Graph, origin: ProjectOrigin, trusted: boolean): Promise<ProjectRecord> {
  const now = Date.now();
  const record: ProjectRecord = { id: newProjectId(), name: graph.name, graph, trusted, origin, createdAt: now, updatedAt: now };
  await (await repository()).put(record);
  return record;
}

const UNSAVED_KEY = 'switchboard.unsavedProject';

/** Copies the unsaved document to localStorage; returns the stash's size in characters (0: nothing stashed). */
function stashUnsaved(): number {
  const current = useLibraryStore.getState().current;
  const graph = useDocumentStore.getState().graph;
  if (!current || stashBlocked) return 0;
  if (graph === persistedGraph && unstoredId !== current.id) {
    // back to what is stored (an undo to the saved state): an older stash of an edit since taken
    // back must not be applied over it on the next start
    if (typeof localStorage !== 'undefined') localStorage.removeItem(UNSAVED_KEY);
    return 0;
  }
  try {
    const text = JSON.stringify({ id: current.id, graph, at: Date.now(), revision: persistedRevision, ...(unstoredId === current.id ? { record: { ...current, graph } } : {}) });
    localStorage.setItem(UNSAVED_KEY, text);
    return text.length;
  } catch {
    // storage full or disabled: the IndexedDB write is still under way
    return 0;
  }
}

/** Graphs up to this size (serialized) are stashed on every change; larger ones only when the page hides. */
const STASH_EVERY_CHANGE_CHARS = 512 * 1024;
let stashQueued = false;
/** a stash from an earlier session could not be applied yet: it must not be overwritten */
let stashBlocked = false;
let lastStashChars = 0;

/**
 * A tab can crash (no pagehide) within the autosave's 400 ms: the change is copied to
 * localStorage synchronously, once per task however many edits it made, so the next start has
 * it (recoverUnsaved). Large graphs skip this: stringifying megabytes on every drag would stutter.
 */
function stashSoon(): void {
  if (stashQueued || lastStashChars > STASH_EVERY_CHANGE_CHARS || typeof localStorage === 'undefined') return;
  stashQueued = true;
  queueMicrotask(() => {
    stashQueued = false;
    lastStashChars = stashUnsaved();
  });
}

/**
 * Applies edits stashed by a tab that closed (or crashed) before its autosave finished. The stash
 * is removed only once applied: with storage still full it stays for the next start, and a
 * never-written project comes back as the open, unsaved project (returned), so nothing is lost.
 */
async function recoverUnsaved(repo: ProjectRepository): Promise<ProjectRecord | null> {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(UNSAVED_KEY);
  if (!raw) return null;
  let stash: { id: string; graph: unknown; at: number; revision?: number; record?: ProjectRecord };
  let parsed: ReturnType<Awaited<ReturnType<typeof loadImporter>>['readGraphText']>;
  try {
    stash = JSON.parse(raw) as typeof stash;
    const { readGraphText } = await loadImporter();
    parsed = readGraphText(JSON.stringify(stash.graph));
  } catch {
    parsed = { ok: false } as typeof parsed;
    stash = { id: '', graph: null, at: 0 };
  }
  if (!parsed.ok) {
    // a damaged stash is dropped; the saved project stands
    localStorage.removeItem(UNSAVED_KEY);
    return null;
  }
  const stored = await repo.get(stash.id).catch(() => undefined);
  try {
    if (!stored && stash.record) {
      // a project that was never written (storage was full): created from the stash
      const record: ProjectRecord = { ...stash.record, id: stash.id, name: parsed.graph.name, graph: parsed.graph, updatedAt: stash.at, revision: 0 };
      try {
        await repo.put(record);
      } catch {
        stashBlocked = true;
        return record;
      }
      await repo.setLastProjectId(stash.id).catch(() => undefined);
    } else if (stored && stash.at > stored.updatedAt) {
      if ((stash.revision ?? 0) === revisionOf(stored)) {
        await repo.saveGraph(stored.id, parsed.graph, revisionOf(stored), stash.at);
      } else {
        // another tab saved this project after the stash was taken: keep both, as a copy
        const name = `${parsed.graph.name} (unsaved changes)`;
        await repo.put({ ...stored, id: newProjectId(), name, graph: { ...parsed.graph, name }, origin: 'copy', createdAt: stash.at, updatedAt: stash.at, revision: 0 });
      }
    }
    localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // storage still full: the stash stays (and is not overwritten) for the next start
    stashBlocked = true;
  }
  return null;
}

/** What a first open shows: the ACME example (the empty graph should the example ever fail to import). */
export async function firstOpenGraph(): Promise<Graph> {
  // each example is its own chunk (first paint, issue 11): fetched only when a first open needs it
  return (await loadExampleGraph(FIRST_OPEN_EXAMPLE)) ?? emptyGraph();
}

export const FIRST_OPEN_EXAMPLE = 'acme-customer-service';

/** Restores the last open project (or starts one) and turns autosave on. Safe to call twice. */
export function startLibrary(): Promise<void> {
  started ??= (async () => {
    const repo = await repository();
    const recovered = await recoverUnsaved(repo);
    if (recovered) unstoredId = recovered.id;
    const lastId = await repo.lastProjectId();
    // every stored project is read through the importer: one damaged record never stops the start
    const saved = recovered ?? (lastId ? await loadRecord(lastId) : null) ?? (await firstGoodProject(lastId));
    let record = saved;
    if (!record) {
      const graph = await firstOpenGraph();
      try {
        record = await createRecord(graph, 'example', true);
      } catch (error) {
        // storage full at the very start: the project opens anyway, unsaved, and is written as
        // soon as storage takes it (saveOnce); the indicator says "not saved", never "Saved"
        const now = Date.now();
        record = { id: newProjectId(), name: graph.name, graph, trusted: true, origin: 'example', createdAt: now, updatedAt: now };
        unstoredId = record.id;
        toast.error('Your changes are not saved', describeFailure(error));
        saveFailing = true;
      }
    }
    // the very first open: the example is on the canvas and the playground is ready to talk to it
    await show(record, { openPlayground: !saved });
    if (unstoredId === record.id) {
      useLibraryStore.setState({ saveState: 'error' });
      scheduleRetry();
    }
    await refreshList();
    useDocumentStore.subscribe((state, previous) => {
      if (state.graph === previous.graph) return;
      if (state.graph !== persistedGraph) scheduleSave();
      // back at the stored graph too: the stash of the undone edit is dropped (stashUnsaved)
      stashSoon();
    });
    onOtherTabSaved(({ projectId, revision }) => {
      if (useLibraryStore.getState().current?.id === projectId && revision > persistedRevision) markConflict(projectId, revision);
      else void refreshList().catch(() => {});
    });
    if (typeof document !== 'undefined') {
      // A closing tab gets its last edits written without waiting for the debounce. IndexedDB
      // is asynchronous and may not finish during unload, so a synchronous copy goes to
      // localStorage too; the next start applies it (see recoverUnsaved).
      const onHide = () => {
        stashUnsaved();
        void saveNow();
      };
      window.addEventListener('pagehide', onHide);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') onHide();
      });
    }
    useLibraryStore.setState({ ready: true });
    if (typeof location !== 'undefined') await openShareLink(location.hash);
  })();
  return started;
}

/**
 * A share link opened in this tab: its graph becomes a new, untrusted project. The fragment is
 * removed afterwards so that a reload shows the project rather than importing it again.
 */
async function openShareLink(hash: string): Promise<void> {
  if (!isShareFragment(hash)) return;
  history.replaceState(null, '', location.pathname + location.search);
  const { decodeShareFragment } = await import('../../graph/shareLink.ts');
  const shared = await decodeShareFragment(hash);
  if (!shared) return;
  if (!shared.ok) {
    useLibraryStore.setState({ importFailure: { source: 'The shared link', problems: shared.errors } });
    return;
  }
  await openAsNewProject(shared.graph, 'share', false);
}

export async function openProject(id: string): Promise<void> {
  if (useLibraryStore.getState().current?.id === id) return;
  const name = useLibraryStore.getState().projects.find((p) => p.id === id)?.name ?? 'project';
  await whileOpening(name, async () => {
    await flushSave();
    const record = await loadRecord(id);
    if (record) await show(record);
  });
  await refreshList();
}

/** A new project nobody has touched: opening something else replaces it instead of piling up. */
function isPristine(current: ProjectSummary | null, graph: Graph): boolean {
  return (
    current !== null &&
    current.origin === 'new' &&
    graph.agents.length === 0 &&
    graph.tools.length === 0 &&
    graph.guardrails.length === 0 &&
    graph.description === '' &&
    Object.keys(graph.context).length === 0 &&
    /^Untitled graph( \d+)?$/.test(graph.name)
  );
}

/** Opens `graph` as a new project. Graphs from outside (files, links) start untrusted. */
export async function openAsNewProject(graph: Graph, origin: ProjectOrigin, trusted: boolean): Promise<void> {
  await flushSave();
  if (origin === 'file' || origin === 'share') {
    // the same file or link opened twice: "Name (2)", so the two can be told apart
    await refreshList();
    const name = uniqueProjectName(graph.name, useLibraryStore.getState().projects.map((p) => p.name));
    if (name !== graph.name) graph = { ...graph, name };
  }
  const previous = useLibraryStore.getState().current;
  const replace = origin !== 'new' && isPristine(previous, useDocumentStore.getState().graph);
  await show(await createRecord(graph, origin, trusted));
  if (replace && previous) await (await repository()).delete(previous.id);
  await refreshList();
}

export async function createProject(): Promise<void> {
  const taken = new Set(useLibraryStore.getState().projects.map((p) => p.name));
  let name = 'Untitled graph';
  for (let n = 2; taken.has(name); n++) name = `Untitled graph ${n}`;
  await openAsNewProject(emptyGraph(name), 'new', true);
}

export async function renameProject(id: string, name: string): Promise<void> {
  const trimmed = name.trim();
  if (!trimmed) return;
  if (useLibraryStore.getState().current?.id === id) {
    // the name is the graph's: renaming the open project is an ordinary (undoable) edit
    useDocumentStore.getState().updateGraph({ name: trimmed });
    await flushSave();
  } else {
    const repo = await repository();
    const record = await loadRecord(id);
    if (record) {
      const saved = await repo.saveGraph(id, { ...record.graph, name: trimmed }, revisionOf(record), Date.now());
      if (saved.ok) publishSaved(id, revisionOf(saved.record));
    }
  }
  await refreshList();
}

export async function duplicateProject(id: string): Promise<void> {
  await flushSave();
  const record = await loadRecord(id);
  if (!record) return;
  const name = `${record.name} (copy)`;
  // a copy inherits the original's trust: copying does not vouch for the code
  await openAsNewProject({ ...record.graph, name }, 'copy', record.trusted);
}

export async function deleteProject(id: string): Promise<void> {
  const repo = await repository();
  const isCurrent = useLibraryStore.getState().current?.id === id;
  if (isCurrent && saveTimer) clearTimeout(saveTimer);
  await repo.delete(id);
  if (isCurrent) {
    const record = (await firstGoodProject(id)) ?? (await createRecord(emptyGraph(), 'new', true));
    await show(record);
  }
  await refreshList();
}

/** The user vouches for the open graph's code: the playground may run it from now on. */
export async function trustCurrentProject(): Promise<void> {
  const current = useLibraryStore.getState().current;
  if (!current || current.trusted) return;
  await flushSave();
  const repo = await repository();
  const record = await repo.get(current.id);
  if (!record) return;
  const { untrustedReason: _reason, ...rest } = record;
  const trusted = { ...rest, trusted: true };
  await repo.put(trusted);
  useLibraryStore.setState({ current: summary(trusted) });
  await refreshList();
}

/** Code came into the open project from outside (a paste, an import): its trust is withdrawn. */
export async function revokeCurrentTrust(reason: UntrustedReason): Promise<void> {
  const current = useLibraryStore.getState().current;
  if (!current || !current.trusted) return;
  const untrusted = () =>
    useLibraryStore.setState((s) => ({ current: s.current?.id === current.id ? { ...s.current, trusted: false, untrustedReason: reason } : s.current }));
  // At once, so a Send right after the paste is asked; and again once stored, because a save
  // that finished in between reports the trust it found stored (see saveNow).
  untrusted();
  await flushSave();
  const repo = await repository();
  const record = await repo.get(current.id);
  if (record) await repo.put({ ...record, trusted: false, untrustedReason: reason });
  untrusted();
  await refreshList();
}

/**
 * Imports graph file text as a new, untrusted project. On any problem nothing changes: the
 * problems (each with its JSON path) go to the import dialog.
 */
export async function importGraphFile(text: string, source: string, origin: ProjectOrigin = 'file'): Promise<boolean> {
  const { readGraphText } = await loadImporter();
  const result = readGraphText(text);
  if (!result.ok) {
    useLibraryStore.setState({ importFailure: { source, problems: result.problems } });
    return false;
  }
  return whileOpening(source, async () => {
    await afterStart();
    await openAsNewProject(result.graph, origin, false);
    return true;
  });
}

/**
 * Marks `title` as being opened until `open` settles (the canvas shows it and holds its commands:
 * an Auto-layout clicked now would lay out the graph about to be replaced and be lost).
 */
async function whileOpening<T>(title: string, open: () => Promise<T>): Promise<T> {
  useProjectStore.setState({ opening: title });
  try {
    return await open();
  } finally {
    if (useProjectStore.getState().opening === title) useProjectStore.setState({ opening: null });
  }
}

/**
 * A file or example opened while the library is still starting waits for the start: otherwise the
 * start's own first project (the ACME example on a first open) would replace it a moment later.
 */
async function afterStart(): Promise<void> {
  if (started) await started.catch(() => undefined);
}

export function dismissImportFailure(): void {
  useLibraryStore.setState({ importFailure: null });
}

/**
 * Opens one of the examples shipped with the app (src/graph/examples.ts) as a new project. Its
 * code is ours, so it starts trusted. Returns false when there is no such example.
 */
export async function openExample(id: string): Promise<boolean> {
  const entry = EXAMPLE_CATALOG.find((e) => e.id === id);
  return whileOpening(entry?.title ?? id, async () => {
    // the document loads on open, not on first paint (issue 11), and needs no importer (canonical)
    const graph = await loadExampleGraph(id);
    if (!graph) return false;
    await afterStart();
    await openAsNewProject(graph, 'example', true);
    return true;
  });
}

/* ------------------------------- changed in another tab (ConflictBanner) ------------------------------- */

/** Drops this tab's unsaved edits and shows the version the other tab saved. */
export async function reloadFromOtherTab(): Promise<void> {
  const current = useLibraryStore.getState().current;
  if (!current) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  const record = await loadRecord(current.id);
  if (!record) throw new Error('The version saved in the other tab could not be read.');
  await show(record);
  await refreshList();
}

/** The user chose this tab's version: it is saved as the newest revision (the other tab is told in turn). */
export async function keepMine(): Promise<void> {
  const current = useLibraryStore.getState().current;
  if (!current) return;
  const stored = await (await repository()).get(current.id);
  persistedRevision = stored ? revisionOf(stored) : persistedRevision;
  persistedGraph = null;
  useLibraryStore.setState({ conflict: null });
  await saveNow();
  await refreshList();
}

/** Keeps both: this tab's version becomes a new project; the original stays as the other tab saved it. */
export async function saveMineAsCopy(): Promise<void> {
  const current = useLibraryStore.getState().current;
  if (!current) return;
  const graph = useDocumentStore.getState().graph;
  // this tab's edits leave with the copy; nothing more is written to the original from here
  persistedGraph = graph;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  const name = `${graph.name} (copy)`;
  const record = await createRecord({ ...graph, name }, 'copy', current.trusted);
  await show(record);
  await refreshList();
}
