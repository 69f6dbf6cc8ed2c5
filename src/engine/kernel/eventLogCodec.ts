/**
 * A compact, lossless encoding for a run's finished events: the event log seals them into segments
 * of this form and decodes a segment again when it is read (eventLog.ts). Live event objects cost
 * about 3 KiB per turn of a long run (16 events, 3.7 spans, each object a header and a slot per
 * field); the same events encoded here cost a few hundred bytes (docs/PERFORMANCE.md, "Engine
 * memory"). Written by hand rather than with a serialisation library because what makes it small
 * is specific to event logs and must stay exact: object shapes (key lists) are interned once per
 * process, every string is written once per segment and referred to after, ISO times are stored as
 * milliseconds, hex ids as packed nibbles and small integers in the tag byte; the result is a
 * one-byte string on the JS heap (so heap figures count it, unlike an ArrayBuffer's backing store).
 *
 * Exact means: decode(encode(events)) deep-equals the events, with the same key order, undefined
 * values, -0, NaN and object sharing within a segment (two references to one object decode as two
 * references to one object). A value that is not plain data (a class instance, a Date, a typed
 * array, a function, a null-prototype object, an array with holes) is kept as it is, by reference,
 * and so are the values the log registers as held elsewhere (LiveValues).
 */

/** One sealed run of events. */
export interface EncodedSegment {
  /** the encoded bytes, one per char (latin1) */
  readonly data: string;
  /** how many events */
  readonly count: number;
  /** the seq of the first event (the others follow one by one) */
  readonly firstSeq: number;
}

/**
 * Values a log keeps by reference for all its segments: what is not plain data, and what the log
 * registers because the run keeps it anyway (the conversation's items, held by the run's transcript
 * and its result: encoding them too would keep each item twice).
 */
export class LiveValues {
  readonly values: unknown[] = [];
  private index: Map<unknown, number> | null = new Map();

  /** The value's index, registering it (while the log is open). */
  add(value: unknown): number {
    let i = this.index?.get(value);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(value);
      this.index?.set(value, i);
    }
    return i;
  }

  indexOf(value: unknown): number | undefined {
    return this.index?.get(value);
  }

  /** No more segments: the lookup table goes, the values stay. */
  seal(): void {
    this.index = null;
  }
}

// Tags (one byte). 128-255 are the integers 0-127; RECENT and SHORT_REF below take ranges too.
const NULL = 0;
const UNDEFINED = 1;
const FALSE = 2;
const TRUE = 3;
const INT = 4; // zigzag varint
const FLOAT = 5; // 8 bytes, little endian
const ASCII = 6; // varint length, chars
const UNITS = 7; // varint count, then each UTF-16 code unit as a varint (exact, lone surrogates too)
const STRING_REF = 8; // varint index of an earlier string of the segment
const ISO_TIME = 9; // zigzag varint ms since the segment's previous ISO time
const HEX_ID = 10; // prefix (a string value), varint digit count, digits packed two per byte
const ARRAY = 11; // varint length, items
const OBJECT = 12; // varint shape id, values in the shape's key order
const OBJECT_KEYS = 13; // varint count, then key (a string value), value; when the shape table is full
const CONTAINER_REF = 14; // varint index of an earlier object or array of the segment
const LIVE = 15; // varint index into the segment's live values
const EMPTY_STRING = 16;
const EVENT = 17; // a stamped event: body shape id, body values, t (zigzag delta), spanId; seq is its place
/** 32-47: one of the 16 strings written or referred to most recently (most recent first). */
const RECENT = 32;
const RECENT_SIZE = 16;
/** 64-127 and one more byte: string references below 16,384 in two bytes. */
const SHORT_REF = 64;
const SHORT_REFS = 64 * 256;
const SMALL_INT = 128;

/*
 * Object shapes are interned for the whole process: an event log keeps its events' key lists once,
 * not once per object (a run of 20 turns has about 40 shapes, all shared with every other run).
 * User data (context, tool arguments) can bring any number of new shapes, so the table is capped;
 * past the cap, or past MAX_SHAPE_KEYS keys, an object carries its own keys.
 */
