/**
 * The transcript's markdown, loaded with the first reply (react-markdown and remark-gfm are
 * about 40 KiB gz and not needed for first paint, issue 11). Until the chunk arrives the reply
 * shows as plain text with its line breaks, so nothing is hidden while it loads.
 */
import { lazy, memo, Suspense } from 'react';

const Markdown = lazy(() => import('./Markdown.tsx').then((m) => ({ default: m.Markdown })));

export const LazyMarkdown = memo(function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <div className="sb-pg-md" data-markdown="loading">
          <p style={{ whiteSpace: 'pre-wrap' }}>{text}</p>
        </div>
      }
    >
      <Markdown text={text} />
    </Suspense>
  );
});
