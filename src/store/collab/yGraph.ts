/**
 * The graph document as a Y.Doc, field by field (docs/COLLABORATION.md "Document layout"), and the
 * two directions of the binding:
 * - writeGraphDiff: what changed between two store graphs goes into the Y.Doc as field writes, so
 *   two people editing different fields of one agent keep both edits; long text fields are Y.Text
 *   and get a minimal splice, so concurrent edits of one instruction merge;
 * - GraphMirror: reads the Y.Doc back as a Graph, rebuilding only the items a transaction touched
 *   (unchanged agents keep their object identity, so the canvas re-renders only what changed).
 *
 * Layout: `meta` (top-level scalars), `settings`, `evals` (suite fields; empty = no suite; its
 * `scenarios` a Y.Array with a Y.Map per case), and one
 * Y.Map per collection (agents, handoffs, tools, guardrails, agentTools, groups) from id to a Y.Map
 * of that item's fields. `_o` orders items (new items take max + 1; ties go by id).
 */
import * as Y from 'yjs';
import type { Graph } from '../../graph/schema.ts';

export const COLLECTIONS = ['agents', 'handoffs', 'tools', 'guardrails', 'agentTools', 'groups'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];
const RECORDS = ['settings', 'evals'] as const;
type RecordName = (typeof RECORDS)[number];
const META_FIELDS = ['format', 'version', 'id', 'name', 'description', 'runtime', 'startAgent', 'context', 'samples', 'documents'] as const;
/** Where graph keys go that are none of the above (`x-` extension keys): kept whole in meta. */
const KNOWN_TOP = new Set<string>([...META_FIELDS, ...COLLECTIONS, ...RECORDS]);

/** Free text that two people may edit at once: Y.Text, merged character by character. */
export const TEXT_FIELDS: Record<CollectionName, ReadonlySet<string>> = {
  agents: new Set(['instructions', 'handoffDescription']),
  handoffs: new Set(),
  tools: new Set(['description', 'code', 'pythonCode']),
  guardrails: new Set(['code']),
  agentTools: new Set(),
  groups: new Set(),
};
const ORDER = '_o';
/**
 * Canvas state that is never shared (React Flow's multiplayer guidance): what one person has
 * selected, how big their browser drew a node, a drag or resize in progress. The graph format has
 * none of these; this keeps them out should a canvas node ever reach the binding.
 */
export const NEVER_SHARED = new Set(['selected', 'measured', 'dragging', 'resizing', 'internals']);

type Item = { id: string } & Record<string, unknown>;
type Json = unknown;

/**
 * For a text field written from the UI: the text the edit was made on, when that is older than
 * the store's (a remote edit landed while the person's keystrokes were still in the field). The
 * edit is then applied as a splice on that base, moved past the remote one, instead of
 * overwriting it. Undefined: the edit was made on the current text.
 */
export type TextBase = (path: string, next: string) => string | undefined;

/** Rejects a value before it is shared (a secret); the field is then left as the room has it. */
export type ShareGuard = (path: string, value: Json) => boolean;

export function collectionMap(doc: Y.Doc, name: CollectionName): Y.Map<Y.Map<unknown>> {
  return doc.getMap(name);
}

/** The shared types an undo manager tracks. */
export function sharedRoots(doc: Y.Doc): Y.AbstractType<unknown>[] {
  return [doc.getMap('meta'), ...RECORDS.map((r) => doc.getMap(r)), ...COLLECTIONS.map((c) => doc.getMap(c))] as Y.AbstractType<unknown>[];
}

/** Whether the doc holds a graph yet (a room's first client writes it). */
export function hasGraph(doc: Y.Doc): boolean {
  return doc.getMap('meta').has('format');
}

const same = (a: Json, b: Json) => a === b || JSON.stringify(a) === JSON.stringify(b);

interface Splice {
  start: number;
  remove: number;
  insert: string;
}

/** The one splice that turns `from` into `to` (common prefix and suffix kept). */
export function spliceOf(from: string, to: string): Splice {
  let start = 0;
  const max = Math.min(from.length, to.length);
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end++;
  return { start, remove: from.length - start - end, insert: to.slice(start, to.length - end) };
}

function applySplice(text: Y.Text, { start, remove, insert }: Splice) {
  if (remove > 0) text.delete(start, remove);
  if (insert) text.insert(start, insert);
}

/**
 * Replaces `text`'s content by `next` with one splice. With a `base` older than the text, the
 * change base → next is moved past the change base → text when they do not overlap (both kept);
 * overlapping, `next` wins.
 */
