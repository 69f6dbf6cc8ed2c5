/** The dock under the canvas: chat on the left, the span timeline on the right; resizable, collapsible. */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { getViewportForBounds, useReactFlow, useStoreApi } from '@xyflow/react';
import { canvasBounds } from '../../store/canvasBounds.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { registerSecretSource, useRunSession } from '../../store/runSession.ts';
import { useModelSettings } from './modelSettings.ts';
import { ChatHeader } from './ChatHeader.tsx';
import { Composer } from './Composer.tsx';
import { closeModelSettings, openModelSettings, useSettingsDialog } from './settingsDialogStore.ts';
import { PauseBanner } from './PauseBanner.tsx';
import { PlayCard } from './PlayCard.tsx';
import { usePlayStore } from './playStore.ts';
import { refreshRecordings } from './recordingsStore.ts';
import { startRecordingSaver } from './liveRecording.ts';
import { ReplayBar } from './ReplayBar.tsx';
import { startResetOnProjectChange } from './resetOnProjectChange.ts';
import { TranscriptView } from './TranscriptView.tsx';
import { TrustDialog } from './TrustDialog.tsx';
import { PresentationBar } from './PresentationBar.tsx';
import { enterPresentation, usePresentationKeys, usePresenting } from './usePresentation.ts';
import { useTranscript } from './useTranscript.ts';
import { runAction } from '../../ui/index.ts';
import './playground.css';
import './presentation.css';

// The Recordings dialog loads when first opened (first paint, issue 11).
// loads when first opened: it is off first paint, whose budget has no margin (docs/PERFORMANCE.md)
const ModelSettingsDialog = lazy(() => import('./ModelSettingsDialog.tsx').then((m) => ({ default: m.ModelSettingsDialog })));
const RecordingsDialog = lazy(() => import('./RecordingsDialog.tsx').then((m) => ({ default: m.RecordingsDialog })));

const HEIGHT_KEY = 'switchboard.playground.height';
const MIN_HEIGHT = 180;
const COLLAPSED_HEIGHT = 41;

/**
 * Until someone drags the dock, it takes 360 px or 37% of the window, whichever is less: at
 * 1280x720 that leaves the canvas over 400 px (the chat keeps its header, messages and composer).
 */
function defaultHeight(): number {
  const tall = globalThis.innerHeight;
  return Number.isFinite(tall) && tall > 0 ? Math.max(MIN_HEIGHT + 60, Math.min(360, Math.round(tall * 0.37))) : 360;
}

/**
 * While a model call waits on the person (play the model), the dock stands at least this tall, so
 * the card shows every action and Continue without scrolling at 1280x720; it returns to the
 * person's height once the call is answered. The canvas keeps the speaking agent in view
 * (useFollowRun refollows on the resize).
 */
function playHeight(): number {
  const tall = globalThis.innerHeight;
  return Number.isFinite(tall) && tall > 0 ? Math.min(500, Math.round(tall * 0.62)) : 500;
}

function savedHeight(): number {
  const n = Number(globalThis.localStorage?.getItem(HEIGHT_KEY));
  return Number.isFinite(n) && n >= MIN_HEIGHT ? n : defaultHeight();
}

