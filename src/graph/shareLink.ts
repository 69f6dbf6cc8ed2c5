/**
 * Share links: a graph's canonical file text, deflate-raw compressed and base64url encoded, in the
 * URL fragment (`#graph=…`). Browsers never send the fragment to a server, so a shared graph
 * travels only inside the link. Decoding goes through importGraph: a damaged or tampered link
 * yields the same path-qualified problems as a bad file, and never a partial graph.
 *
 * Only a Graph goes in: the format has no place for credentials (importGraph refuses secret-looking
 * keys), so nothing from the app's settings can ride along. Uses the platform
 * CompressionStream / DecompressionStream (Chromium, Node >= 20), no DOM. Inflating is a stream
 * with a running byte cap (inflateCapped): a small link cannot inflate into a memory bomb.
 */
import { exportGraph } from './exportGraph.ts';
import { importGraph, type ImportProblem } from './importGraph.ts';
import type { Graph } from './schema.ts';
import { findSecrets } from './secrets.ts';

import { fragmentOf, isShareFragment, SHARE_FRAGMENT_PREFIX } from './shareFragment.ts';

export { isShareFragment, SHARE_FRAGMENT_PREFIX };

/**
 * Longest link we hand out. Chromium and Firefox take far longer URLs, but Safari, mail clients,
 * chat apps and QR codes cut or refuse them well before; beyond this we offer the file instead.
 */
export const MAX_SHARE_URL_LENGTH = 8_000;

/** A link decompresses to at most this much text: a small fragment cannot inflate into a memory bomb. */
export const MAX_SHARED_GRAPH_BYTES = 4 * 1024 * 1024;

export type ShareLink =
  | { ok: true; url: string; length: number }
  | { ok: false; reason: 'too_long'; length: number; max: number; message: string }
  | { ok: false; reason: 'secret'; paths: string[]; message: string };

export type SharedGraph = { ok: true; graph: Graph; warnings: ImportProblem[] } | { ok: false; errors: ImportProblem[] };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Compressed bytes handed to the decompressor at a time. Deflate expands at most ~1032:1, and a
 * DecompressionStream may inflate a whole input chunk before anyone reads (Chromium does: a
 * 1.4 MB link given in one piece took the renderer to 1.3 GB), so small slices, pulled only as
 * the output is read, bound what can exist beyond the cap to about 1 MB per slice in flight.
 */
export const INFLATE_SLICE_BYTES = 1024;

/**
 * Inflates as a stream with a running byte cap: stops reading, and cancels the decompressor, as
 * soon as the output passes `limit` (null). Throws on data that is not deflate.
 */
export async function inflateCapped(bytes: Uint8Array, limit: number): Promise<Uint8Array | null> {
  let offset = 0;
  const source = new ReadableStream<BufferSource>(
    {
      pull(controller) {
        if (offset >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.slice(offset, offset + INFLATE_SLICE_BYTES));
        offset += INFLATE_SLICE_BYTES;
      },
    },
    // nothing read ahead: the next slice is only taken when the decompressor asks for it
    { highWaterMark: 0 },
  );
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** Thrown by encodeShareFragment for a graph holding something that looks like a credential. */
export class SecretInGraphError extends Error {
  override name = 'SecretInGraphError';
  readonly paths: string[];
  constructor(paths: string[]) {
    super(`The graph holds what looks like a secret (${paths.join(', ')}); it cannot be shared in a link.`);
    this.paths = paths;
  }
}

/**
 * The fragment (with its prefix) that carries `graph`. A graph edited to hold a key-like string
 * (pasted into instructions or code) is refused here, before it could leave in a link.
 */
export async function encodeShareFragment(graph: Graph): Promise<string> {
  const text = exportGraph(graph);
  const secrets = findSecrets(JSON.parse(text));
  if (secrets.length > 0) throw new SecretInGraphError(secrets.map((s) => s.path || '(document)'));
  return `${SHARE_FRAGMENT_PREFIX}${toBase64Url(await deflate(new TextEncoder().encode(text)))}`;
}

/**
 * The share link for `graph` on the page at `base` (any query or fragment of `base` is dropped),
 * or why there is none: a link over MAX_SHARE_URL_LENGTH is refused rather than handed out broken.
 */
export async function createShareLink(graph: Graph, base: string, max = MAX_SHARE_URL_LENGTH): Promise<ShareLink> {
  const page = base.replace(/[?#].*$/, '');
  let fragment: string;
  try {
    fragment = await encodeShareFragment(graph);
  } catch (error) {
    if (!(error instanceof SecretInGraphError)) throw error;
    return { ok: false, reason: 'secret', paths: error.paths, message: `${error.message} Remove it first.` };
  }
  const url = `${page}${fragment}`;
  if (url.length <= max) return { ok: true, url, length: url.length };
  return {
    ok: false,
    reason: 'too_long',
    length: url.length,
    max,
    message: `This graph is too large for a link: it would be ${url.length.toLocaleString('en-US')} characters, and links over ${max.toLocaleString('en-US')} get cut by browsers, mail and chat apps. Share the graph file instead.`,
  };
}


const damaged = (message: string): SharedGraph => ({ ok: false, errors: [{ path: '', message }] });

/**
 * The graph in a share link's fragment (a hash like `location.hash`, or a whole URL), validated
 * by importGraph; null when the fragment is not a share link at all.
 */
export async function decodeShareFragment(hashOrUrl: string): Promise<SharedGraph | null> {
  const fragment = fragmentOf(hashOrUrl);
  if (!fragment.startsWith(SHARE_FRAGMENT_PREFIX)) return null;
  const bytes = fromBase64Url(fragment.slice(SHARE_FRAGMENT_PREFIX.length));
  if (!bytes || bytes.length === 0) return damaged('The link is damaged: its graph data is not valid base64url. Was it cut short when it was copied?');
  let inflated: Uint8Array | null;
  try {
    inflated = await inflateCapped(bytes, MAX_SHARED_GRAPH_BYTES);
  } catch {
    return damaged('The link is damaged or incomplete: its graph data could not be decompressed. Was it cut short when it was copied?');
  }
  if (!inflated) return damaged(`The link's graph is larger than ${MAX_SHARED_GRAPH_BYTES / 1024 / 1024} MB once decompressed; it was not opened.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return damaged('The link is damaged: its graph data is not UTF-8 text.');
  }
  const result = importGraph(text);
  return result.ok ? { ok: true, graph: result.graph, warnings: result.warnings } : { ok: false, errors: result.errors };
}
