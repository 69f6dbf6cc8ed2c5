/** Floating canvas actions: auto-layout, duplicate, delete, fit view. */
import { Panel, useOnViewportChange, useReactFlow } from '@xyflow/react';
import { memo, useEffect, useRef, useState } from 'react';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { inspectorShown, useUiStore } from '../../store/uiStore.ts';
import { Button, IconButton, modKey } from '../../ui/index.ts';
import { prefetchLayoutEngine } from './autoLayout.ts';
import { autoLayout, deleteSelection, useLayoutBusy, duplicateSelection, pasteFragment, selectionFragment } from './canvasActions.ts';
import { readWithApi, writeWithApi } from './clipboard.ts';
import { useFitCanvas } from './fitCanvas.ts';
import { groupSelection, ungroupSelection } from './canvasGroups.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { groupOfAgent } from '../../store/groupEdits.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { isDragging, nodeRectsIn, useFlowStore } from './flowStore.ts';
import { toolbarSpot, type ToolbarSpot } from './toolbarPlacement.ts';

/** React Flow's panel margin: where the toolbar's top edge stands when it is at the top. */
const PANEL_MARGIN = 15;

/** The toolbar's place, top or bottom, kept clear of agents (toolbarPlacement.ts). */
function useToolbarSpot(bar: React.RefObject<HTMLDivElement | null>): ToolbarSpot {
  const [spot, setSpot] = useState<ToolbarSpot>('top');
  const { getViewport } = useReactFlow();
  const check = useRef(() => {});
  check.current = () => {
    const el = bar.current;
    const canvas = el?.closest('.react-flow')?.getBoundingClientRect();
    if (!el || !canvas) return;
    const r = el.getBoundingClientRect();
    if (r.width === 0) return;
    const atTop = { x: r.left - canvas.left, y: PANEL_MARGIN, width: r.width, height: r.height };
    setSpot(toolbarSpot(atTop, canvas.height, getViewport(), nodeRectsIn));
  };
  useOnViewportChange({ onEnd: () => check.current() });
  useEffect(() => {
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => check.current());
    };
    later();
    // not on every frame of a drag (each check reads layout): the drop changes the nodes again
    const off = useFlowStore.subscribe((s, before) => s.nodes !== before.nodes && !isDragging() && later());
    return () => {
      cancelAnimationFrame(frame);
      off();
    };
  }, []);
  return spot;
}

/** Collapse the palette or the inspector, or both at once (focus mode): the canvas takes the room. */
function PanelToggles() {
  const paletteShown = useUiStore((s) => s.paletteOpen && !s.canvasFocus);
  const inspectorOnScreen = useUiStore(inspectorShown);
  const focus = useUiStore((s) => s.canvasFocus);
  const ui = useUiStore.getState;
  return (
    <>
      <IconButton icon="panelLeft" label={paletteShown ? 'Hide palette' : 'Show palette'} pressed={paletteShown} onClick={() => ui().setPaletteOpen(!paletteShown)} data-testid="toggle-palette" />
      <IconButton icon="panelRight" label={inspectorOnScreen ? 'Hide inspector' : 'Show inspector'} pressed={inspectorOnScreen} onClick={() => ui().setInspectorOpen(!inspectorOnScreen)} data-testid="toggle-inspector" />
      <IconButton icon="focus" label={focus ? 'Leave focus mode' : 'Focus on the canvas'} shortcut="Shift+F" pressed={focus} onClick={() => ui().setCanvasFocus(!focus)} data-testid="toggle-focus" />
    </>
  );
}

export const CanvasToolbar = memo(function CanvasToolbar() {
  const fit = useFitCanvas();
  const hasAgents = useSelectionStore((s) => s.agentIds.length > 0);
  const hasSelection = useSelectionStore((s) => s.agentIds.length + s.edgeIds.length > 0 || s.detail?.kind === 'tool');
  const layoutBusy = useLayoutBusy((s) => s.busy);
  const opening = useProjectStore((s) => s.opening !== null);
  const groups = useDocumentStore((s) => s.graph.groups);
  const inGroup = useSelectionStore((s) => !!groups?.length && s.agentIds.some((id) => groupOfAgent({ groups }, id)));
  const mod = modKey();
  const bar = useRef<HTMLDivElement>(null);
  const spot = useToolbarSpot(bar);
  return (
    <Panel ref={bar} position={spot === 'top' ? 'top-center' : 'bottom-center'} className="sb-canvas-toolbar" data-testid="canvas-toolbar" data-spot={spot}>
      <Button variant="ghost" size="sm" icon="layout" onClick={() => void autoLayout(() => fit())} onPointerEnter={prefetchLayoutEngine} onFocus={prefetchLayoutEngine} title="Auto-layout (Shift+L)" data-testid="auto-layout" aria-busy={layoutBusy} disabled={layoutBusy || opening}>
        Auto-layout
      </Button>
      <span className="sb-canvas-toolbar__sep" />
      <IconButton
        icon="clipboard"
        label="Copy"
        shortcut={`${mod}+C`}
        disabled={!hasAgents}
        onClick={() => {
          const fragment = selectionFragment();
          if (fragment) void writeWithApi(fragment);
        }}
        data-testid="copy-button"
      />
      <IconButton
        icon="paste"
        label="Paste"
        shortcut={`${mod}+V`}
        onClick={() => void readWithApi().then((f) => f && pasteFragment(f))}
        data-testid="paste-button"
      />
      <IconButton icon="duplicate" label="Duplicate" shortcut={`${mod}+D`} disabled={!hasAgents} onClick={duplicateSelection} data-testid="duplicate-button" />
      <IconButton icon="trash" label="Delete" shortcut="Delete" disabled={!hasSelection} onClick={deleteSelection} data-testid="delete-button" />
      <IconButton icon="group" label="Group selected agents" shortcut={`${mod}+G`} disabled={!hasAgents} onClick={groupSelection} data-testid="group-button" />
      <IconButton icon="ungroup" label="Ungroup" shortcut={`${mod}+Shift+G`} disabled={!inGroup} onClick={ungroupSelection} data-testid="ungroup-button" />
      <span className="sb-canvas-toolbar__sep" />
      <IconButton icon="fit" label="Fit view" shortcut="Shift+1" onClick={() => fit()} />
      <span className="sb-canvas-toolbar__sep" />
      <PanelToggles />
    </Panel>
  );
});
