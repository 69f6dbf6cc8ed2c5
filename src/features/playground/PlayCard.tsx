/**
 * Play the model: the card a model call pauses on. It shows the agent, its instructions as sent,
 * the conversation it sees and every action it has (each tool with an argument form from its
 * schema, each transfer, a reply box), with the simulator's choice preselected. Continue answers
 * the call; the real engine does the rest.
 */
import { useEffect, useMemo, useState } from 'react';
import { handoffToolName } from '../../graph/toolNames.ts';
import type { JsonSchema } from '../../graph/schema.ts';
import type { PendingTurn, TurnChoice } from '../../models/humanModel.ts';
import type { ProtocolItem } from '../../models/items.ts';
import { computerActions, describeComputerAction } from '../../models/computerActionText.ts';
import { describeToolResult, hostedItemSummary, messageText } from '../../models/items.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { stopRun, useRunSession } from '../../store/runSession.ts';
import { Button } from '../../ui/index.ts';
import { submitTurn, usePlayStore } from './playStore.ts';
import { fieldText, formFields, readArguments, type FormField } from './schemaForm.ts';
import { useAgentLook } from './useAgentLook.ts';
import './play.css';

interface Action {
  /** the name the model would call, or '' for the reply */
  name: string;
  kind: 'tool' | 'handoff' | 'reply';
  description: string;
  fields: FormField[];
}

/** The agent the engine is asking about: the last model_request in the stream. */
function useAskingAgent(): string | null {
  return useRunSession((s) => {
    for (let i = s.events.length - 1; i >= 0; i--) {
      const e = s.events[i];
      if (e.type === 'model_request') return e.agentId;
    }
    return null;
  });
}

function actionsOf(turn: PendingTurn, transferNames: ReadonlySet<string>): Action[] {
  const tools: Action[] = [];
  const handoffs: Action[] = [];
  for (const tool of turn.request.tools) {
    if (tool.type !== 'function') continue;
    const action: Action = { name: tool.name, kind: transferNames.has(tool.name) ? 'handoff' : 'tool', description: tool.description, fields: formFields(tool.parameters) };
    (action.kind === 'handoff' ? handoffs : tools).push(action);
  }
  for (const h of turn.request.handoffs) {
    handoffs.push({ name: h.toolName, kind: 'handoff', description: h.toolDescription, fields: formFields(h.inputJsonSchema as JsonSchema) });
  }
  return [...tools, ...handoffs, { name: '', kind: 'reply', description: '', fields: [] }];
}

function initialTexts(action: Action, suggested: TurnChoice | null): Record<string, string> {
  const args = suggested?.kind === 'call' && suggested.name === action.name ? suggested.arguments : {};
  return Object.fromEntries(action.fields.map((f) => [f.name, fieldText(f, args[f.name])]));
}

export function PlayCard() {
  const pending = usePlayStore((s) => s.pending);
  if (!pending) return null;
  return <Card key={pending.call} turn={pending} />;
}