export function spliceText(text: Y.Text, next: string, base?: string) {
  const current = text.toString();
  if (current === next) return;
  if (base !== undefined && base !== current && base !== next) {
    const mine = spliceOf(base, next);
    const theirs = spliceOf(base, current);
    if (mine.start + mine.remove <= theirs.start) return applySplice(text, mine);
    if (mine.start >= theirs.start + theirs.remove) return applySplice(text, { ...mine, start: mine.start + theirs.insert.length - theirs.remove });
  }
  applySplice(text, spliceOf(current, next));
}

function writeField(map: Y.Map<unknown>, key: string, value: Json, text: boolean, base?: string) {
  if (value === undefined) {
    if (map.has(key)) map.delete(key);
    return;
  }
  const existing = map.get(key);
  if (text && typeof value === 'string') {
    if (existing instanceof Y.Text) spliceText(existing, value, base);
    else map.set(key, new Y.Text(value));
    return;
  }
  if (existing instanceof Y.Text ? existing.toString() === value : same(existing, value)) return;
  map.set(key, value);
}

function writeItemFields(map: Y.Map<unknown>, collection: CollectionName, prev: Item | undefined, next: Item, guard: ShareGuard, textBase?: TextBase) {
  const text = TEXT_FIELDS[collection];
  const keys = new Set([...Object.keys(next), ...(prev ? Object.keys(prev) : [])]);
  for (const key of keys) {
    if (NEVER_SHARED.has(key)) continue;
    const value = next[key];
    if (prev && value === prev[key]) continue;
    if (prev && value !== undefined && prev[key] !== undefined && same(value, prev[key])) continue;
    if (value !== undefined && !guard(`${collection}.${next.id}.${key}`, value)) continue;
    const isText = text.has(key);
    const base = isText && typeof value === 'string' && prev ? textBase?.(`${collection}.${next.id}.${key}`, value) : undefined;
    writeField(map, key, value, isText, base);
  }
}

function writeCollection(doc: Y.Doc, name: CollectionName, prevItems: Item[] | undefined, nextItems: Item[] | undefined, guard: ShareGuard, textBase?: TextBase) {
  if (prevItems === nextItems) return;
  const ymap = collectionMap(doc, name);
  const prevById = new Map((prevItems ?? []).map((item) => [item.id, item]));
  const nextIds = new Set((nextItems ?? []).map((item) => item.id));
  for (const id of prevById.keys()) if (!nextIds.has(id) && ymap.has(id)) ymap.delete(id);
  let top = -1;
  for (const value of ymap.values()) top = Math.max(top, Number(value.get(ORDER) ?? 0));
  for (const item of nextItems ?? []) {
    const before = prevById.get(item.id);
    if (before === item) continue;
    let map = ymap.get(item.id);
    if (!map) {
      // an item edited here but deleted by someone else stays deleted; a new one is created
      if (before) continue;
      map = new Y.Map<unknown>();
      map.set(ORDER, ++top);
      ymap.set(item.id, map);
      writeItemFields(map, name, undefined, item, guard);
      continue;
    }
    writeItemFields(map, name, before, item, guard, textBase);
  }
}

/**
 * Lists whose elements two people edit at once: a Y.Array with one Y.Map per element, so editing
 * two different eval cases (or two fields of one) keeps both, and cases added on both sides stay.
 */
const LISTS: Partial<Record<RecordName, ReadonlySet<string>>> = { evals: new Set(['scenarios']) };

const elementMap = (element: Json) => {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries(element as Record<string, Json>)) if (value !== undefined) map.set(key, value);
  return map;
};

/** An element's identity in a list: an eval case's name (its whole value otherwise). */
const keyOf = (element: Json) =>
  element && typeof element === 'object' && typeof (element as { name?: unknown }).name === 'string' ? `n:${(element as { name: string }).name}` : `v:${JSON.stringify(element)}`;

type ListOp = { edit: Json; was: Json } | { insert: Json } | { remove: true };

/**
 * What turns the list `prev` into `next`, element by element: elements matched by identity (a
 * longest common subsequence of keyOf) are edited in place; between matches, as many removed and
 * added elements as pair up are edits too (a renamed case), the rest are removed or inserted.
 */