const MAX_SHAPES = 4096;
/** An object with more keys than this (a dictionary of user data, more likely than a record) carries its keys. */
const MAX_SHAPE_KEYS = 32;
interface ShapeNode {
  id: number;
  next: Map<string, ShapeNode> | null;
}
const shapeRoot: ShapeNode = { id: -1, next: null };
const shapes: string[][] = [];

/** The id of the shape of `keys[0..length)`, registered if new; -1 when the table is full or the shape too long. */
function shapeId(keys: string[], length = keys.length): number {
  if (length > MAX_SHAPE_KEYS) return -1;
  let node = shapeRoot;
  for (let i = 0; i < length; i++) {
    const key = keys[i];
    let child = node.next?.get(key);
    if (!child) {
      if (shapes.length >= MAX_SHAPES) return -1;
      child = { id: -1, next: null };
      (node.next ??= new Map()).set(key, child);
    }
    node = child;
  }
  if (node.id < 0) {
    if (shapes.length >= MAX_SHAPES) return -1;
    node.id = shapes.length;
    shapes.push(length === keys.length ? keys : keys.slice(0, length));
  }
  return node.id;
}

/** Integers written as zigzag varints stay below this, so that doubling them stays exact. */
const ZIGZAG_LIMIT = 2 ** 52;
const ISO_PATTERN = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** A hex id's digits are packed only when there are at least this many (shorter ones cost more). */
const MIN_HEX_DIGITS = 12;
const scratch = new DataView(new ArrayBuffer(8));

function isHexDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 102);
}

function hexValue(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}

/** Moves `s` to the front of `recent` (from `at`, or in from outside: the oldest falls off). */
function touch(recent: string[], s: string, at: number): void {
  let i = at >= 0 ? at : Math.min(recent.length, RECENT_SIZE - 1);
  for (; i > 0; i--) recent[i] = recent[i - 1];
  recent[0] = s;
}

function isPlainObject(value: object): boolean {
  return Object.getPrototypeOf(value) === Object.prototype;
}

function isDenseArray(value: unknown[]): boolean {
  if (Object.getPrototypeOf(value) !== Array.prototype) return false;
  for (let i = 0; i < value.length; i++) if (!(i in value)) return false;
  return true;
}

class Writer {
  private bytes = new Uint8Array(4096);
  private size = 0;
  private readonly strings = new Map<string, number>();
  private readonly recent: string[] = [];
  private readonly containers = new Map<object, number>();
  private readonly live: LiveValues;
  private lastIso = 0;
  private lastT = 0;

  constructor(live: LiveValues) {
    this.live = live;
  }

  private room(n: number): void {
    if (this.size + n <= this.bytes.length) return;
    let length = this.bytes.length * 2;
    while (length < this.size + n) length *= 2;
    const next = new Uint8Array(length);
    next.set(this.bytes.subarray(0, this.size));
    this.bytes = next;
  }

  private byte(b: number): void {
    this.room(1);
    this.bytes[this.size++] = b;
  }

  private varint(n: number): void {
    // n is a non-negative safe integer; arithmetic rather than bit operations past 2^31
    this.room(8);
    while (n >= 128) {
      this.bytes[this.size++] = (n % 128) + 128;
      n = Math.floor(n / 128);
    }
    this.bytes[this.size++] = n;
  }

  private zigzag(n: number): void {
    this.varint(n >= 0 ? n * 2 : -n * 2 - 1);
  }

  value(v: unknown): void {
    switch (typeof v) {
      case 'string':
        return this.string(v);
      case 'number':
        return this.number(v);
      case 'boolean':
        return this.byte(v ? TRUE : FALSE);
      case 'undefined':
        return this.byte(UNDEFINED);
      case 'object':
        if (v === null) return this.byte(NULL);
        return this.container(v);
      default:
        return this.keepLive(v);
    }
  }

