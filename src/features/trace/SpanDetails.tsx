/** What a selected span holds: timing, tokens, errors and its data (input, output, arguments). */
import type { SpanNode, TraceModel } from './traceModel.ts';
import { useEffect } from 'react';
import { activeDuration, generationInput, spanDuration, spanLabel, waitedMs } from './traceModel.ts';
import { formatMs } from './timeScale.ts';
import { IconButton } from '../../ui/index.ts';

function pretty(value: unknown): string {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? String(value);
}

const FIELDS: Record<string, Array<[string, string]>> = {
  agent: [['handoffs', 'Handoffs'], ['tools', 'Tools'], ['output_type', 'Output type']],
  generation: [['model', 'Model'], ['model_config', 'Settings'], ['input', 'Input'], ['output', 'Output']],
  function: [['input', 'Arguments'], ['output', 'Output']],
  handoff: [['from_agent', 'From'], ['to_agent', 'To']],
  guardrail: [['triggered', 'Tripped']],
  custom: [['data', 'Data']],
};

export function SpanDetails({ node, model, onClose }: { node: SpanNode; model: TraceModel; onClose: () => void }) {
  const spanData = node.span.span_data;
  // the engine's generation spans carry no input: it is rebuilt from the run's request deltas
  const data = (spanData.type === 'generation' && spanData.input === undefined ? { ...spanData, input: generationInput(model, node.span.id) ?? undefined } : spanData) as Record<string, unknown>;
  const fields = FIELDS[node.span.span_data.type] ?? [];
  const waited = waitedMs(model, node);
  // Esc closes the details (unless a dialog or a field has it)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]')) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside className="sb-tr-details" data-testid="span-details" aria-label="Span details">
      <header className="sb-tr-details__header">
        <span className="sb-tr-details__type" data-type={node.span.span_data.type}>{node.span.span_data.type}</span>
        <strong className="sb-tr-details__name">{spanLabel(node.span)}</strong>
        <IconButton icon="close" label="Close details" onClick={onClose} />
      </header>
      <dl className="sb-tr-facts">
        <dt>Duration</dt>
        <dd>{formatMs(spanDuration(node, model.nowMs))}{node.endMs === null ? ' (running)' : ''}</dd>
        {waited > 0 && (
          <>
            <dt>Waiting for a person</dt>
            <dd data-testid="span-waited">
              {formatMs(waited)} (working {formatMs(activeDuration(model, node))})
            </dd>
          </>
        )}
        <dt>Starts at</dt>
        <dd>+{formatMs(node.startMs - model.startMs)}</dd>
        {node.usage && (
          <>
            <dt>Tokens</dt>
            <dd>
              {node.usage.totalTokens} ({node.usage.inputTokens} in, {node.usage.outputTokens} out)
            </dd>
          </>
        )}
        <dt>Span id</dt>
        <dd className="sb-tr-mono">{node.span.id}</dd>
      </dl>
      {node.span.error && (
        <div className="sb-tr-error" role="alert">
          <strong>Error:</strong> {node.span.error.message}
          {node.span.error.data && <pre className="sb-tr-pre">{pretty(node.span.error.data)}</pre>}
        </div>
      )}
      {spanData.type === 'generation' &&
        spanData.notices?.map((notice, i) => (
          <p key={i} className="sb-tr-notice" role="note" data-testid="span-notice">
            {notice}
          </p>
        ))}
      {fields.map(([key, label]) =>
        data[key] === undefined ? null : (
          <section key={key} className="sb-tr-field">
            <h3 className="sb-tr-field__label">{label}</h3>
            <pre className="sb-tr-pre">{pretty(data[key])}</pre>
          </section>
        ),
      )}
    </aside>
  );
}