export function PlaygroundDock({ timeline }: { timeline?: ReactNode }) {
  const [height, setHeight] = useState(savedHeight);
  const [collapsed, setCollapsed] = useState(false);
  const settingsOpen = useSettingsDialog((s) => s.open);
  const [recordingsOpen, setRecordingsOpen] = useState(false);
  // laptop widths: the chat (what a person reads and types in) gets the larger share
  const [split, setSplit] = useState(() => (globalThis.innerWidth <= 1366 ? 0.54 : 0.46));
  const presenting = usePresentationKeys();
  const transcript = useTranscript();
  const graphId = useDocumentStore((s) => s.graph.id);
  const projectId = useProjectStore((s) => s.projectId);
  const phase = useRunSession((s) => s.phase);
  const replaying = useRunSession((s) => s.replay !== null);
  const playWaiting = usePlayStore((s) => s.pending !== null);
  const dock = useRef<HTMLDivElement>(null);
  const { setViewport } = useReactFlow();
  const flowStore = useStoreApi();
  // Opening, resizing or collapsing the dock resizes the canvas, which refits itself (Canvas.tsx).
  // Presenting asks for more: the graph centred and as large as the room's screen allows.
  const refitForRoom = useCallback(() => {
    if (!usePresenting.getState().on) return;
    setTimeout(() => {
      const bounds = canvasBounds();
      if (!bounds) return;
      const { width, height, minZoom } = flowStore.getState();
      void setViewport(getViewportForBounds(bounds, width, height, minZoom, 1.8, 0.12), { duration: 250 });
    }, 200);
  }, [setViewport, flowStore]);
  useEffect(() => {
    refitForRoom();
  }, [refitForRoom, presenting]);
  useEffect(() => {
    if (!presenting) return;
    window.addEventListener('resize', refitForRoom);
    return () => window.removeEventListener('resize', refitForRoom);
  }, [refitForRoom, presenting]);

  useEffect(() => {
    startRecordingSaver();
    startResetOnProjectChange();
    registerSecretSource(() => useModelSettings.getState().apiKey);
  }, []);
  // another project: its own recordings (the conversation is reset by startResetOnProjectChange)
  useEffect(() => {
    void runAction('Recordings could not be listed', refreshRecordings);
  }, [graphId, projectId]);

  // the dock's height, for what stands above it (the narrow inspector overlay ends there, app.css)
  useEffect(() => {
    const el = dock.current;
    const app = el?.closest<HTMLElement>('.sb-app');
    if (!el || !app || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => app.style.setProperty('--sb-dock-h', `${Math.round(el.getBoundingClientRect().height)}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      app.style.removeProperty('--sb-dock-h');
    };
  }, []);

  const startResize = useCallback(
    (e: React.PointerEvent) => {
      e.preventDefault();
      const startY = e.clientY;
      const startH = height;
      const max = Math.max(MIN_HEIGHT, window.innerHeight - 160);
      const move = (ev: PointerEvent) => setHeight(Math.min(max, Math.max(MIN_HEIGHT, startH + startY - ev.clientY)));
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        setHeight((h) => {
          localStorage.setItem(HEIGHT_KEY, String(Math.round(h)));
          return h;
        });
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [height],
  );

  const startSplit = (e: React.PointerEvent) => {
    e.preventDefault();
    const rect = dock.current?.getBoundingClientRect();
    if (!rect) return;
    const move = (ev: PointerEvent) => setSplit(Math.min(0.75, Math.max(0.25, (ev.clientX - rect.left) / rect.width)));
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <div
      ref={dock}
      className="sb-app__dock sb-pg"
      data-slot="playground"
      data-testid="playground"
      data-phase={phase}
      data-collapsed={collapsed}
      style={presenting ? undefined : { height: collapsed ? COLLAPSED_HEIGHT : playWaiting ? Math.max(height, playHeight()) : height }}
    >
      {!collapsed && !presenting && (
        <div className="sb-pg-resize" role="separator" aria-orientation="horizontal" aria-label="Resize playground" onPointerDown={startResize} />
      )}
      <div className="sb-pg-columns" style={{ ['--split' as string]: `${split * 100}%` }}>
        <section className="sb-pg-chat" aria-label="Chat">
          {presenting ? (
            <PresentationBar />
          ) : (
            <ChatHeader
              collapsed={collapsed}
              onToggleCollapsed={() => setCollapsed((c) => !c)}
              onOpenSettings={openModelSettings}
              onOpenRecordings={() => setRecordingsOpen(true)}
              onPresent={() => void enterPresentation()}
            />
          )}
          {!collapsed && (
            <>
              {!presenting && <ReplayBar />}
              <TranscriptView entries={transcript.entries} large={presenting} />
              <PlayCard />
              <PauseBanner />
              {/* while a model call waits on the person, the card has the room (the composer is idle then) */}
              {(!presenting || !replaying) && !playWaiting && <Composer />}
            </>
          )}
        </section>
        {!collapsed && !presenting && timeline && (
          <>
            <div className="sb-pg-split" role="separator" aria-orientation="vertical" aria-label="Resize chat and timeline" onPointerDown={startSplit} />
            <section className="sb-pg-trace" aria-label="Trace">
              {timeline}
            </section>
          </>
        )}
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <ModelSettingsDialog open onClose={closeModelSettings} />
        </Suspense>
      )}
      {recordingsOpen && (
        <Suspense fallback={null}>
          <RecordingsDialog open onClose={() => setRecordingsOpen(false)} />
        </Suspense>
      )}
      <TrustDialog />
    </div>
  );
}
