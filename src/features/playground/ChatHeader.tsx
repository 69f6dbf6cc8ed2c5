/** The playground header: provider, step mode, breakpoints, recordings, present, new conversation. */
import { useDocumentStore } from '../../store/documentStore.ts';
import { resetConversation, setStepMode, toggleAgentBreakpoint, toggleKindBreakpoint, useRunSession, type BreakKind } from '../../store/runSession.ts';
import { Button, Icon, IconButton, Menu, type MenuEntry } from '../../ui/index.ts';
import { providerLabel, useModelSettings } from './modelSettings.ts';
import { useRecordings } from './recordingsStore.ts';
import { setPlayMode, usePlayStore } from './playStore.ts';

const KINDS: Array<{ kind: BreakKind; label: string }> = [
  { kind: 'handoff', label: 'Every handoff' },
  { kind: 'tool', label: 'Every tool call' },
  { kind: 'guardrail', label: 'Every guardrail' },
];

export function ChatHeader({
  collapsed,
  onToggleCollapsed,
  onOpenSettings,
  onOpenRecordings,
  onPresent,
}: {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenSettings: () => void;
  onOpenRecordings: () => void;
  onPresent: () => void;
}) {
  const settings = useModelSettings();
  const stepMode = useRunSession((s) => s.stepMode);
  const playing = usePlayStore((s) => s.on);
  const breakpoints = useRunSession((s) => s.breakpoints);
  const agents = useDocumentStore((s) => s.graph.agents);
  const recordings = useRecordings((s) => s.list.length);
  const bpCount = breakpoints.agents.length + breakpoints.kinds.length;

  const items: MenuEntry[] = [
    { kind: 'heading', label: 'Pause before an agent speaks' },
    ...agents.map((a) => ({
      label: `${breakpoints.agents.includes(a.id) ? '● ' : '○ '}${a.name}`,
      onSelect: () => toggleAgentBreakpoint(a.id),
      testId: `bp-agent:${a.id}`,
    })),
    { kind: 'separator' },
    { kind: 'heading', label: 'Pause on' },
    ...KINDS.map((k) => ({
      label: `${breakpoints.kinds.includes(k.kind) ? '● ' : '○ '}${k.label}`,
      onSelect: () => toggleKindBreakpoint(k.kind),
      testId: `bp-kind:${k.kind}`,
    })),
  ];

  return (
    <header className="sb-pg-header">
      <IconButton icon="chevronDown" label={collapsed ? 'Expand playground' : 'Collapse playground'} className={collapsed ? 'sb-pg-flip' : ''} onClick={onToggleCollapsed} data-testid="playground-collapse" />
      <h2 className="sb-pg-header__title">Playground</h2>
      <button type="button" className="sb-pg-provider" data-provider={settings.provider} onClick={onOpenSettings} data-testid="provider-chip" title={settings.provider === 'simulator' ? 'Offline simulator: no network, no key. Click for model settings' : 'Model settings'}>
        <span className="sb-pg-provider__dot" aria-hidden="true" />
        <span className="sb-pg-provider__label">{providerLabel(settings)}</span>
        <Icon name="chevronDown" size={12} />
      </button>
      <div className="sb-pg-header__spacer" />
      <label className="sb-pg-switch" title="Play the model: each model call waits for you to choose what the agent does (the simulator's choice is preselected)">
        <input type="checkbox" checked={playing} onChange={(e) => setPlayMode(e.target.checked)} data-testid="play-mode" />
        <span className="sb-pg-switch__track" aria-hidden="true" />
        <span className="sb-pg-switch__text">
          Play<span className="sb-pg-wide"> model</span>
        </span>
      </label>
      <label className="sb-pg-switch" title="Pause before each model call, tool call and handoff">
        <input type="checkbox" checked={stepMode} onChange={(e) => setStepMode(e.target.checked)} data-testid="step-mode" />
        <span className="sb-pg-switch__track" aria-hidden="true" />
        <span className="sb-pg-switch__text">Step</span>
      </label>
      <Menu
        label="Breakpoints"
        testId="breakpoints-menu"
        align="end"
        trigger={
          <>
            <Icon name="flag" size={14} />
            <span className="sb-pg-wide">Breakpoints</span>
            {bpCount > 0 && <span className="sb-pg-count">{bpCount}</span>}
          </>
        }
        items={items}
      />
      {/* a narrow chat column puts what follows on a second row, labelled (playground.css) */}
      <span className="sb-pg-header__break" aria-hidden="true" />
      <Button size="sm" variant="ghost" icon="file" onClick={onOpenRecordings} title="Recordings of this project's conversations" data-testid="open-recordings">
        <span className="sb-pg-label">Recordings</span>
        {recordings > 0 && <span className="sb-pg-count">{recordings}</span>}
      </Button>
      <Button size="sm" variant="ghost" icon="fit" onClick={onPresent} title="Present: full screen, step through with → or Space" data-testid="present">
        <span className="sb-pg-label">Present</span>
      </Button>
      <IconButton icon="trash" label="New conversation" onClick={resetConversation} data-testid="reset-conversation" />
    </header>
  );
}
