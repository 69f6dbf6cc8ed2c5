/** The top bar: identity, project, library menu, history, runtime, simulator, help, theme. */
import { memo, useEffect, useState } from 'react';
import { ExportButton } from '../features/export/index.ts';
import { EvalsButton } from '../features/evals/index.ts';
import { CollabButton } from '../features/collab/index.ts';
import { LibraryMenu } from '../features/library/index.tsx';
import { ModelChip } from '../features/playground/topBar.ts';
import { redo, undo, useDocumentStore } from '../store/documentStore.ts';
import { useCanRedo, useCanUndo } from '../store/history.ts';
import { useSelectionStore } from '../store/selectionStore.ts';
import { useUiStore } from '../store/uiStore.ts';
import { Button, IconButton, Pill, modKey } from '../ui/index.ts';
import { Logo } from './Logo.tsx';

const RUNTIME_LABEL: Record<string, string> = {
  'agents-sdk-js': 'Agents SDK · JS',
  'agents-sdk-python': 'Agents SDK · Python',
  swarm: 'Swarm',
  ag2: 'AG2',
};

export const TopBar = memo(function TopBar() {
  const canUndo = useCanUndo();
  const canRedo = useCanRedo();
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const setHelpOpen = useUiStore((s) => s.setHelpOpen);
  const runtime = useDocumentStore((s) => s.graph.runtime);
  const playgroundOpen = useUiStore((s) => s.playgroundOpen);
  const mod = modKey();
  return (
    <header className="sb-topbar" data-testid="topbar">
      <div className="sb-topbar__brand">
        <Logo />
        <span className="sb-topbar__wordmark">Switchboard</span>
      </div>
      <span className="sb-topbar__divider" aria-hidden="true" />
      <ProjectName />
      <div className="sb-topbar__slot" data-slot="library-menu">
        <LibraryMenu />
      </div>
      <div className="sb-topbar__spacer" />
      <div className="sb-topbar__group" role="group" aria-label="History">
        <IconButton icon="undo" label="Undo" shortcut={`${mod}+Z`} onClick={undo} disabled={!canUndo} data-testid="undo" />
        <IconButton icon="redo" label="Redo" shortcut={`${mod}+Shift+Z`} onClick={redo} disabled={!canRedo} data-testid="redo" />
      </div>
      <span className="sb-topbar__divider" aria-hidden="true" />
      <button
        type="button"
        className="sb-topbar__runtime"
        title="Runtime profile: change it in graph settings"
        data-testid="runtime-badge"
        onClick={() => useSelectionStore.getState().clear()}
      >
        <Pill tone="accent">{RUNTIME_LABEL[runtime] ?? runtime}</Pill>
      </button>
      <CollabButton />
      <ExportButton />
      <EvalsButton />
      <Button
        size="sm"
        variant={playgroundOpen ? 'primary' : 'default'}
        icon="play"
        aria-pressed={playgroundOpen}
        onClick={() => useUiStore.getState().setPlaygroundOpen(!playgroundOpen)}
        data-testid="playground-toggle"
      >
        Playground
      </Button>
      <ModelChip />
      <span className="sb-topbar__divider" aria-hidden="true" />
      <IconButton icon="help" label="Keyboard shortcuts" shortcut="?" onClick={() => setHelpOpen(true)} data-testid="help-button" />
      <IconButton
        icon={theme === 'dark' ? 'sun' : 'moon'}
        label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        onClick={toggleTheme}
        data-testid="theme-toggle"
      />
    </header>
  );
});

/** The graph's name, edited in place (one undo step per edit session). */
function ProjectName() {
  const name = useDocumentStore((s) => s.graph.name);
  const updateGraph = useDocumentStore((s) => s.updateGraph);
  const [draft, setDraft] = useState(name);
  useEffect(() => setDraft(name), [name]);
  const commit = () => {
    const next = draft.trim();
    if (next && next !== name) updateGraph({ name: next });
    else setDraft(name);
  };
  return (
    <input
      className="sb-topbar__name"
      aria-label="Graph name"
      data-testid="graph-name"
      value={draft}
      size={Math.max(8, Math.min(40, draft.length + 1))}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          setDraft(name);
          requestAnimationFrame(() => (e.target as HTMLInputElement).blur());
        }
      }}
    />
  );
}
