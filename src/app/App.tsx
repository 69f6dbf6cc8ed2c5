/**
 * The app shell and its slots. Features mount here and nowhere else:
 *   top bar  -> <LibraryMenu/> (features/library)
 *   left     -> <Palette/> (features/canvas)
 *   centre   -> <Canvas/> (features/canvas), with the playground dock below it (later)
 *   right    -> <Inspector/> (features/inspector)
 *   root     -> <LibraryHost/> (autosave, restore, file drop: renders nothing)
 *   root     -> <ExportDialog/> (features/export; its <ExportButton/> sits in the top bar)
 */
import { ReactFlowProvider } from '@xyflow/react';
import { lazy, Suspense, useState } from 'react';
import { Canvas, Palette } from '../features/canvas/index.ts';
import { editorKit } from '../features/editor/index.ts';
import { ExportDialog } from '../features/export/index.ts';
import { setEvalsOpen, useEvalsUi } from '../features/evals/index.ts';
import { Inspector, prefetchSelectionViews } from '../features/inspector/index.tsx';
import { LibraryHost, importGraphFile, requestExample } from '../features/library/index.tsx';
import { CollabBoot, InspectorDiffSlot, setCollabHost } from '../features/collab/index.ts';
import { inspectorShown, useUiStore } from '../store/uiStore.ts';
import { PanelBoundary, Toaster } from '../ui/index.ts';
import { resetCanvasPanel, resetInspectorPanel, resetPlaygroundPanel, resetTimelinePanel } from './panelResets.ts';
import { HelpOverlay } from './HelpOverlay.tsx';
import { TraceSlot } from '../features/trace/TraceSlot.tsx';
import { TopBar } from './TopBar.tsx';
import { useGlobalShortcuts } from './useGlobalShortcuts.ts';
import { useNarrowLayout } from './useNarrowLayout.ts';
import { useThemeAttribute } from './useThemeAttribute.ts';
import type { BenchMode } from './benchMode.ts';

// The playground loads when the dock is first opened, the span timeline with the first event (issue 11: first paint).
const PlaygroundDock = lazy(() => import('../features/playground/index.tsx').then((m) => ({ default: m.PlaygroundDock })));
// The Evals panel (issue 13) loads when first opened.
const EvalsPanel = lazy(() => import('../features/evals/EvalsPanel.tsx').then((m) => ({ default: m.EvalsPanel })));

// A room's graph opens like a share link: a new, untrusted project, through the importer.
setCollabHost({ openShared: (graph, source) => importGraphFile(JSON.stringify(graph), source, 'share') });

/** `bench`: a generated benchmark graph is loaded; projects are neither restored nor saved. */
export function App({ bench = null }: { bench?: BenchMode | null }) {
  useThemeAttribute();
  useGlobalShortcuts();
  useNarrowLayout();
  const inspectorOpen = useUiStore(inspectorShown);
  const narrow = useUiStore((s) => s.narrow);
  const playgroundOpen = useUiStore((s) => s.playgroundOpen);
  const paletteOpen = useUiStore((s) => s.paletteOpen);
  const focus = useUiStore((s) => s.canvasFocus);
  const evalsOpen = useEvalsUi((s) => s.open);
  // mounted from the first open on (a closed panel keeps its running suite and results)
  const [evalsMounted, setEvalsMounted] = useState(false);
  if (evalsOpen && !evalsMounted) setEvalsMounted(true);
  return (
    <ReactFlowProvider>
      <div
        className="sb-app"
        data-inspector={inspectorOpen ? 'open' : 'closed'}
        data-narrow={narrow || undefined}
        data-palette={paletteOpen && !focus ? 'open' : 'closed'}
        data-focus={focus || undefined}
      >
        <TopBar />
        <aside className="sb-app__palette" aria-label="Palette" hidden={!paletteOpen || focus}>
          <Palette />
        </aside>
        <main className="sb-app__centre">
          {/* focusable so a click anywhere on it gives it the keyboard (Ctrl+A selects agents only then) */}
          <div className="sb-app__canvas" aria-label="Canvas" role="region" data-toast-anchor
            tabIndex={-1}
            data-canvas-focus
            // React Flow's pane cancels mousedown (no default focus move): take focus ourselves
            onPointerDownCapture={(e) => {
              // pressing on an agent or a connection selects it: its inspector view loads now
              if ((e.target as Element).closest?.('.react-flow__node, .react-flow__edge, .sb-edge-label')) prefetchSelectionViews();
              if (!e.currentTarget.contains(document.activeElement)) e.currentTarget.focus({ preventScroll: true });
            }}
          >
            <PanelBoundary name="canvas" onReset={resetCanvasPanel}>
              <Canvas onOpenExample={(id) => void requestExample(id)} />
            </PanelBoundary>
            <CollabBoot />
          </div>
          {/* playground dock (issue 4) mounts here when uiStore.playgroundOpen */}
          {playgroundOpen && (
            <PanelBoundary name="playground" onReset={resetPlaygroundPanel} className="sb-app__dock">
              <Suspense fallback={<div className="sb-app__dock" aria-busy="true" style={{ height: 'clamp(240px, 40vh, 360px)' }} />}>
                <PlaygroundDock
                  timeline={
                    <PanelBoundary name="timeline" onReset={resetTimelinePanel}>
                      <TraceSlot />
                    </PanelBoundary>
                  }
                />
              </Suspense>
            </PanelBoundary>
          )}
        </main>
        <aside className="sb-app__inspector" aria-label="Inspector" data-slot="inspector" hidden={!inspectorOpen}>
          {inspectorOpen && (bench === null || bench.inspector) && (
            <PanelBoundary name="inspector" onReset={resetInspectorPanel}>
              <Inspector editor={editorKit} top={<InspectorDiffSlot />} />
            </PanelBoundary>
          )}
        </aside>
      </div>
      {bench === null && <LibraryHost />}
      <ExportDialog editor={editorKit} />
      {evalsMounted && (
        <PanelBoundary name="evals" onReset={() => setEvalsOpen(false)}>
          <Suspense fallback={null}>
            <EvalsPanel />
          </Suspense>
        </PanelBoundary>
      )}
      <HelpOverlay />
      <Toaster />
    </ReactFlowProvider>
  );
}
