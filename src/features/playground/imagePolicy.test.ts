import { describe, expect, it } from 'vitest';
import { isLocalImage } from './imagePolicy.ts';

const page = 'http://127.0.0.1:4173';

describe('isLocalImage', () => {
  it('loads data: images, blob: URLs and the app’s own files', () => {
    expect(isLocalImage('data:image/png;base64,iVBORw0KGgo=', page)).toBe(true);
    expect(isLocalImage('blob:http://127.0.0.1:4173/1f0c', page)).toBe(true);
    expect(isLocalImage('/favicon.svg', page)).toBe(true);
    expect(isLocalImage('http://127.0.0.1:4173/x.png', page)).toBe(true);
  });

  it('turns everything else into a link: other hosts, other ports, protocol-relative, other schemes', () => {
    for (const src of ['http://127.0.0.2:9/x.png', 'http://127.0.0.1:9/x.png', '//evil.example/x.png', 'https://127.0.0.1:4173/x.png', 'javascript:alert(1)', 'data:text/html,<b>', 'file:///etc/passwd']) {
      expect(isLocalImage(src, page), src).toBe(false);
    }
  });
});