function Card({ turn }: { turn: PendingTurn }) {
  const agentId = useAskingAgent();
  const look = useAgentLook(agentId);
  const graph = useDocumentStore((s) => s.graph);
  const transferNames = useMemo(
    () => new Set(graph.handoffs.filter((h) => h.from === agentId).flatMap((h) => handoffToolName(graph, h) ?? [])),
    [graph, agentId],
  );
  const actions = useMemo(() => actionsOf(turn, transferNames), [turn, transferNames]);
  const suggested = turn.suggested;
  const suggestedName = suggested?.kind === 'call' ? suggested.name : suggested?.kind === 'reply' ? '' : null;
  const [selected, setSelected] = useState<string>(suggestedName !== null && actions.some((a) => a.name === suggestedName) ? suggestedName : '');
  const [texts, setTexts] = useState<Record<string, Record<string, string>>>(() =>
    Object.fromEntries(actions.filter((a) => a.kind !== 'reply').map((a) => [a.name, initialTexts(a, suggested)])),
  );
  const [reply, setReply] = useState(suggested?.kind === 'reply' ? suggested.text : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setErrors({}), [selected]);

  const submit = () => {
    const action = actions.find((a) => a.name === selected);
    if (!action) return;
    if (action.kind === 'reply') {
      if (!reply.trim()) {
        setErrors({ reply: 'Write the reply, or pick an action' });
        return;
      }
      submitTurn({ kind: 'reply', text: reply.trim() });
      return;
    }
    const read = readArguments(action.fields, texts[action.name] ?? {});
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    submitTurn({ kind: 'call', name: action.name, arguments: read.value });
  };

  const isSuggested = (a: Action) => (a.kind === 'reply' ? suggestedName === '' : suggestedName === a.name);

  return (
    <section
      className="sb-play"
      style={{ ['--agent' as string]: look.color }}
      aria-label={`Play ${look.name}`}
      data-testid="play-card"
      data-agent-id={agentId ?? ''}
      data-suggested={suggestedName ?? ''}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          submit();
        }
      }}
    >
      <header className="sb-play__head">
        <span className="sb-play__dot" aria-hidden="true" />
        <strong className="sb-play__agent">You are {look.name}</strong>
        <span className="sb-play__call">model call {turn.call}</span>
        <span className="sb-play__spacer" />
        <Button size="sm" variant="ghost" onClick={stopRun} data-testid="play-stop">Stop run</Button>
      </header>
      {/* one row while closed: the actions keep the room on a short dock */}
      <div className="sb-play__peek">
        <details className="sb-play__section">
          <summary>Instructions as sent</summary>
          <pre className="sb-pg-code sb-play__pre" data-testid="play-instructions">{turn.request.systemInstructions ?? '(none)'}</pre>
        </details>
        <details className="sb-play__section">
          <summary>Conversation ({turn.request.input.length} items)</summary>
          <ol className="sb-play__conversation" data-testid="play-conversation">
            {turn.request.input.map((item, i) => (
              <li key={i}>{describeItem(item)}</li>
            ))}
          </ol>
        </details>
      </div>
      <fieldset className="sb-play__actions">
        <legend>What does {look.name} do?</legend>
        {actions.map((action) => {
          const id = action.kind === 'reply' ? 'reply' : action.name;
          const on = selected === action.name;
          return (
            <div key={id} className="sb-play__option" data-selected={on || undefined} data-kind={action.kind}>
              <label className="sb-play__choice">
                <input type="radio" name={`play-${turn.call}`} checked={on} onChange={() => setSelected(action.name)} data-testid={`play-option:${id}`} />
                <span className="sb-play__kind">{action.kind === 'handoff' ? 'Hand off' : action.kind === 'tool' ? 'Call' : 'Reply'}</span>
                {action.kind !== 'reply' && <code className="sb-play__name">{action.name}</code>}
                {isSuggested(action) && <span className="sb-play__hint" data-testid="play-suggested">simulator's choice</span>}
                {action.description && <span className="sb-play__desc" title={action.description}>{action.description}</span>}
              </label>
              {on && action.kind === 'reply' && (
                <div className="sb-play__form">
                  <textarea
                    className="sb-input sb-play__reply"
                    rows={3}
                    value={reply}
                    placeholder={`What ${look.name} says`}
                    aria-label="Reply"
                    data-testid="play-reply-text"
                    onChange={(e) => setReply(e.target.value)}
                  />
                  {errors.reply && <span className="sb-error-text">{errors.reply}</span>}
                </div>
              )}
              {on && action.kind !== 'reply' && action.fields.length > 0 && (
                <div className="sb-play__form">
                  {action.fields.map((field) => (
                    <ArgumentField
                      key={field.name}
                      field={field}
                      text={texts[action.name]?.[field.name] ?? ''}
                      error={errors[field.name]}
                      onChange={(value) => {
                        setTexts((t) => ({ ...t, [action.name]: { ...t[action.name], [field.name]: value } }));
                        // the field's complaint goes once it is edited
                        setErrors(({ [field.name]: _fixed, ...rest }) => rest);
                      }}
                    />
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      <footer className="sb-play__foot">
        <span className="sb-play__why" title={String(turn.suggestion.providerData?.rationale ?? '')}>
          {typeof turn.suggestion.providerData?.rationale === 'string' ? `Simulator: ${turn.suggestion.providerData.rationale}` : ''}
        </span>
        <Button variant="primary" onClick={submit} data-testid="play-submit" title="Continue the run with this choice (Ctrl+Enter)">
          Continue
        </Button>
      </footer>
    </section>
  );
}

function ArgumentField({ field, text, error, onChange }: { field: FormField; text: string; error: string | undefined; onChange: (value: string) => void }) {
  const common = { 'aria-label': field.name, 'data-testid': `play-arg:${field.name}`, 'aria-invalid': error ? true : undefined };
  return (
    <label className="sb-play__field">
      <span className="sb-play__field-name">
        {field.name}
        {field.required && <span aria-label="required"> *</span>}
      </span>
      {field.kind === 'boolean' ? (
        <input type="checkbox" checked={text === 'true'} onChange={(e) => onChange(String(e.target.checked))} {...common} />
      ) : field.kind === 'enum' ? (
        <select className="sb-select" value={text} onChange={(e) => onChange(e.target.value)} {...common}>
          <option value="">—</option>
          {field.options.map((o) => (
            <option key={o} value={o}>{o}</option>
          ))}
        </select>
      ) : (
        <input
          className="sb-input"
          type={field.kind === 'number' || field.kind === 'integer' ? 'number' : 'text'}
          value={text}
          placeholder={field.description || (field.kind === 'json' ? 'JSON' : '')}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      )}
      {error && <span className="sb-error-text">{error}</span>}
    </label>
  );
}

function describeItem(item: ProtocolItem): string {
  switch (item.type) {
    case 'message':
      if (item.role === 'assistant') return `assistant: ${messageText(item)}`;
      return `${item.role}: ${item.content}`;
    case 'function_call':
      return `call ${item.name}(${item.arguments})`;
    case 'function_call_result':
      return `${item.name} returned ${describeToolResult(item)}`;
    case 'hosted_tool_call':
      return hostedItemSummary(item);
    case 'computer_call':
      return `computer: ${computerActions(item).map(describeComputerAction).join(', ')}`;
    case 'computer_call_result':
      return 'computer: screenshot';
  }
}
