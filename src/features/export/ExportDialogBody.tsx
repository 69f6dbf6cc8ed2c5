/**
 * The export dialog's content: pick a target, read the file it makes (read-only Monaco), see
 * beside it what the target keeps, emulates or drops, then copy or download it; or share the
 * graph as a link. Loaded lazily by ExportDialog.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { canvasBounds } from '../../store/canvasBounds.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useUiStore } from '../../store/uiStore.ts';
import { Button, toast } from '../../ui/index.ts';
import { downloadFile } from '../../ui/downloadFile.ts';
import { downloadDataUrl, renderCanvasImage, type ImageFormat } from './canvasImage.ts';
import { codeViewerOf, type CodeViewerKit } from './codeViewerKit.ts';
import { DIALOG_TARGETS, MIME_TYPE, renderTarget, type DialogExport, type DialogTarget } from './dialogTargets.ts';
import { useExportDialogStore } from './exportDialogStore.ts';
import { FidelityReportView } from './FidelityReportView.tsx';
import { shareGraph, type ShareOutcome } from './shareGraph.ts';
import { previewHeight, usePreviewLines } from './usePreviewLines.ts';

function render(graph: Parameters<typeof renderTarget>[0], target: DialogTarget): DialogExport | { error: string } {
  try {
    return renderTarget(graph, target);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export default function ExportDialogBody({ editor }: { editor?: CodeViewerKit }) {
  // the dialog is modal: the graph cannot change while it is open, so one subscription is cheap
  const graph = useDocumentStore((s) => s.graph);
  const theme = useUiStore((s) => s.theme);
  const target = useExportDialogStore((s) => s.target);
  const setTarget = useExportDialogStore((s) => s.setTarget);
  const result = useMemo(() => render(graph, target), [graph, target]);
  const graphFileName = useMemo(() => renderTarget(graph, 'graph-json').filename, [graph]);
  const [share, setShare] = useState<ShareOutcome | null>(null);
  const [sharing, setSharing] = useState(false);
  const CodeViewer = codeViewerOf(editor);
  const lines = usePreviewLines();
  const info = DIALOG_TARGETS.find((t) => t.id === target) ?? DIALOG_TARGETS[0];

  // a radio group: arrows move the choice, Tab leaves the group
  const onTargetKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const index = DIALOG_TARGETS.findIndex((t) => t.id === target);
    const next = DIALOG_TARGETS[(index + delta + DIALOG_TARGETS.length) % DIALOG_TARGETS.length];
    setTarget(next.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-testid="export-target:${next.id}"]`)?.focus();
  };

  const copy = async () => {
    if ('error' in result) return;
    try {
      await navigator.clipboard.writeText(result.code);
      toast.success(`Copied ${result.filename}`);
    } catch {
      toast.error('The code could not be copied', 'The browser refused clipboard access; use Download instead.');
    }
  };

  const onShare = async () => {
    setSharing(true);
    try {
      const outcome = await shareGraph(graph, graphFileName);
      setShare(outcome);
      if (outcome.kind === 'copied') toast.success('Share link copied', 'The graph travels inside the link; it opens untrusted until the receiver trusts it.');
    } finally {
      setSharing(false);
    }
  };

  return (
    <div className="sb-export" data-target={target}>
      <div className="sb-export__targets" role="radiogroup" aria-label="Export target" data-testid="export-targets" onKeyDown={onTargetKey}>
        {DIALOG_TARGETS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="radio"
            aria-checked={t.id === target}
            tabIndex={t.id === target ? 0 : -1}
            className="sb-export__target"
            title={t.hint}
            data-testid={`export-target:${t.id}`}
            onClick={() => setTarget(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div className="sb-export__main">
        <section className="sb-export__preview" aria-label="Preview">
          <header className="sb-export__preview-head">
            <span className="sb-export__filename" data-testid="export-filename">
              {'error' in result ? info.label : result.filename}
            </span>
            <span className="sb-export__hint">{info.hint}</span>
          </header>
          {'error' in result ? (
            <p className="sb-error-text" role="alert" data-testid="export-error">
              This graph could not be exported to {info.label}: {result.error}
            </p>
          ) : (
            <div className="sb-export__code" data-testid="export-preview" data-language={result.language}>
              {CodeViewer ? (
                <CodeViewer
                  key={target}
                  language={result.language}
                  path={`export/preview-${target}`}
                  value={result.code}
                  onChange={() => {}}
                  theme={theme}
                  ariaLabel={`${info.label} export (read-only)`}
                  readOnly
                  minLines={lines}
                  maxLines={lines}
                />
              ) : (
                <pre className="sb-export__plain" style={{ height: previewHeight(lines) }}>
                  {result.code}
                </pre>
              )}
            </div>
          )}
        </section>
        <FidelityReportView
          report={'error' in result ? null : result.report}
          graphFile={target === 'graph-json'}
          maxHeight={previewHeight(lines) + 30}
        />
      </div>

      <footer className="sb-export__footer">
        <div className="sb-export__share">
          <Button icon="globe" onClick={() => void onShare()} disabled={sharing} data-testid="share-link">
            Share link
          </Button>
          <ShareResult outcome={share} />
        </div>
        <div className="sb-export__actions">
          {/* a picture of the canvas is wanted whatever the code target: on every tab */}
          <CanvasImageButtons graphName={graphFileName.replace(/\.json$/, '')} />
          <Button icon="copy" onClick={() => void copy()} disabled={'error' in result} data-testid="export-copy">
            Copy
          </Button>
          <Button
            variant="primary"
            icon="file"
            disabled={'error' in result}
            data-testid="export-download"
            onClick={() => {
              if (!('error' in result)) downloadFile(result.filename, result.code, MIME_TYPE[result.language]);
            }}
          >
            Download
          </Button>
        </div>
      </footer>
    </div>
  );
}

function ShareResult({ outcome }: { outcome: ShareOutcome | null }) {
  if (!outcome) return <span className="sb-export__share-note">Graph in the link itself, never sent to a server.</span>;
  if (outcome.kind === 'copied' || outcome.kind === 'shown') {
    return (
      <span className="sb-export__share-link">
        <input
          className="sb-input sb-input--mono"
          readOnly
          value={outcome.url}
          aria-label="Share link"
          data-testid="share-link-url"
          onFocus={(e) => e.currentTarget.select()}
        />
        <span className="sb-export__share-note" data-testid="share-link-status">
          {outcome.kind === 'copied' ? 'Copied' : 'Copy it by hand'}
        </span>
      </span>
    );
  }
  return (
    <span className="sb-export__share-problem" role="alert" data-testid="share-link-problem">
      {outcome.message}
      {outcome.kind === 'too_long' && ` Downloaded ${outcome.filename}.`}
    </span>
  );
}

function CanvasImageButtons({ graphName }: { graphName: string }) {
  const [busy, setBusy] = useState(false);
  const save = async (format: ImageFormat) => {
    const bounds = canvasBounds();
    if (!bounds) {
      toast.error('Nothing to draw', 'The canvas has no agents yet.');
      return;
    }
    setBusy(true);
    try {
      downloadDataUrl(`${graphName}.${format}`, await renderCanvasImage(bounds, format));
    } catch (error) {
      toast.error('The canvas image could not be made', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => void save('svg')} disabled={busy} data-testid="export-canvas-svg">
        Canvas SVG
      </Button>
      <Button onClick={() => void save('png')} disabled={busy} data-testid="export-canvas-png">
        Canvas PNG
      </Button>
    </>
  );
}
