/**
 * The agent inspector's "Handoffs" section: the agents this one hands off to (each opening its
 * handoff), and "Hand off to…", which adds a handoff without a drag. The canvas' H command puts
 * focus here (connectRequest.ts), so two agents are connected from the keyboard; the result is
 * said in a status line that screen readers announce.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useConnectRequest } from '../../store/connectRequest.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useSelectionStore } from '../../store/selectionStore.ts';
import { Section } from './fields/Section.tsx';

export function HandoffsSection({ agentId }: { agentId: string }) {
  const routes = useDocumentStore(useShallow((s) => s.graph.handoffs.filter((h) => h.from === agentId).map((h) => `${h.id}\u0000${h.to}`)));
  const agents = useDocumentStore(useShallow((s) => s.graph.agents.map((a) => `${a.id}\u0000${a.name}`)));
  const addHandoff = useDocumentStore((s) => s.addHandoff);
  const select = useSelectionStore((s) => s.select);
  const [said, setSaid] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);
  const id = useId();
  const request = useConnectRequest();
  // the keyboard command asked to connect from this agent: the choice takes focus
  useEffect(() => {
    if (request.agentId !== agentId || request.nonce === 0) return;
    selectRef.current?.focus();
    setSaid('');
    // taken: showing this agent again later must not pull focus here
    useConnectRequest.setState({ agentId: null });
  }, [request.agentId, request.nonce, agentId]);
  useEffect(() => setSaid(''), [agentId]);

  const nameOf = new Map(agents.map((e) => e.split('\u0000') as [string, string]));
  const out = routes.map((e) => {
    const [handoffId, to] = e.split('\u0000');
    return { id: handoffId, to };
  });
  const candidates = [...nameOf].filter(([other]) => other !== agentId && !out.some((h) => h.to === other));
  const from = nameOf.get(agentId) ?? agentId;
  return (
    <Section title="Handoffs" summary={String(out.length)} testId="agent-handoffs">
      {out.length > 0 && (
        <ul className="sb-insp__names" data-testid="agent-handoff-list">
          {out.map((h) => (
            <li key={h.id}>
              <button type="button" className="sb-insp__link" onClick={() => select([], [h.id])}>
                {nameOf.get(h.to) ?? h.to}
              </button>
              <span className="sb-hint">handoff</span>
            </li>
          ))}
        </ul>
      )}
      <div className="sb-field">
        <label className="sb-label" htmlFor={id}>
          Hand off to
        </label>
        <select
          ref={selectRef}
          id={id}
          className="sb-select"
          value=""
          aria-describedby={`${id}-hint`}
          data-testid="add-handoff"
          onChange={(e) => {
            const to = e.target.value;
            if (!to || !addHandoff(agentId, to)) return;
            setSaid(`Handoff added: ${from} → ${nameOf.get(to) ?? to}.`);
          }}
        >
          <option value="">{candidates.length ? 'Choose an agent…' : 'No other agent to hand off to'}</option>
          {candidates.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="sb-hint">
          Adds a handoff from {from}. On the canvas: drag from an agent onto another, or select it and press H.
        </p>
        <p className="sb-hint" role="status" data-testid="handoff-added">
          {said}
        </p>
      </div>
    </Section>
  );
}
