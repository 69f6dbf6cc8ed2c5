/**
 * Test support for the fuzz suites (src/fuzz/*.fuzz.test.ts): near-valid documents made by
 * mutating real ones (the examples, the every-feature fixture, real recordings), so that most
 * cases get past JSON and deep into the schema, the exporters and the engine, instead of
 * random JSON that would only ever test the first rejection.
 *
 * A mutation names its place by a number (taken modulo the places the document has), so
 * fast-check can shrink it and a failing seed replays exactly.
 */
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Container = Json[] | { [key: string]: Json };
type Place = { parent: Container; key: string | number };

/** How many cases: `base` times FUZZ_SCALE (`npm run fuzz` raises it). */
export function fuzzRuns(base: number): number {
  const scale = Number(process.env.FUZZ_SCALE ?? 1);
  return Math.max(1, Math.round(base * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/** Fixed by default so a failure replays; FUZZ_SEED explores other corners. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

export const nested = (levels: number, inner: Json = 1): Json => {
  let value: Json = inner;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

/** Marks a value to be replaced by that many levels of nesting when a mutation is applied. */
const DEEP = '\u0000deep';

function materialize(value: Json): Json {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, DEEP)) return nested(value[DEEP] as number);
  return structuredClone(value);
}

/** Object.prototype members and other keys that trip naive code. */
export const HOSTILE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__', 'prototype', 'x-ext', 'apiKey', 'type', 'name', 'id', 'properties', 'required', 'items', '$ref', 'pattern', '', ' '];

/** Strings that break regexes, templates, code generators and layout. */
export const HOSTILE_STRINGS = ['.*', '(', '[', '\\', '$&', '$1', '${x}', '{{x}}', '{{', '</script>', '"""', "'''", '\n', '\r\n', '\u2028', '\u0000', 'é', '🙂', 'a b', '-', '_', '1', 'None', 'null', 'true', '__init__', 'class', 'default', 'transfer_to_x'];

/** Any JSON value a crafted file could put anywhere. */
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  { weight: 2, arbitrary: fc.constantFrom<Json>(null, '', 0, -1, 1.5, 1e308, -1e308, true, false, [], {}, [['a']], { type: 'object' }, { type: 'nope' }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(65, 129, 10_001, 50_000, 100_001).map((n) => 'x'.repeat(n)) },
  // built when applied (DEEP marker): fast-check prints counterexamples recursively
  { weight: 1, arbitrary: fc.constantFrom(62, 63, 64, 65, 100, 1_000).map((levels): Json => ({ [DEEP]: levels })) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constantFrom('object', 'string', 'array', 'integer', 'number', 'boolean', 'null', 'nope'),
      properties: fc.dictionary(fc.constantFrom('a', 'b', 'constructor', '__proto__x'), fc.constantFrom<Json>({ type: 'string' }, { type: 'number' }, null, true, { enum: [1, 'a'] }, { type: 'array', items: { type: 'string' } })),
      required: fc.constantFrom<Json>([], ['a'], [['a']], ['a', 'b'], 'a'),
      additionalProperties: fc.constantFrom<Json>(false, true, {}),
    }) as fc.Arbitrary<Json>,
  },
);

export type Mutation =
  | { kind: 'set'; at: number; value: Json }
  | { kind: 'reuse'; at: number; from: number }
  | { kind: 'reuseSameType'; at: number; from: number }
  | { kind: 'delete'; at: number }
  | { kind: 'addKey'; at: number; key: string; value: Json }
  | { kind: 'duplicate'; at: number }
  | { kind: 'string'; at: number; value: string }
  /** a free-text field (names, descriptions, instructions, code, conditions) gets `value` */
  | { kind: 'text'; at: number; value: string };

/** Keys whose string values are free text in a graph or a recording. */
const TEXT_KEYS = new Set(['name', 'description', 'instructions', 'handoffDescription', 'code', 'pythonCode', 'onHandoff', 'when', 'condition', 'toolName', 'content', 'text', 'delta', 'arguments', 'output', 'message', 'detail', 'reason', 'model']);

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostileValue }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reuse' as const), at: fc.nat(), from: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('addKey' as const), at: fc.nat(), key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('string' as const), at: fc.nat(), value: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 30 })) }) },
);

/**
 * Mutations that mostly keep a document valid (so that the exporters and the engine get fed):
 * strings swapped for hostile strings, values moved to places holding the same JSON type,
 * array elements duplicated (duplicate ids, parallel handoffs) or removed.
 */