function listOps(prevAll: Json[], nextAll: Json[]): ListOp[] {
  // unchanged head and tail (the store keeps untouched elements' identity) skip the table
  let head = 0;
  while (head < prevAll.length && head < nextAll.length && prevAll[head] === nextAll[head]) head++;
  let tail = 0;
  while (tail < prevAll.length - head && tail < nextAll.length - head && prevAll[prevAll.length - 1 - tail] === nextAll[nextAll.length - 1 - tail]) tail++;
  const prev = prevAll.slice(head, prevAll.length - tail);
  const next = nextAll.slice(head, nextAll.length - tail);
  const kept = (element: Json): ListOp => ({ edit: element, was: element });
  const middle = middleOps(prev, next);
  return [...prevAll.slice(0, head).map(kept), ...middle, ...prevAll.slice(prevAll.length - tail).map(kept)];
}

function middleOps(prev: Json[], next: Json[]): ListOp[] {
  const p = prev.length;
  const n = next.length;
  const keysP = prev.map(keyOf);
  const keysN = next.map(keyOf);
  const lcs = Array.from({ length: p + 1 }, () => new Uint16Array(n + 1));
  for (let i = p - 1; i >= 0; i--) for (let j = n - 1; j >= 0; j--) lcs[i][j] = keysP[i] === keysN[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const ops: ListOp[] = [];
  let removed: Json[] = [];
  let added: Json[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k++) ops.push({ edit: added[k], was: removed[k] });
    for (let k = paired; k < removed.length; k++) ops.push({ remove: true });
    for (let k = paired; k < added.length; k++) ops.push({ insert: added[k] });
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < p || j < n) {
    if (i < p && j < n && keysP[i] === keysN[j]) {
      flush();
      ops.push({ edit: next[j++], was: prev[i++] });
    } else if (j < n && (i >= p || lcs[i][j + 1] >= lcs[i + 1][j])) added.push(next[j++]);
    else removed.push(prev[i++]);
  }
  flush();
  return ops;
}

/**
 * Writes a list as the elements that changed (listOps): an edited element gets only its changed
 * fields, so two people editing different cases, or different fields of one, keep both.
 */
function writeList(map: Y.Map<unknown>, key: string, prev: Json[] | undefined, next: Json[]) {
  const array = map.get(key);
  if (!(array instanceof Y.Array) || !prev || array.length !== prev.length) {
    const fresh = new Y.Array<Y.Map<unknown>>();
    fresh.push(next.map(elementMap));
    map.set(key, fresh);
    return;
  }
  const list = array as Y.Array<unknown>;
  let at = 0;
  for (const op of listOps(prev, next)) {
    if ('remove' in op) list.delete(at, 1);
    else if ('insert' in op) list.insert(at++, [elementMap(op.insert)]);
    else {
      const target = list.get(at++);
      if (!(target instanceof Y.Map) || same(op.was, op.edit)) continue;
      const before = op.was as Record<string, Json>;
      const after = op.edit as Record<string, Json>;
      for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (!same(before[field], after[field])) writeField(target, field, after[field], false);
      }
    }
  }
}

function writeRecord(doc: Y.Doc, name: RecordName, prev: Record<string, Json> | undefined, next: Record<string, Json> | undefined, guard: ShareGuard) {
  if (prev === next) return;
  const map = doc.getMap<unknown>(name);
  const keys = new Set([...Object.keys(next ?? {}), ...Object.keys(prev ?? {})]);
  for (const key of keys) {
    const value = next?.[key];
    if (prev && same(value, prev[key]) && map.has(key) === (value !== undefined)) continue;
    if (value !== undefined && !guard(`${name}.${key}`, value)) continue;
    if (LISTS[name]?.has(key) && Array.isArray(value)) writeList(map, key, prev?.[key] as Json[] | undefined, value);
    else writeField(map, key, value, false);
  }
}

/**
 * Writes what changed from `prev` to `next` into `doc` in one transaction with `origin` (the
 * binding's origin: the undo manager tracks it). `prev` null writes the whole graph.
 */
export function writeGraphDiff(doc: Y.Doc, prev: Graph | null, next: Graph, origin: unknown, guard: ShareGuard = () => true, textBase?: TextBase) {
  const p = (prev ?? {}) as Record<string, unknown>;
  const n = next as unknown as Record<string, unknown>;
  doc.transact(() => {
    const meta = doc.getMap<unknown>('meta');
    const topKeys = new Set([...META_FIELDS, ...Object.keys(n).filter((k) => !KNOWN_TOP.has(k)), ...Object.keys(p).filter((k) => !KNOWN_TOP.has(k))]);
    for (const key of topKeys) {
      if (prev && same(n[key], p[key])) continue;
      if (n[key] !== undefined && !guard(key, n[key])) continue;
      writeField(meta, key, n[key], false);
    }
    for (const record of RECORDS) writeRecord(doc, record, p[record] as Record<string, Json> | undefined, n[record] as Record<string, Json> | undefined, guard);
    for (const name of COLLECTIONS) writeCollection(doc, name, p[name] as Item[] | undefined, n[name] as Item[] | undefined, guard, textBase);
  }, origin);
}