  private number(v: number): void {
    if (Number.isInteger(v) && Math.abs(v) < ZIGZAG_LIMIT && !Object.is(v, -0)) {
      if (v >= 0 && v < 128) return this.byte(SMALL_INT + v);
      this.byte(INT);
      return this.zigzag(v);
    }
    this.byte(FLOAT);
    this.room(8);
    scratch.setFloat64(0, v, true);
    for (let i = 0; i < 8; i++) this.bytes[this.size++] = scratch.getUint8(i);
  }

  private string(s: string): void {
    if (s.length === 0) return this.byte(EMPTY_STRING);
    const recent = this.recent.indexOf(s);
    if (recent >= 0) {
      this.byte(RECENT + recent);
      return touch(this.recent, s, recent);
    }
    const seen = this.strings.get(s);
    if (seen !== undefined) {
      if (seen < SHORT_REFS) {
        this.byte(SHORT_REF + (seen >> 8));
        this.byte(seen & 255);
      } else {
        this.byte(STRING_REF);
        this.varint(seen);
      }
      return touch(this.recent, s, -1);
    }
    this.strings.set(s, this.strings.size);
    this.literal(s);
    touch(this.recent, s, -1);
  }

  /** A string's first appearance in the segment, in the smallest form that gives it back. */
  private literal(s: string): void {
    if (s.length === 24 && ISO_PATTERN.test(s)) {
      const ms = Date.parse(s);
      if (Number.isSafeInteger(ms) && Math.abs(ms - this.lastIso) < ZIGZAG_LIMIT && new Date(ms).toISOString() === s) {
        this.byte(ISO_TIME);
        this.zigzag(ms - this.lastIso);
        this.lastIso = ms;
        return;
      }
    }
    let hexStart = s.length;
    while (hexStart > 0 && isHexDigit(s.charCodeAt(hexStart - 1))) hexStart--;
    if (s.length - hexStart >= MIN_HEX_DIGITS) {
      this.byte(HEX_ID);
      this.string(s.slice(0, hexStart));
      const digits = s.length - hexStart;
      this.varint(digits);
      this.room((digits + 1) >> 1);
      for (let i = hexStart; i < s.length; i += 2) {
        const high = hexValue(s.charCodeAt(i));
        const low = i + 1 < s.length ? hexValue(s.charCodeAt(i + 1)) : 0;
        this.bytes[this.size++] = high * 16 + low;
      }
      return;
    }
    let ascii = true;
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) > 127) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      this.byte(ASCII);
      this.varint(s.length);
      this.room(s.length);
      for (let i = 0; i < s.length; i++) this.bytes[this.size++] = s.charCodeAt(i);
      return;
    }
    // not UTF-8: a string may hold a lone surrogate (text cut mid-pair), which UTF-8 cannot carry
    this.byte(UNITS);
    this.varint(s.length);
    for (let i = 0; i < s.length; i++) this.varint(s.charCodeAt(i));
  }

  /**
   * A stamped event `{ ...body, seq, t, spanId }` (eventLog.ts stamp) whose seq is `seq`: the body,
   * then t as a delta and the span id, without the seq. Anything else is written as a value.
   */
  event(e: unknown, seq: number): void {
    const event = e as Record<string, unknown>;
    const keys = typeof e === 'object' && e !== null && isPlainObject(e) && !this.containers.has(e) && this.live.indexOf(e) === undefined ? Object.keys(e) : null;
    const n = keys ? keys.length : 0;
    const t = keys ? event.t : undefined;
    if (!keys || n < 3 || keys[n - 3] !== 'seq' || keys[n - 2] !== 't' || keys[n - 1] !== 'spanId' || event.seq !== seq || typeof t !== 'number' || !Number.isInteger(t) || Math.abs(t - this.lastT) >= ZIGZAG_LIMIT || Object.is(t, -0)) {
      return this.value(e);
    }
    const id = shapeId(keys, n - 3);
    if (id < 0) return this.value(e);
    this.containers.set(event, this.containers.size);
    this.byte(EVENT);
    this.varint(id);
    for (let i = 0; i < n - 3; i++) this.value(event[keys[i]]);
    this.zigzag(t - this.lastT);
    this.lastT = t;
    this.value(event.spanId);
  }

  private container(v: object): void {
    const live = this.live.indexOf(v);
    if (live !== undefined) {
      this.byte(LIVE);
      return this.varint(live);
    }
    const seen = this.containers.get(v);
    if (seen !== undefined) {
      this.byte(CONTAINER_REF);
      return this.varint(seen);
    }
    if (Array.isArray(v)) {
      if (!isDenseArray(v)) return this.keepLive(v);
      this.containers.set(v, this.containers.size);
      this.byte(ARRAY);
      this.varint(v.length);
      for (const item of v) this.value(item);
      return;
    }
    if (!isPlainObject(v)) return this.keepLive(v);
    this.containers.set(v, this.containers.size);
    const keys = Object.keys(v);
    const record = v as Record<string, unknown>;
    const id = shapeId(keys);
    if (id >= 0) {
      this.byte(OBJECT);
      this.varint(id);
      for (const key of keys) this.value(record[key]);
      return;
    }
    this.byte(OBJECT_KEYS);
    this.varint(keys.length);
    for (const key of keys) {
      this.string(key);
      this.value(record[key]);
    }
  }

  private keepLive(v: unknown): void {
    this.byte(LIVE);
    this.varint(this.live.add(v));
  }

  /** The bytes as a one-byte string (chunks keep String.fromCharCode's argument list short). */
  text(): string {
    const parts: string[] = [];
    for (let i = 0; i < this.size; i += 8192) {
      parts.push(String.fromCharCode.apply(null, this.bytes.subarray(i, Math.min(this.size, i + 8192)) as unknown as number[]));
    }
    return parts.join('');
  }
}

