/**
 * The timeline's Trace menu: export as the SDK's JSON or as OTLP/JSON (OpenTelemetry GenAI), send
 * to the collector, collector settings, and import a trace to replay on the graph. Its dialogs
 * load when first opened.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Menu, runAction, type MenuEntry } from '../../ui/index.ts';
import { onRunEnded, useRunSession } from '../../store/runSession.ts';
import { useCollectorSettings } from './collectorSettings.ts';
import { usePendingTraceImport } from './traceImportStore.ts';

// the menu is in the dock from the start; what it does loads on first use
const actions = () => import('./traceActions.ts');

// While sending is on, each finished run goes to the collector (the conversation's last run only:
// earlier runs were sent when they ended). Registered with the menu, which the dock always shows.
onRunEnded(({ events, runStarts }) => {
  if (!useCollectorSettings.getState().enabled) return;
  const last = runStarts[runStarts.length - 1];
  void actions().then((m) => m.sendTrace(last ? events.slice(last.index) : events, true));
});

const CollectorDialog = lazy(() => import('./CollectorDialog.tsx').then((m) => ({ default: m.CollectorDialog })));
const TraceMappingDialog = lazy(() => import('./TraceMappingDialog.tsx').then((m) => ({ default: m.TraceMappingDialog })));

export function TraceMenu({ hasSpans }: { hasSpans: boolean }) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const collectorOn = useCollectorSettings((s) => s.enabled && s.endpoint.trim() !== '');
  const pending = usePendingTraceImport((s) => s.pending);
  const fileInput = useRef<HTMLInputElement>(null);

  const items: MenuEntry[] = [
    { kind: 'heading', label: 'Export' },
    { label: 'Agents SDK trace JSON', onSelect: () => void runAction('The trace was not exported', async () => (await actions()).downloadSdkTrace()), disabled: !hasSpans, testId: 'export-trace-sdk' },
    { label: 'OTLP/JSON (OpenTelemetry GenAI)', onSelect: () => void runAction('The trace was not exported', async () => (await actions()).downloadOtlpTrace()), disabled: !hasSpans, testId: 'export-trace-otlp' },
    { label: 'Send to collector', onSelect: () => void actions().then((m) => m.sendTrace(useRunSession.getState().events)), disabled: !hasSpans || !collectorOn, testId: 'send-trace' },
    { label: 'Collector settings…', onSelect: () => setSettingsOpen(true), testId: 'collector-settings-open' },
    { kind: 'separator' },
    { label: 'Import trace…', onSelect: () => fileInput.current?.click(), testId: 'import-trace' },
  ];

  return (
    <>
      <Menu trigger="Trace" label="Trace export and import" items={items} align="end" testId="export-trace" className="sb-tr-menu" />
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-trace-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void runAction(`"${file.name}" was not imported`, async () => (await actions()).importTraceFile(file));
        }}
      />
      {(settingsOpen || pending) && (
        <Suspense fallback={null}>
          {settingsOpen && <CollectorDialog open onClose={() => setSettingsOpen(false)} />}
          {pending && <TraceMappingDialog key={`${pending.fileName}:${pending.trace.spans.length}:${pending.trace.spans[0]?.id}`} />}
        </Suspense>
      )}
    </>
  );
}
