/**
 * Model output as safe markdown: GitHub flavour, no raw HTML, links open in a new tab, and images
 * only when they load nothing from another origin (imagePolicy.ts); others become links.
 */
import { memo } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { isLocalImage } from './imagePolicy.ts';

const pageOrigin = () => (typeof location === 'undefined' ? 'null' : location.origin);

const components: Components = {
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  ),
  img: ({ src, alt }) => {
    const url = typeof src === 'string' ? src : '';
    if (url && isLocalImage(url, pageOrigin())) return <img src={url} alt={alt ?? ''} />;
    const label = alt?.trim() || url || 'image';
    return url ? (
      <a href={url} target="_blank" rel="noreferrer noopener" data-testid="md-image-link" title="Image from another site: not loaded">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  },
};

/** react-markdown's default drops data: URLs; keep them for images (the policy above decides). */
const urlTransform: UrlTransform = (url, key, node) =>
  key === 'src' && node.tagName === 'img' && /^data:image\//i.test(url) ? url : defaultUrlTransform(url);

export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <div className="sb-pg-md">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components} urlTransform={urlTransform}>
        {text}
      </ReactMarkdown>
    </div>
  );
});
