/**
 * Share links: the graph file, deflate-compressed and base64url-encoded, in the URL fragment.
 * A fragment never reaches a server. Opening a link imports the graph as an untrusted project.
 */
export const SHARE_PREFIX = '#graph=';
/** Longer URLs break in some browsers, chat apps and proxies: offer the file instead. */
export const MAX_SHARE_URL_LENGTH = 32_000;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const output = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

/** The fragment (with its `#graph=` prefix) that carries `fileText`. */
export async function shareFragment(fileText: string): Promise<string> {
  const compressed = await transform(new TextEncoder().encode(fileText), new CompressionStream('deflate-raw'));
  return `${SHARE_PREFIX}${toBase64Url(compressed)}`;
}

/** The graph file text in a URL fragment, or null when the fragment is not a share link. */
export async function readShareFragment(hash: string): Promise<string | null> {
  if (!hash.startsWith(SHARE_PREFIX)) return null;
  const bytes = await transform(fromBase64Url(hash.slice(SHARE_PREFIX.length)), new DecompressionStream('deflate-raw'));
  return new TextDecoder().decode(bytes);
}
