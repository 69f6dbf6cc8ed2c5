/** Floating canvas actions: auto-layout, duplicate, delete, fit view. */
import { Panel, useReactFlow } from '@xyflow/react';
import { memo } from 'react';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { Button, IconButton, modKey } from '../../ui/index.ts';
import { prefetchLayoutEngine } from './autoLayout.ts';
import { autoLayout, deleteSelection, useLayoutBusy, duplicateSelection, pasteFragment, selectionFragment } from './canvasActions.ts';
import { readWithApi, writeWithApi } from './clipboard.ts';

export const CanvasToolbar = memo(function CanvasToolbar() {
  const { fitView } = useReactFlow();
  const hasAgents = useSelectionStore((s) => s.agentIds.length > 0);
  const hasSelection = useSelectionStore((s) => s.agentIds.length + s.edgeIds.length > 0 || s.detail?.kind === 'tool');
  const layoutBusy = useLayoutBusy((s) => s.busy);
  const mod = modKey();
  return (
    <Panel position="top-center" className="sb-canvas-toolbar" data-testid="canvas-toolbar">
      <Button variant="ghost" size="sm" icon="layout" onClick={() => void autoLayout(() => void fitView({ padding: 0.2, maxZoom: 1.1, duration: 250 }))} onPointerEnter={prefetchLayoutEngine} onFocus={prefetchLayoutEngine} title="Auto-layout (Shift+L)" data-testid="auto-layout" aria-busy={layoutBusy} disabled={layoutBusy}>
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
      <span className="sb-canvas-toolbar__sep" />
      <IconButton icon="fit" label="Fit view" shortcut="Shift+1" onClick={() => void fitView({ padding: 0.2, duration: 250 })} />
    </Panel>
  );
});
