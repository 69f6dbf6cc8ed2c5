/** Shown while the open graph's code is untrusted: it came from a file or a link. */
import { Button, Icon, runAction } from '../../ui/index.ts';
import { trustCurrentProject, useLibraryStore } from './librarySession.ts';

const ORIGIN_TEXT: Record<string, string> = {
  file: 'This graph was opened from a file.',
  share: 'This graph was opened from a link.',
  example: 'This graph was opened from a file.',
  copy: 'This graph is a copy of an untrusted graph.',
  new: 'This graph is marked untrusted.',
};

const REASON_TEXT: Record<string, string> = {
  paste: 'Code or an MCP server was pasted into this graph.',
  import: 'Code was imported into this graph.',
  collaborator: 'Someone in the shared room changed code in this graph.',
};

export function UntrustedBanner() {
  const current = useLibraryStore((s) => s.current);
  if (!current || current.trusted) return null;
  return (
    <div
      className="sb-lib__banner"
      role="status"
      data-testid="untrusted-banner"
      title={`${(current.untrustedReason && REASON_TEXT[current.untrustedReason]) ?? ORIGIN_TEXT[current.origin] ?? ORIGIN_TEXT.new} Its tools, filters and guardrails will not run until you trust it.`}
    >
      <Icon name="shield" />
      <span className="sb-lib__banner-text">
        <strong>
          Untrusted<span className="sb-lib__trust-long"> code</span>
        </strong>
      </span>
      <Button
        size="sm"
        aria-label="Trust this graph's code"
        onClick={() => void runAction('The graph could not be marked trusted', trustCurrentProject)}
        data-testid="trust-graph"
      >
        {/* the short label where the top bar is narrow (library.css) */}
        <span className="sb-lib__trust-long">Trust this graph's code</span>
        <span className="sb-lib__trust-short">Trust code</span>
      </Button>
    </div>
  );
}
