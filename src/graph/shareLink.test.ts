import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from './examples.ts';
import { exportGraph } from './exportGraph.ts';
import { testGraph } from './testGraph.ts';
import {
  createShareLink,
  decodeShareFragment,
  encodeShareFragment,
  isShareFragment,
  MAX_SHARE_URL_LENGTH,
  SHARE_FRAGMENT_PREFIX,
} from './shareLink.ts';

const BASE = 'http://localhost:4173/';

/** base64url of deflate-raw bytes, built independently of the module under test */
async function fragmentOfText(text: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return `${SHARE_FRAGMENT_PREFIX}${Buffer.from(bytes).toString('base64url')}`;
}

describe.each(EXAMPLES)('share link of example $id', (example) => {
  it('round-trips to the identical graph through a URL fragment', async () => {
    const graph = exampleGraph(example);
    const link = await createShareLink(graph, `${BASE}?x=1#old`);
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(link.url.startsWith(`${BASE}${SHARE_FRAGMENT_PREFIX}`)).toBe(true);
    expect(link.url.slice(BASE.length)).toMatch(/^#graph=[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThanOrEqual(MAX_SHARE_URL_LENGTH);
    // compression earns its keep: the link is shorter than the file it carries
    expect(link.length).toBeLessThan(exportGraph(graph).length);
    const decoded = await decodeShareFragment(link.url);
    expect(decoded).not.toBeNull();
    if (!decoded?.ok) throw new Error(JSON.stringify(decoded));
    expect(exportGraph(decoded.graph)).toBe(exportGraph(graph));
  });
});

describe('share links', () => {
  it('keep non-ASCII text', async () => {
    const graph = testGraph({ name: 'Café ☕ — 東京', agents: [{ id: 'a', name: 'Ágent', instructions: 'Say “hi” 👋' }], startAgent: 'a' });
    const decoded = await decodeShareFragment(await encodeShareFragment(graph));
    expect(decoded?.ok && decoded.graph.name).toBe('Café ☕ — 東京');
    expect(decoded?.ok && decoded.graph.agents[0].instructions).toBe('Say “hi” 👋');
  });

  it('refuse a graph whose link would be too long, saying how long and the limit', async () => {
    // random text does not compress, so the link grows with it
    const noise = Array.from({ length: 12_000 }, (_, i) => ((i * 2654435761) % 2 ** 32).toString(36)).join(' ');
    const graph = testGraph({ agents: [{ id: 'a', name: 'A', instructions: noise }], startAgent: 'a' });
    const link = await createShareLink(graph, BASE);
    expect(link.ok).toBe(false);
    if (link.ok || link.reason !== 'too_long') throw new Error('expected too_long');
    expect(link.length).toBeGreaterThan(MAX_SHARE_URL_LENGTH);
    expect(link.max).toBe(MAX_SHARE_URL_LENGTH);
    expect(link.message).toContain('too large for a link');
    expect(link.message).toContain('8,000');
    // the same graph fits under a larger limit: the limit, not the encoder, refused it
    expect((await createShareLink(graph, BASE, link.length)).ok).toBe(true);
  });

  it('ignore fragments that are not share links', async () => {
    expect(await decodeShareFragment('')).toBeNull();
    expect(await decodeShareFragment('#section-2')).toBeNull();
    expect(await decodeShareFragment(`${BASE}#g=abc`)).toBeNull();
    expect(isShareFragment(`${BASE}#graph=abc`)).toBe(true);
    expect(isShareFragment('#graph')).toBe(false);
  });

  it('report a damaged fragment clearly, and never a partial graph', async () => {
    const good = await encodeShareFragment(exampleGraph(EXAMPLES[0]));
    const cases = [
      `${SHARE_FRAGMENT_PREFIX}not*base64`,
      `${SHARE_FRAGMENT_PREFIX}`,
      `${SHARE_FRAGMENT_PREFIX}bm90LWRlZmxhdGUtZGF0YQ`, // "not-deflate-data"
      good.slice(0, Math.floor(good.length / 2)), // cut short in a chat message
    ];
    for (const fragment of cases) {
      const decoded = await decodeShareFragment(fragment);
      expect(decoded?.ok, fragment).toBe(false);
      if (decoded && !decoded.ok) expect(decoded.errors[0].message).toMatch(/damaged|incomplete/);
    }
  });

  it('validate the decoded document with path-qualified errors', async () => {
    const doc = JSON.parse(exportGraph(exampleGraph(EXAMPLES[0])));
    doc.agents[1].tools = 'all of them';
    const decoded = await decodeShareFragment(await fragmentOfText(JSON.stringify(doc)));
    if (!decoded || decoded.ok) throw new Error('expected errors');
    expect(decoded.errors.map((e) => e.path)).toContain('agents[1].tools');
  });

  it('refuse a link that inflates past the size cap (a compression bomb)', async () => {
    const bomb = await fragmentOfText(`{"name":"${'a'.repeat(5 * 1024 * 1024)}"}`);
    expect(bomb.length).toBeLessThan(20_000);
    const decoded = await decodeShareFragment(bomb);
    expect(decoded?.ok).toBe(false);
    if (decoded && !decoded.ok) expect(decoded.errors[0].message).toContain('larger than 4 MB');
  });

  it('carry nothing key-like: a graph holding a key is refused, both ways', async () => {
    // the app's settings keep the key apart from the graph; share links take only a Graph, and
    // one that got a key pasted into it is refused before a link exists
    const key = ['sk', 'proj', 'abcdefghijklmnopqrstuvwxyz0123456789'].join('-'); // a fake, assembled so secret scanners do not flag it
    const graph = testGraph({ agents: [{ id: 'a', name: 'A', instructions: `use ${key}` }], startAgent: 'a' });
    const link = await createShareLink(graph, BASE);
    expect(link).toMatchObject({ ok: false, reason: 'secret', paths: ['agents[0].instructions'] });
    await expect(encodeShareFragment(graph)).rejects.toThrow(/secret/);
    // a hand-made link with a key (and a key-named field) does not open
    const doc = JSON.parse(exportGraph(exampleGraph(EXAMPLES[1])));
    doc['x-apiKey'] = key;
    const decoded = await decodeShareFragment(await fragmentOfText(JSON.stringify(doc)));
    expect(decoded?.ok).toBe(false);
    // and the links of the examples, decoded, hold no key-like text
    for (const example of EXAMPLES) {
      const text = exportGraph(exampleGraph(example));
      expect(text).not.toMatch(/sk-[A-Za-z0-9_-]{20,}/);
      expect(text).not.toMatch(/"[^"]*(api_?key|authorization|secret|password)"\s*:/i);
    }
  });
});
