/**
 * Issue 8 item 7: a deflate bomb in a share link is refused with bounded memory. The measure is
 * bytes, not time: how much compressed input reached the decompressor at once and in total, and
 * how much it produced, while the link would inflate to about a gigabyte.
 */
import { constants, createInflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeShareFragment, INFLATE_SLICE_BYTES, MAX_SHARED_GRAPH_BYTES, SHARE_FRAGMENT_PREFIX } from './shareLink.ts';

const MB = 1024 * 1024;

/**
 * deflate-raw data inflating to `megabytes` MB of zeros, built in milliseconds: one MB of zeros
 * compressed up to a sync flush (byte-aligned, not final) repeated, then an empty final block.
 */
function deflateBomb(megabytes: number): Uint8Array {
  const segment = deflateRawSync(Buffer.alloc(MB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const parts = [...Array.from({ length: megabytes }, () => segment), Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])];
  return new Uint8Array(Buffer.concat(parts));
}

/** What the code under test hands to the decompressor, and what the decompressor produced. */
const seen = { inputBytes: 0, largestInput: 0, outputBytes: 0, peakArrayBuffers: 0 };

/**
 * A DecompressionStream that behaves like Chromium's (the Compression Streams spec): each input
 * chunk is inflated completely and all of its output enqueued at once, whether or not anyone
 * reads. Node's own stream waits for the reader, which would hide the bomb; this one does not.
 */
class EagerDecompressionStream extends TransformStream<Uint8Array, Uint8Array> {
  constructor(format: CompressionFormat) {
    expect(format).toBe('deflate-raw');
    const inflater = createInflateRaw();
    let failure: Error | null = null;
    let pending: Buffer[] = [];
    inflater.on('data', (data: Buffer) => {
      seen.outputBytes += data.byteLength;
      pending.push(data);
    });
    inflater.on('error', (error: Error) => (failure = error));
    const drain = (controller: TransformStreamDefaultController<Uint8Array>) => {
      if (failure) throw failure;
      seen.peakArrayBuffers = Math.max(seen.peakArrayBuffers, process.memoryUsage().arrayBuffers);
      for (const data of pending) controller.enqueue(new Uint8Array(data));
      pending = [];
    };
    super({
      async transform(chunk, controller) {
        seen.inputBytes += chunk.byteLength;
        seen.largestInput = Math.max(seen.largestInput, chunk.byteLength);
        inflater.write(chunk);
        await new Promise<void>((resolve) => inflater.flush(constants.Z_SYNC_FLUSH, () => resolve()));
        drain(controller);
      },
      async flush(controller) {
        await new Promise<void>((resolve) => inflater.end(() => resolve()));
        drain(controller);
      },
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('share link deflate bomb', () => {
  it('the bomb is real: a few of its segments inflate to exactly their size', () => {
    expect(inflateRawSync(deflateBomb(3)).length).toBe(3 * MB);
  });

  it('refuses a 1.4 MB link that inflates to 1 GB, reading only about the cap', async () => {
    const bomb = deflateBomb(1024);
    const fragment = `${SHARE_FRAGMENT_PREFIX}${Buffer.from(bomb).toString('base64url')}`;
    expect(fragment.length).toBeGreaterThan(1.3 * MB);
    Object.assign(seen, { inputBytes: 0, largestInput: 0, outputBytes: 0, peakArrayBuffers: 0 });
    vi.stubGlobal('DecompressionStream', EagerDecompressionStream);
    const baseline = process.memoryUsage().arrayBuffers;

    const result = await decodeShareFragment(fragment);

    expect(result).toEqual({ ok: false, errors: [{ path: '', message: "The link's graph is larger than 4 MB once decompressed; it was not opened." }] });
    const figures = {
      linkChars: fragment.length,
      compressedBytes: bomb.length,
      inflatedSizeOfTheBomb: 1024 * MB,
      compressedBytesGivenToTheDecompressor: seen.inputBytes,
      largestPieceGiven: seen.largestInput,
      decompressedBytesProduced: seen.outputBytes,
      arrayBufferGrowthMB: Math.round(((seen.peakArrayBuffers - baseline) / MB) * 10) / 10,
    };
    console.log('share link bomb:', figures);
    // Input reaches the decompressor in small pieces (deflate expands at most ~1032:1, so each
    // piece can become at most ~1 MB even when inflated eagerly), and only as much as the cap needs.
    expect(seen.largestInput).toBeLessThanOrEqual(INFLATE_SLICE_BYTES);
    expect(seen.inputBytes).toBeLessThan(16 * 1024);
    expect(seen.outputBytes).toBeLessThan(MAX_SHARED_GRAPH_BYTES + 4 * MB);
    expect(seen.peakArrayBuffers - baseline).toBeLessThan(32 * MB);
  });

  it('still opens a link whose data arrives in many slices (eager decompressor, the ACME example)', async () => {
    const text = readFileSync(fileURLToPath(new URL('../../public/examples/acme-customer-service.json', import.meta.url)), 'utf8');
    const compressed = deflateRawSync(Buffer.from(text));
    expect(compressed.length).toBeGreaterThan(2 * INFLATE_SLICE_BYTES);
    vi.stubGlobal('DecompressionStream', EagerDecompressionStream);
    const result = await decodeShareFragment(`${SHARE_FRAGMENT_PREFIX}${compressed.toString('base64url')}`);
    expect(result?.ok && result.graph.id).toBe('acme-customer-service');
  });
});
