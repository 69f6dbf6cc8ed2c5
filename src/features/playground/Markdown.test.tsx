import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown.tsx';

describe('Markdown', () => {
  it('renders GitHub markdown but never raw HTML from the model', () => {
    const html = renderToStaticMarkup(<Markdown text={'**Hi** <img src=x onerror="alert(1)"><script>alert(2)</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[link](https://example.com)'} />);
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).toContain('<table>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('rel="noreferrer noopener"');
  });
});
