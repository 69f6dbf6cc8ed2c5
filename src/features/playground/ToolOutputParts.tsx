/**
 * A structured tool output under its tool row: text, images (only those the image policy lets
 * load; others are links), files as labelled chips. See toolOutputView.ts.
 */
import type { ToolOutputPart } from '../../models/items.ts';
import { Icon } from '../../ui/index.ts';
import { partView } from './toolOutputView.ts';

const pageOrigin = () => (typeof location === 'undefined' ? 'null' : location.origin);

export function ToolOutputParts({ parts }: { parts: ToolOutputPart[] }) {
  const origin = pageOrigin();
  return (
    <div className="sb-pg-parts" data-testid="tool-output-parts">
      {parts.map((part, i) => {
        const view = partView(part, origin);
        const key = `${i}:${view.kind}`;
        if (view.kind === 'text') return <p key={key} className="sb-pg-parts__text">{view.text}</p>;
        if (view.kind === 'image') return <img key={key} className="sb-pg-parts__image" src={view.src} alt="Image returned by the tool" data-testid="tool-output-image" />;
        if (view.kind === 'image-link')
          return (
            <a key={key} href={view.href} target="_blank" rel="noreferrer noopener" className="sb-pg-chip" title="Image from another site: not loaded" data-testid="tool-output-image-link">
              <Icon name="image" size={12} /> <span className="sb-pg-chip__label">{view.href}</span>
            </a>
          );
        const body = (
          <>
            <Icon name={view.icon === 'image' ? 'image' : 'file'} size={12} />
            <span className="sb-pg-chip__label">{view.label}</span>
          </>
        );
        return view.href ? (
          <a key={key} href={view.href} target="_blank" rel="noreferrer noopener" className="sb-pg-chip" title={view.detail} aria-label={`${view.icon}: ${view.label}. ${view.detail}`} data-testid="tool-output-file">
            {body}
          </a>
        ) : (
          <span key={key} className="sb-pg-chip" title={view.detail} aria-label={`${view.icon}: ${view.label}. ${view.detail}`} data-testid={view.icon === 'file' ? 'tool-output-file' : 'tool-output-image-chip'}>
            {body}
          </span>
        );
      })}
    </div>
  );
}