/** `out[key] = value`, as an own property even for "__proto__" (a recording parsed from JSON can have one). */
function setKey(out: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

/** "00".."ff" and "0".."f": a hex id's digits without a number-to-string call per byte. */
const HEX_DIGIT = '0123456789abcdef'.split('');
const HEX_BYTE = Array.from({ length: 256 }, (_, b) => HEX_DIGIT[b >> 4] + HEX_DIGIT[b & 15]);

class Reader {
  private pos = 0;
  private readonly strings: string[] = [];
  private readonly recent: string[] = [];
  private readonly containers: object[] = [];
  private lastIso = 0;
  private lastT = 0;
  private readonly data: string;
  private readonly live: readonly unknown[];

  constructor(data: string, live: readonly unknown[]) {
    this.data = data;
    this.live = live;
  }

  event(seq: number): unknown {
    if (this.data.charCodeAt(this.pos) !== EVENT) return this.value();
    this.pos++;
    const keys = shapes[this.varint()];
    const out: Record<string, unknown> = {};
    this.containers.push(out);
    for (const key of keys) setKey(out, key, this.value());
    out.seq = seq;
    this.lastT += this.zigzag();
    out.t = this.lastT;
    out.spanId = this.value();
    return out;
  }

  private byte(): number {
    if (this.pos >= this.data.length) throw new Error('event log segment ends early');
    return this.data.charCodeAt(this.pos++);
  }

  private varint(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      n += (b & 127) * scale;
      if (b < 128) return n;
      scale *= 128;
    }
  }

  private zigzag(): number {
    const z = this.varint();
    return z % 2 === 0 ? z / 2 : -(z + 1) / 2;
  }

  value(): unknown {
    const tag = this.byte();
    if (tag >= SMALL_INT) return tag - SMALL_INT;
    if (tag >= SHORT_REF) {
      const s = this.strings[((tag - SHORT_REF) << 8) + this.byte()];
      touch(this.recent, s, -1);
      return s;
    }
    if (tag >= RECENT && tag < RECENT + RECENT_SIZE) {
      const s = this.recent[tag - RECENT];
      touch(this.recent, s, tag - RECENT);
      return s;
    }
    switch (tag) {
      case NULL:
        return null;
      case UNDEFINED:
        return undefined;
      case FALSE:
        return false;
      case TRUE:
        return true;
      case INT:
        return this.zigzag();
      case FLOAT: {
        for (let i = 0; i < 8; i++) scratch.setUint8(i, this.byte());
        return scratch.getFloat64(0, true);
      }
      case EMPTY_STRING:
        return '';
      case STRING_REF: {
        const s = this.strings[this.varint()];
        touch(this.recent, s, -1);
        return s;
      }
      case ASCII:
      case UNITS:
      case ISO_TIME:
      case HEX_ID: {
        // the string takes its index before a HEX_ID's prefix, as in the writer
        const index = this.strings.length;
        this.strings.push('');
        const s = this.literal(tag);
        this.strings[index] = s;
        touch(this.recent, s, -1);
        return s;
      }
      case ARRAY: {
        const length = this.varint();
        const out: unknown[] = [];
        this.containers.push(out);
        for (let i = 0; i < length; i++) out.push(this.value());
        return out;
      }
      case OBJECT: {
        const keys = shapes[this.varint()];
        const out: Record<string, unknown> = {};
        this.containers.push(out);
        for (const key of keys) setKey(out, key, this.value());
        return out;
      }
      case OBJECT_KEYS: {
        const count = this.varint();
        const out: Record<string, unknown> = {};
        this.containers.push(out);
        for (let i = 0; i < count; i++) {
          const key = this.value() as string;
          setKey(out, key, this.value());
        }
        return out;
      }
      case CONTAINER_REF:
        return this.containers[this.varint()];
      case LIVE:
        return this.live[this.varint()];
      default:
        throw new Error(`event log segment: unknown tag ${tag} at byte ${this.pos - 1}`);
    }
  }

  private literal(tag: number): string {
    if (tag === ISO_TIME) {
      this.lastIso += this.zigzag();
      return new Date(this.lastIso).toISOString();
    }
    if (tag === HEX_ID) {
      const prefix = this.value() as string;
      const digits = this.varint();
      let hex = '';
      for (let i = 0; i < digits; i += 2) {
        const b = this.byte();
        hex += i + 1 < digits ? HEX_BYTE[b] : HEX_DIGIT[b >> 4];
      }
      return prefix + hex;
    }
    const length = this.varint();
    if (tag === UNITS) {
      const units: number[] = [];
      let out = '';
      for (let i = 0; i < length; i++) {
        units.push(this.varint());
        // String.fromCharCode takes its units as arguments: a few thousand at a time
        if (units.length === 4096) out += String.fromCharCode(...units.splice(0));
      }
      return out + String.fromCharCode(...units);
    }
    const start = this.pos;
    this.pos += length;
    if (this.pos > this.data.length) throw new Error('event log segment ends early');
    return this.data.slice(start, this.pos);
  }
}

/**
 * Encodes `events` (stamped run events, or any values) into one segment; the first's seq is
 * `firstSeq`. Values that are in `live`, or are not plain data, are kept there by reference.
 */
export function encodeSegment(events: readonly unknown[], firstSeq: number, live: LiveValues): EncodedSegment {
  const writer = new Writer(live);
  for (let i = 0; i < events.length; i++) writer.event(events[i], firstSeq + i);
  return { data: writer.text(), count: events.length, firstSeq };
}

/** The events of a segment, as new objects (values kept by reference come back as themselves). */
export function decodeSegment<T>(segment: EncodedSegment, live: LiveValues): T[] {
  const reader = new Reader(segment.data, live.values);
  const out: T[] = [];
  for (let i = 0; i < segment.count; i++) out.push(reader.event(segment.firstSeq + i) as T);
  return out;
}