export const softMutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('string' as const), at: fc.nat(), value: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 30 })) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('text' as const), at: fc.nat(), value: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 30 })) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reuseSameType' as const), at: fc.nat(), from: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
);

/** Every place (parent + key) in a document, in a stable order (depth-first, iterative). */
function places(doc: Json): Place[] {
  const out: Place[] = [];
  const stack: Json[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        out.push({ parent: node, key: i });
        stack.push(child);
      });
    } else if (typeof node === 'object' && node !== null) {
      for (const key of Object.keys(node)) {
        out.push({ parent: node, key });
        stack.push(Object.getOwnPropertyDescriptor(node, key)?.value as Json);
      }
    }
  }
  return out;
}

function containers(doc: Json): Container[] {
  const found: Container[] = [doc as Container];
  for (const place of places(doc)) {
    const value = read(place);
    if (typeof value === 'object' && value !== null) found.push(value);
  }
  return found;
}

function read(place: Place): Json {
  return Object.getOwnPropertyDescriptor(place.parent, place.key)?.value as Json;
}

/** Defines an own property, even "__proto__" (as JSON.parse does); `=` would set the prototype. */
function write(parent: Container, key: string | number, value: Json): void {
  if (Array.isArray(parent) && typeof key === 'number') parent[key] = value;
  else Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A mutated copy of `doc` (the original is never touched). */
export function applyMutations(doc: Json, mutations: readonly Mutation[]): Json {
  const copy = structuredClone(doc);
  for (const m of mutations) {
    const all = places(copy);
    if (all.length === 0) break;
    const place = all[m.at % all.length];
    switch (m.kind) {
      case 'set':
        write(place.parent, place.key, materialize(m.value));
        break;
      case 'reuse':
        // a value from elsewhere in the same document: ids in the wrong place, schemas moved
        write(place.parent, place.key, structuredClone(read(all[m.from % all.length])));
        break;
      case 'reuseSameType': {
        const kind = (v: Json) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);
        const wanted = kind(read(place));
        const sources = all.filter((p) => kind(read(p)) === wanted);
        write(place.parent, place.key, structuredClone(read(sources[m.from % sources.length])));
        break;
      }
      case 'delete':
        if (Array.isArray(place.parent)) place.parent.splice(place.key as number, 1);
        else delete place.parent[place.key as string];
        break;
      case 'duplicate':
        if (Array.isArray(place.parent)) place.parent.push(structuredClone(read(place)));
        else write(place.parent, `${String(place.key)}_copy`, structuredClone(read(place)));
        break;
      case 'addKey': {
        const objects = containers(copy).filter((c) => !Array.isArray(c));
        write(objects[m.at % objects.length], m.key, materialize(m.value));
        break;
      }
      case 'string':
      case 'text': {
        const strings = all.filter((p) => typeof read(p) === 'string' && (m.kind === 'string' || TEXT_KEYS.has(String(p.key))));
        if (strings.length > 0) {
          const target = strings[m.at % strings.length];
          write(target.parent, target.key, m.value);
        }
        break;
      }
    }
  }
  return copy;
}

/** Text-level damage to a JSON text: cut short, a character inserted or removed. */
export type TextDamage = { kind: 'none' } | { kind: 'cut'; at: number } | { kind: 'insert'; at: number; text: string } | { kind: 'remove'; at: number };

export const textDamage: fc.Arbitrary<TextDamage> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.constantFrom('{', '}', ',', '"', '\\', '\u0000', ']]]', '"__proto__":1,') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
);

export function damageText(text: string, damage: TextDamage): string {
  if (damage.kind === 'none' || text.length === 0) return text;
  const at = damage.at % text.length;
  if (damage.kind === 'cut') return text.slice(0, at);
  if (damage.kind === 'insert') return text.slice(0, at) + damage.text + text.slice(at);
  return text.slice(0, at) + text.slice(at + 1);
}

/** A message our code produces only when it caught its own bug (importGraph, checkRecordingFile). */
export const INTERNAL_ERROR = /internal error/i;

/**
 * An error a JavaScript engine raised inside our code (as opposed to a runtime error the engine
 * reproduces on purpose, such as MaxTurnsExceededError or a Python TypeError text).
 */
export const JS_ENGINE_ERROR = /is not a function|Cannot read propert|Cannot set propert|is not iterable|is not defined|Maximum call stack|Invalid regular expression|Cannot convert|Invalid array length|Invalid string length|Unexpected token|is not a constructor|reduce of empty array/i;
