/** The conversation: user turns, agent messages (streaming), tool rows, handoff dividers, trips, errors. */
import { toolTimeText } from './toolTime.ts';
import { truncatedSize } from '../../store/truncateOutputs.ts';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { resolveApproval, selectSpan, useRunSession } from '../../store/runSession.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { Button, Icon, toast } from '../../ui/index.ts';
import { sendUserMessage } from './runController.ts';
import { LazyMarkdown } from './LazyMarkdown.tsx';
import { ToolOutputParts } from './ToolOutputParts.tsx';
import { describeToolOutputParts } from '../../models/items.ts';
import { inlineArgs, prettyJson } from './prettyJson.ts';
import type { TranscriptEntry } from './transcript.ts';
import { useAgentLook } from './useAgentLook.ts';

export function TranscriptView({ entries, large = false }: { entries: TranscriptEntry[]; large?: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const selectedSpanId = useRunSession((s) => s.selectedSpanId);
  const live = useRunSession((s) => s.phase !== 'replay');

  // follow the conversation while the reader is at the bottom
  useLayoutEffect(() => {
    const el = scroller.current;
    // an empty chat's introduction is read from its first line, not scrolled to its chips
    if (el && entries.length === 0) el.scrollTop = 0;
    else if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [entries]);

  useEffect(() => {
    if (!selectedSpanId) return;
    const el = scroller.current?.querySelector('[data-selected="true"]');
    el?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedSpanId]);

  return (
    <div
      ref={scroller}
      className={`sb-pg-transcript ${large ? 'sb-pg-transcript--large' : ''}`}
      data-testid="transcript"
      aria-live="polite"
      onScroll={(e) => {
        const el = e.currentTarget;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {entries.length === 0 && (large ? <PresentationStart /> : <EmptyTranscript />)}
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} selected={selectedSpanId !== null && entry.spanIds.includes(selectedSpanId)} live={live} />
      ))}
    </div>
  );
}

