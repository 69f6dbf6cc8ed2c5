import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readShareFragment, shareFragment, SHARE_PREFIX } from './shareLink.ts';

describe('share links', () => {
  it('carry a graph file through the URL fragment unchanged, and smaller', async () => {
    const text = await readFile('public/examples/ag2-planning-control.json', 'utf8');
    const fragment = await shareFragment(text);
    expect(fragment.startsWith(SHARE_PREFIX)).toBe(true);
    expect(fragment).toMatch(/^#graph=[A-Za-z0-9_-]+$/);
    expect(fragment.length).toBeLessThan(text.length);
    expect(await readShareFragment(fragment)).toBe(text);
  });

  it('keep non-ASCII text', async () => {
    const text = '{"name":"Café ☕ — 東京"}';
    expect(await readShareFragment(await shareFragment(text))).toBe(text);
  });

  it('ignore fragments that are not share links', async () => {
    expect(await readShareFragment('')).toBeNull();
    expect(await readShareFragment('#section-2')).toBeNull();
  });

  it('reject a damaged link', async () => {
    await expect(readShareFragment(`${SHARE_PREFIX}not-deflate-data`)).rejects.toThrow();
  });
});