function readMap(map: Y.Map<unknown>): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of map.entries()) {
    if (key === ORDER) continue;
    out[key] = value instanceof Y.Text ? value.toString() : value instanceof Y.Array ? value.toArray().map((e) => (e instanceof Y.Map ? readMap(e) : e)) : value;
  }
  return out;
}

/**
 * Reads a Y.Doc as a Graph. Keeps the last object built for each item and rebuilds only items a
 * transaction touched (observeDeep marks them), so a remote edit to one agent of 1,000 costs one.
 */
export class GraphMirror {
  private readonly cache = new Map<CollectionName, Map<string, Item>>();
  private readonly dirty = new Map<CollectionName, Set<string> | 'all'>();
  private readonly unobserve: (() => void)[] = [];
  /** settings and evals as last read: kept while nothing in them changed (object identity) */
  private readonly records = new Map<RecordName, Record<string, Json>>();

  private readonly doc: Y.Doc;

  constructor(doc: Y.Doc) {
    this.doc = doc;
    for (const name of RECORDS) {
      const observer = () => this.records.delete(name);
      doc.getMap(name).observeDeep(observer);
      this.unobserve.push(() => doc.getMap(name).unobserveDeep(observer));
    }
    for (const name of COLLECTIONS) {
      this.cache.set(name, new Map());
      this.dirty.set(name, 'all');
      const map = collectionMap(doc, name);
      const observer = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
        const marks = this.dirty.get(name);
        if (marks === 'all') return;
        const set = marks ?? new Set<string>();
        for (const event of events) {
          if (event.target === map) for (const key of (event as Y.YMapEvent<unknown>).keysChanged) set.add(key);
          else if (typeof event.path[0] === 'string') set.add(event.path[0]);
        }
        this.dirty.set(name, set);
      };
      map.observeDeep(observer);
      this.unobserve.push(() => map.unobserveDeep(observer));
    }
  }

  destroy() {
    for (const stop of this.unobserve) stop();
  }

  /**
   * After a local write: the store's own objects stand for the items it wrote (equal by
   * construction), so the next read reuses them and the canvas does not re-render them.
   */
  adopt(graph: Graph) {
    const g = graph as unknown as Record<string, Item[] | undefined>;
    for (const name of COLLECTIONS) {
      if (this.dirty.get(name) === 'all') continue;
      const cache = this.cache.get(name)!;
      for (const item of g[name] ?? []) cache.set(item.id, item);
      this.dirty.delete(name);
    }
  }

  /** Forget what is cached: the next read rebuilds every item. */
  invalidate() {
    for (const name of COLLECTIONS) this.dirty.set(name, 'all');
    this.records.clear();
  }

  private record(name: RecordName): Record<string, Json> {
    let value = this.records.get(name);
    if (!value) {
      value = readMap(this.doc.getMap(name));
      this.records.set(name, value);
    }
    return value;
  }

  read(): Graph {
    const meta = readMap(this.doc.getMap('meta'));
    const out: Record<string, unknown> = { ...meta };
    out.settings = this.record('settings');
    const evals = this.record('evals');
    if (Object.keys(evals).length) out.evals = evals;
    for (const name of COLLECTIONS) {
      const ymap = collectionMap(this.doc, name);
      const cache = this.cache.get(name)!;
      const marks = this.dirty.get(name);
      const ordered: { id: string; order: number }[] = [];
      for (const [id, map] of ymap.entries()) {
        ordered.push({ id, order: Number(map.get(ORDER) ?? 0) });
        if (marks === 'all' || marks?.has(id) || !cache.has(id)) cache.set(id, { ...readMap(map), id } as Item);
      }
      for (const id of cache.keys()) if (!ymap.has(id)) cache.delete(id);
      ordered.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      // optional collections stay absent when empty and never written (byte-stable exports)
      if (ordered.length || (name !== 'agentTools' && name !== 'groups')) out[name] = ordered.map((o) => cache.get(o.id)!);
      this.dirty.delete(name);
    }
    return out as unknown as Graph;
  }
}