function EmptyTranscript() {
  const samples = useDocumentStore((s) => s.graph.samples);
  const idle = useRunSession((s) => s.phase === 'idle');
  return (
    <div className="sb-pg-empty">
      <p className="sb-pg-empty__title">Talk to your routine</p>
      <p className="sb-pg-empty__text">Send a message and watch it move across the graph. Replies stream in here, attributed to the agent speaking.</p>
      {samples && samples.length > 0 && idle && (
        <div className="sb-pg-samples" role="group" aria-label="Suggested first messages" data-testid="sample-chips">
          {samples.map((sample) => (
            <button
              key={sample}
              type="button"
              className="sb-pg-sample"
              data-testid="sample-chip"
              onClick={() => void sendUserMessage(sample).catch((error: unknown) => toast.error('The run could not start', error instanceof Error ? error.message : String(error)))}
            >
              {sample}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** What a room sees before the first step: the recording's title and how to go on, or the live prompt. */
function PresentationStart() {
  const replay = useRunSession((s) => s.replay);
  if (!replay) return <EmptyTranscript />;
  const first = replay.events.find((e) => e.type === 'run_start');
  const opening = first?.type === 'run_start' ? first.input.find((i) => i.type === 'message' && i.role === 'user') : undefined;
  return (
    <div className="sb-pg-empty sb-pg-present-start" data-testid="presentation-start">
      <p className="sb-pg-empty__title">{replay.title}</p>
      {opening && opening.type === 'message' && opening.content !== replay.title && <p className="sb-pg-empty__text">It starts with “{opening.content}”.</p>}
      <p className="sb-pg-empty__text">
        Press <kbd>→</kbd> or <kbd>Space</kbd> to begin.
      </p>
    </div>
  );
}

/** A click on a message, tool row or divider selects its span (timeline) and its agent or edge (canvas). */
function selectEntry(entry: TranscriptEntry): void {
  const spanId = entry.spanIds[0];
  if (!spanId) return;
  if (useRunSession.getState().selectedSpanId === spanId) {
    selectSpan(null, null);
    return;
  }
  if (entry.kind === 'handoff') selectSpan(spanId, entry.edgeId ? { edgeId: entry.edgeId } : { agentId: entry.toAgentId });
  else if ('agentId' in entry && entry.agentId) selectSpan(spanId, { agentId: entry.agentId });
  else selectSpan(spanId, null);
}

const Entry = memo(function Entry({ entry, selected, live }: { entry: TranscriptEntry; selected: boolean; live: boolean }) {
  const common = {
    'data-testid': 'chat-entry',
    'data-kind': entry.kind,
    'data-selected': selected ? 'true' : undefined,
    onClick: (e: React.MouseEvent) => {
      // clicks on buttons, links and the tool row's own toggle keep their meaning
      if ((e.target as HTMLElement).closest('button, a, summary, pre, input')) return;
      if (window.getSelection()?.toString()) return;
      selectEntry(entry);
    },
  };
  switch (entry.kind) {
    case 'user':
      return (
        <div className="sb-pg-row sb-pg-row--user" {...common}>
          <div className="sb-pg-bubble sb-pg-bubble--user">{entry.text}</div>
        </div>
      );
    case 'assistant':
      return <AgentMessage entry={entry} common={common} />;
    case 'tool':
      return <ToolRow entry={entry} common={common} live={live} />;
    case 'handoff':
      return <HandoffDivider entry={entry} common={common} />;
    case 'nested_chat':
      return <NestedChatDivider entry={entry} common={common} />;
    case 'handoff_ignored':
      return (
        <div className="sb-pg-note" {...common}>
          Handoff not taken: {entry.reason}
        </div>
      );
    case 'guardrail':
      return <GuardrailTrip entry={entry} common={common} />;
    case 'error':
      return <ErrorRow entry={entry} common={common} />;
    case 'provider_notice':
      return (
        <div className="sb-pg-alert sb-pg-alert--warn" role="note" {...common}>
          {entry.text}
        </div>
      );
    case 'notice':
      return (
        <div className="sb-pg-note" data-status={entry.status} {...common}>
          {entry.text}
        </div>
      );
  }
});

type Common = Record<string, string | undefined | ((e: React.MouseEvent) => void)>;

function AgentBadge({ agentId }: { agentId: string | null }) {
  const look = useAgentLook(agentId);
  return (
    <span className="sb-pg-agent" style={{ ['--agent' as string]: look.color }} data-testid="chat-agent-name">
      <span className="sb-pg-agent__dot" aria-hidden="true" />
      {look.name}
    </span>
  );
}

function AgentMessage({ entry, common }: { entry: Extract<TranscriptEntry, { kind: 'assistant' }>; common: Common }) {
  const look = useAgentLook(entry.agentId);
  return (
    <div
      className="sb-pg-row sb-pg-row--agent"
      style={{ ['--agent' as string]: look.color }}
      data-agent-id={entry.agentId}
      data-agent-name={look.name}
      data-streaming={entry.streaming ? 'true' : 'false'}
      {...common}
    >
      <div className="sb-pg-row__meta">
        <AgentBadge agentId={entry.agentId} />
        {entry.simulated && (
          <span className="sb-pg-tag" title="Written by the offline simulator, not a language model" data-testid="simulator-tag">
            Simulator
          </span>
        )}
        {entry.played && (
          <span className="sb-pg-tag" title="Chosen by a person playing the model" data-testid="played-tag">
            Played
          </span>
        )}
        {entry.nestedSummaryOf !== undefined && <NestedSummaryTag ownerName={look.name} recipientId={entry.nestedSummaryOf} />}
        {entry.interrupted && <span className="sb-pg-tag sb-pg-tag--warn">Stopped</span>}
      </div>
      <div className="sb-pg-bubble sb-pg-bubble--agent" data-testid="message-text">
        {entry.refusal ? <p className="sb-pg-refusal">Refused: {entry.refusal}</p> : null}
        <LazyMarkdown text={entry.text} />
        {entry.streaming && <span className="sb-pg-caret" aria-hidden="true" />}
      </div>
    </div>
  );
}

const TOOL_STATUS: Record<Extract<TranscriptEntry, { kind: 'tool' }>['status'], string> = {
  running: 'running…',
  awaiting_approval: 'waiting for approval',
  done: '',
  error: 'failed',
  rejected: 'rejected',
  interrupted: 'stopped',
};

function ToolRow({ entry, common, live }: { entry: Extract<TranscriptEntry, { kind: 'tool' }>; common: Common; live: boolean }) {
  const look = useAgentLook(entry.agentId);
  const pending = live && entry.status === 'awaiting_approval' && entry.approvalId;
  return (
    <div className="sb-pg-tool" data-status={entry.status} data-tool={entry.name} style={{ ['--agent' as string]: look.color }} {...common}>
      <details className="sb-pg-tool__details">
        <summary className="sb-pg-tool__summary">
          <span className="sb-pg-tool__icon" aria-hidden="true">{entry.computerActions ? <Icon name="monitor" size={12} /> : 'ƒ'}</span>
          <span className="sb-pg-tool__name">{entry.name}</span>
          {entry.computerActions ? (
            <span className="sb-pg-tool__args" data-testid="computer-actions">{entry.computerActions.join(', ')}</span>
          ) : (
            <span className="sb-pg-tool__args">({inlineArgs(entry.arguments, 60)})</span>
          )}
          {entry.output !== null && entry.status === 'done' && <span className="sb-pg-tool__out">→ {entry.parts ? describeToolOutputParts(entry.parts) : inlineArgs(entry.output, 40)}</span>}
          {truncatedSize(entry.output) && (
            <span className="sb-pg-tag sb-pg-tag--warn" data-testid="output-truncated" title="The output was cut to keep the chat and the recording usable">
              truncated {truncatedSize(entry.output)}
            </span>
          )}
          {entry.simulated && (
            <span className="sb-pg-tag" title="Made up offline by the simulator: no provider ran this hosted tool" data-testid="hosted-simulated-tag">
              Simulated
            </span>
          )}
          <span className="sb-pg-tool__status">{TOOL_STATUS[entry.status]}</span>
          {entry.durationMs !== null && (
            <span className="sb-pg-tool__time" data-testid="tool-time" title="Time the tool worked, and the time it waited for your approval">
              {toolTimeText(entry.durationMs, entry.waitedMs)}
            </span>
          )}
        </summary>
        <div className="sb-pg-tool__body">
          <div className="sb-pg-tool__label">Arguments</div>
          <pre className="sb-pg-code">{prettyJson(entry.arguments)}</pre>
          {entry.output !== null && (
            <>
              <div className="sb-pg-tool__label">Output</div>
              <pre className="sb-pg-code">{prettyJson(entry.output)}</pre>
            </>
          )}
          {entry.error && <p className="sb-error-text">{entry.error}</p>}
        </div>
      </details>
      {entry.parts && entry.status === 'done' && <ToolOutputParts parts={entry.parts} />}
      {entry.results && entry.results.length > 0 && (
        <ol className="sb-pg-citations" aria-label="File search results" data-testid="file-search-results">
          {entry.results.map((result, i) => (
            <li key={i} className="sb-pg-citation">
              <span className="sb-pg-citation__file">{result.filename}</span>
              <span className="sb-pg-citation__score">{typeof result.score === 'number' ? result.score.toFixed(2) : ''}</span>
              <span className="sb-pg-citation__text">{result.text}</span>
            </li>
          ))}
        </ol>
      )}
      {!live && entry.status === 'awaiting_approval' && (
        // a recording shows the approval as the card the person saw, waiting for the next step
        <div className="sb-pg-approval sb-pg-approval--replay" aria-label={`Approval asked for ${entry.name}`} data-testid="approval-replay">
          <div className="sb-pg-approval__title">
            <strong>{look.name}</strong> wants to run <code>{entry.name}</code>
          </div>
          {entry.safetyChecks ? <SafetyChecks entry={entry} /> : <pre className="sb-pg-code">{prettyJson(entry.arguments)}</pre>}
          <div className="sb-pg-approval__waiting">Waiting for approval…</div>
        </div>
      )}
      {entry.approved !== undefined && (
        <div className="sb-pg-approval-answer" data-approved={entry.approved} data-testid="approval-answer">
          {entry.approved ? '✓ Approved' : '✕ Rejected'}
        </div>
      )}
      {pending && (
        <div className="sb-pg-approval" role="alertdialog" aria-label={`Approve ${entry.name}?`} data-testid="approval">
          <div className="sb-pg-approval__title">
            <strong>{look.name}</strong> wants to run <code>{entry.name}</code>
          </div>
          {entry.safetyChecks ? <SafetyChecks entry={entry} /> : <pre className="sb-pg-code">{prettyJson(entry.arguments)}</pre>}
          <div className="sb-pg-approval__actions">
            <Button size="sm" variant="primary" onClick={() => resolveApproval(entry.approvalId as string, true)} data-testid="approve">
              Approve
            </Button>
            <Button size="sm" variant="danger" onClick={() => resolveApproval(entry.approvalId as string, false)} data-testid="reject">
              Reject
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** A computer call's approval: what it will do and the provider's safety checks to acknowledge. */
function SafetyChecks({ entry }: { entry: Extract<TranscriptEntry, { kind: 'tool' }> }) {
  return (
    <div className="sb-pg-safety" data-testid="safety-checks">
      <p className="sb-pg-safety__lead">
        Next: <code>{entry.computerActions?.join(', ')}</code>. Approving acknowledges these safety checks:
      </p>
      <ul>
        {entry.safetyChecks?.map((check, i) => (
          <li key={`${i}:${check.code}`}>
            <code>{check.code}</code> {check.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

const VIA: Record<string, string> = { llm: '', context: 'context rule', tool: 'by a tool', after_work: 'after work' };

/** A line across the chat with two agents in a pill (a handoff, a nested chat), and what went with it below. */
function AgentsDivider({ from, to, arrow, note, testId, common, children }: { from: string; to: string; arrow: string; note: string; testId: string; common: Common; children?: React.ReactNode }) {
  const a = useAgentLook(from);
  const b = useAgentLook(to);
  return (
    <div className="sb-pg-handoff" data-from={from} data-to={to} {...common}>
      <div className="sb-pg-handoff__line" aria-hidden="true" />
      <div className="sb-pg-handoff__label" data-testid={testId}>
        <span style={{ color: a.color }}>●</span> {a.name} {arrow} <span style={{ color: b.color }}>●</span> {b.name}
        {note && <span className="sb-pg-handoff__via">{note}</span>}
      </div>
      <div className="sb-pg-handoff__line" aria-hidden="true" />
      {children}
    </div>
  );
}

function HandoffDivider({ entry, common }: { entry: Extract<TranscriptEntry, { kind: 'handoff' }>; common: Common }) {
  const hasInput = entry.input !== null && !(typeof entry.input === 'object' && Object.keys(entry.input).length === 0);
  return (
    <AgentsDivider from={entry.fromAgentId} to={entry.toAgentId} arrow="→" note={VIA[entry.via] ?? ''} testId="handoff-label" common={common}>
      {hasInput && <pre className="sb-pg-code sb-pg-handoff__input">{JSON.stringify(entry.input, null, 2)}</pre>}
    </AgentsDivider>
  );
}

/** An AG2 nested chat opening: the owner's message to the recipient, shown under the divider. */
function NestedChatDivider({ entry, common }: { entry: Extract<TranscriptEntry, { kind: 'nested_chat' }>; common: Common }) {
  return (
    <AgentsDivider from={entry.agentId} to={entry.recipientId} arrow="⇄" note={`nested chat ${entry.chatIndex + 1}`} testId="nested-chat-label" common={common}>
      <p className="sb-pg-handoff__message" data-testid="nested-chat-message">
        {entry.message}
      </p>
    </AgentsDivider>
  );
}

/** Marks an AG2 agent's reply that is its nested chats' summary, not a model answer of its own. */
function NestedSummaryTag({ ownerName, recipientId }: { ownerName: string; recipientId: string }) {
  const recipient = useAgentLook(recipientId);
  return (
    <span className="sb-pg-tag sb-pg-tag--info" title={`${ownerName}'s reply is the summary of its nested chat with ${recipient.name}, not a model answer of its own`} data-testid="nested-summary-tag">
      Summary of the chat with {recipient.name}
    </span>
  );
}

function GuardrailTrip({ entry, common }: { entry: Extract<TranscriptEntry, { kind: 'guardrail' }>; common: Common }) {
  const where = entry.guardrailKind.replace('_', ' ');
  return (
    <div className="sb-pg-alert sb-pg-alert--warn" {...common}>
      <strong>Guardrail tripped:</strong> {entry.name} ({where} guardrail of <AgentBadge agentId={entry.agentId} />)
      {typeof entry.info === 'string' ? (
        <div className="sb-pg-alert__info">{entry.info}</div>
      ) : (
        entry.info !== null && <pre className="sb-pg-code">{JSON.stringify(entry.info, null, 2)}</pre>
      )}
    </div>
  );
}

/** Error texts already say what to do (providers add advice); we name the kind in plain words. */
const ERROR_TITLE: Record<string, string> = {
  MaxTurnsExceededError: 'Too many turns',
  ModelBehaviorError: 'The model did something unexpected',
  InputGuardrailTripwireTriggered: 'Blocked by an input guardrail',
  OutputGuardrailTripwireTriggered: 'Blocked by an output guardrail',
  UntrustedCodeError: 'Code not run',
  ModelProviderError: 'The model request failed',
  UnsupportedRuntime: 'Runtime not available',
  RunInterrupted: 'Interrupted',
};

function ErrorRow({ entry, common }: { entry: Extract<TranscriptEntry, { kind: 'error' }>; common: Common }) {
  return (
    <div className="sb-pg-alert sb-pg-alert--error" role="alert" data-error-type={entry.errorType} {...common}>
      <strong>{ERROR_TITLE[entry.errorType] ?? 'Something went wrong'}.</strong> {entry.message}
    </div>
  );
}
