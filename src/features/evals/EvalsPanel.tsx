/**
 * The Evals panel (docs/EVALS.md): the project's cases (kept in the graph as `evals`), a run
 * against the simulator or the model of Model settings with progress and Stop, and the results:
 * pass/fail per case with the reason, marked against the previous run, and confusion matrices
 * per agent and per handoff decision. A case's conversation opens in the playground as a recording.
 */
import { useMemo, useState } from 'react';
import type { EvalScenario, EvalSuite, Graph } from '../../graph/schema.ts';
import { confusionMatrices, NO_HANDOFF, type Confusion } from '../../engine/evals/matrix.ts';
import type { CaseChange } from '../../engine/evals/compare.ts';
import type { CaseResult } from '../../engine/evals/runSuite.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { graphCodeSites } from '../../graph/codeSites.ts';
import { runAction } from '../../ui/runAction.ts';
import { Button, Dialog, IconButton, Pill, Tabs } from '../../ui/index.ts';
import { SelectField } from '../inspector/fields/SelectField.tsx';
import { TextField } from '../inspector/fields/TextField.tsx';
import { Field } from '../inspector/fields/Field.tsx';
import { messagesFromText, messagesText, newCase, regexProblem, replyExpectation, toolsFromText, toolsText, withCase, withExpect, withReply, type TextMode } from './caseDraft.ts';
import { openCaseInPlayground, providerName, startEvalRun, stopEvalRun, useEvalRun, type EvalProviderChoice } from './evalRun.ts';
import { useModelSettings } from '../playground/modelSettings.ts';
import { setEvalsOpen, useEvalsUi } from './evalsUi.ts';
import './evals.css';

function editSuite(recipe: (suite: EvalSuite | undefined) => EvalSuite | undefined, coalesce?: string): void {
  useDocumentStore.getState().edit(
    (graph) => {
      const next = recipe(graph.evals);
      if (next) return { ...graph, evals: next };
      const { evals: _gone, ...rest } = graph;
      return rest as Graph;
    },
    coalesce ? { coalesce } : undefined,
  );
}

function useAgentName(): (id: string) => string {
  const agents = useDocumentStore((s) => s.graph.agents);
  return useMemo(() => {
    const names = new Map(agents.map((a) => [a.id, a.name]));
    return (id: string) => (id === NO_HANDOFF ? 'answers (no handoff)' : (names.get(id) ?? id));
  }, [agents]);
}

export function EvalsPanel() {
  const open = useEvalsUi((s) => s.open);
  return (
    <Dialog open={open} onClose={() => setEvalsOpen(false)} title="Routing evals" width={1200} data-testid="evals-panel">
      <EvalsBody />
    </Dialog>
  );
}

function EvalsBody() {
  const suite = useDocumentStore((s) => s.graph.evals);
  const [selected, setSelected] = useState(0);
  return (
    <div className="sb-evals">
      <RunBar suite={suite} />
      <div className="sb-evals__body">
        <CasesColumn suite={suite} selected={selected} onSelect={setSelected} />
        <ResultsColumn />
      </div>
    </div>
  );
}

/* ------------------------------------------- run bar ------------------------------------------- */

function RunBar({ suite }: { suite: EvalSuite | undefined }) {
  const phase = useEvalRun((s) => s.phase);
  const progress = useEvalRun((s) => s.progress);
  const provider = useEvalRun((s) => s.provider);
  const concurrency = useEvalRun((s) => s.concurrency);
  const settings = useModelSettings();
  const count = suite?.scenarios.length ?? 0;
  const busy = phase !== 'idle';
  const done = progress?.done ?? 0;
  const total = progress?.total ?? count;
  return (
    <div className="sb-evals__runbar">
      <label className="sb-evals__inline">
        <span>Model</span>
        <select className="sb-select" value={provider} disabled={busy} onChange={(e) => useEvalRun.setState({ provider: e.target.value as EvalProviderChoice })} data-testid="evals-provider">
          <option value="simulator">Offline simulator</option>
          <option value="settings">Model settings: {providerName('settings', settings)}</option>
        </select>
      </label>
      <label className="sb-evals__inline">
        <span>At once</span>
        <input
          className="sb-input sb-evals__number"
          type="number"
          min={1}
          max={16}
          value={concurrency}
          disabled={busy}
          onChange={(e) => useEvalRun.setState({ concurrency: Math.max(1, Math.min(16, Math.round(Number(e.target.value) || 1))) })}
          data-testid="evals-concurrency"
        />
      </label>
      {busy ? (
        <Button variant="danger" icon="close" onClick={stopEvalRun} disabled={phase === 'stopping'} data-testid="evals-stop">
          {phase === 'stopping' ? 'Stopping…' : 'Stop'}
        </Button>
      ) : (
        <Button variant="primary" icon="play" onClick={() => void startEvalRun()} disabled={count === 0} data-testid="evals-run">
          Run {count} {count === 1 ? 'case' : 'cases'}
        </Button>
      )}
      <TrustNotice />
      <div className="sb-evals__progress" data-testid="evals-progress" aria-live="polite">
        {busy && (
          <>
            <progress max={Math.max(1, total)} value={done} aria-label="Cases done" />
            <span>
              {done}/{total} done · {progress?.passed ?? 0} passed · {(progress?.failed ?? 0) + (progress?.errors ?? 0)} failed
              {progress && progress.rateLimits.limited > 0 ? ` · rate-limited ${progress.rateLimits.limited}× (waiting as the server asks)` : ''}
            </span>
          </>
        )}
      </div>
    </div>
  );
}

/** An untrusted project's code does not run in evals: say so before the cases fail on it. */
function TrustNotice() {
  const trusted = useProjectStore((s) => s.trusted);
  const trust = useProjectStore((s) => s.trust);
  const graph = useDocumentStore((s) => s.graph);
  const hasCode = useMemo(() => graphCodeSites(graph).length > 0, [graph]);
  if (trusted === true || !hasCode) return null;
  return (
    <p className="sb-evals__trust" role="note" data-testid="evals-untrusted">
      This project's code is not trusted: cases that reach it end with an error.
      {trust && (
        <Button size="sm" onClick={() => void runAction('Trust was not saved', async () => trust())}>
          Trust the code
        </Button>
      )}
    </p>
  );
}

/* -------------------------------------------- cases -------------------------------------------- */

function CasesColumn({ suite, selected, onSelect }: { suite: EvalSuite | undefined; selected: number; onSelect: (i: number) => void }) {
  const graph = useDocumentStore((s) => s.graph);
  const cases = suite?.scenarios ?? [];
  const projectId = useProjectStore((s) => s.projectId);
  const result = useEvalRun((s) => (s.resultProject === (projectId ?? `graph:${graph.id}`) ? s.result : null));
  const add = () => {
    editSuite((s) => withCase(s, s?.scenarios.length ?? 0, newCase(graph, s)));
    onSelect(cases.length);
  };
  const current = Math.min(selected, cases.length - 1);
  return (
    <section className="sb-evals__cases" aria-label="Cases">
      <div className="sb-evals__colhead">
        <h3>Cases</h3>
        <Button size="sm" icon="plus" onClick={add} data-testid="evals-add-case">
          Add case
        </Button>
      </div>
      {cases.length === 0 ? (
        <p className="sb-evals__empty">
          No cases yet. A case is a message (or a few turns) and what should happen: the route through the agents, the agent that answers, the tools called, words in
          the reply. Cases are saved with the project and run by <code>switchboard eval</code> too.
        </p>
      ) : (
        <ol className="sb-evals__caselist">
          {cases.map((scenario, i) => {
            const outcome = result?.cases.find((c) => c.index === i && c.name === scenario.name)?.outcome;
            return (
              <li key={i}>
                <button type="button" className="sb-evals__caseitem" aria-current={i === current || undefined} onClick={() => onSelect(i)} data-testid="evals-case-item">
                  <span className="sb-evals__caseno">{i + 1}</span>
                  <span className="sb-evals__casename">{scenario.name}</span>
                  {outcome && <OutcomePill outcome={outcome} />}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {cases[current] && <CaseEditor key={current} index={current} scenario={cases[current]} graph={graph} onRemoved={() => onSelect(Math.max(0, current - 1))} />}
    </section>
  );
}

function CaseEditor({ index, scenario, graph, onRemoved }: { index: number; scenario: EvalScenario; graph: Graph; onRemoved: () => void }) {
  const name = useAgentName();
  const set = (next: EvalScenario, field: string) => editSuite((s) => withCase(s, index, next), `evals:${index}:${field}`);
  const reply = replyExpectation(scenario);
  const [mode, setMode] = useState<TextMode>(reply?.mode ?? 'contains');
  const route = scenario.expect.route ?? [];
  const agentOptions = graph.agents.map((a) => ({ value: a.id, label: a.name }));
  const toolNames = graph.tools.flatMap((t) => (t.type === 'function' ? [t.name] : []));
  return (
    <div className="sb-evals__editor" data-testid="evals-case-editor">
      <div className="sb-evals__colhead">
        <h4>Case {index + 1}</h4>
        <IconButton
          icon="trash"
          label="Delete case"
          onClick={() => {
            editSuite((s) => withCase(s, index, null));
            onRemoved();
          }}
          data-testid="evals-delete-case"
        />
      </div>
      <TextField label="Name" value={scenario.name} validate={(v) => (v.trim() ? null : 'A case needs a name')} onCommit={(v) => set({ ...scenario, name: v.trim() }, 'name')} testId="evals-case-name" />
      <TextField
        label="Messages"
        hint="One user turn per line."
        multiline
        rows={2}
        value={messagesText(scenario)}
        validate={(v) => (messagesFromText(v) ? null : 'Write a message')}
        onCommit={(v) => set({ ...scenario, input: messagesFromText(v)! }, 'input')}
        testId="evals-case-input"
      />
      <Field label="Expected route" hint="The agents that hold the conversation, in order. Leave empty to not check it.">
        {({ id, describedBy }) => (
          <div className="sb-evals__route" id={id} aria-describedby={describedBy} role="group" aria-label="Expected route">
            {route.map((agentId, step) => (
              <span key={step} className="sb-evals__routestep">
                {step > 0 && <span aria-hidden="true">→</span>}
                <select
                  className="sb-select"
                  aria-label={`Route step ${step + 1}`}
                  value={agentId}
                  onChange={(e) => set(withExpect(scenario, 'route', route.map((r, i) => (i === step ? e.target.value : r))), 'route')}
                  data-testid="evals-route-step"
                >
                  {!graph.agents.some((a) => a.id === agentId) && <option value={agentId}>{agentId} (not in the graph)</option>}
                  {agentOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
                <IconButton icon="close" label={`Remove step ${step + 1}`} onClick={() => set(withExpect(scenario, 'route', route.length > 1 ? route.filter((_, i) => i !== step) : undefined), 'route')} />
              </span>
            ))}
            <Button
              size="sm"
              icon="plus"
              disabled={graph.agents.length === 0}
              onClick={() => set(withExpect(scenario, 'route', [...route, route.length === 0 ? (graph.startAgent ?? graph.agents[0].id) : (graph.agents.find((a) => a.id !== route.at(-1))?.id ?? graph.agents[0].id)]), 'route')}
              data-testid="evals-route-add"
            >
              Agent
            </Button>
          </div>
        )}
      </Field>
      <SelectField
        label="Agent that answers last"
        value={scenario.expect.lastAgent ?? ''}
        options={[{ value: '', label: route.length ? `(the route's last: ${name(route.at(-1)!)})` : '(not checked)' }, ...agentOptions]}
        onChange={(v) => set(withExpect(scenario, 'lastAgent', v || undefined), 'lastAgent')}
        testId="evals-last-agent"
      />
      <TextField
        label="Tool calls, in order"
        hint={toolNames.length ? `Function tools: ${toolNames.join(', ')}. Handoffs are routes, not tools.` : 'Comma-separated names. Handoffs are routes, not tools.'}
        value={toolsText(scenario.expect.tools)}
        onCommit={(v) => set(withExpect(scenario, 'tools', toolsFromText(v)), 'tools')}
        testId="evals-tools"
        list="sb-evals-tools"
      />
      <datalist id="sb-evals-tools">
        {toolNames.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {reply ? (
        <div className="sb-evals__reply">
          <label className="sb-evals__inline">
            <span className="sb-label">Reply</span>
            <select
              className="sb-select"
              value={mode}
              aria-label="How the reply is checked"
              onChange={(e) => {
                const next = e.target.value as TextMode;
                setMode(next);
                if (reply.text) set(withReply(scenario, next, reply.text), 'output');
              }}
              data-testid="evals-reply-mode"
            >
              <option value="contains">contains (any case)</option>
              <option value="matches">matches regex</option>
            </select>
          </label>
          <TextField
            label="Reply text"
            value={reply.text}
            placeholder={mode === 'contains' ? 'e.g. refund' : 'e.g. refund(ed)?'}
            mono={mode === 'matches'}
            validate={(v) => (mode === 'matches' && v ? regexProblem(v) : null)}
            onCommit={(v) => set(withReply(scenario, mode, v), 'output')}
            testId="evals-reply-text"
          />
        </div>
      ) : (
        <p className="sb-hint">The reply is compared with a JSON value (equals); edit it in the file.</p>
      )}
    </div>
  );
}

/* ------------------------------------------- results ------------------------------------------- */

type ResultsTab = 'cases' | 'agents' | 'edges';

function ResultsColumn() {
  const graphId = useDocumentStore((s) => s.graph.id);
  const projectId = useProjectStore((s) => s.projectId);
  const resultProject = useEvalRun((s) => s.resultProject);
  // results of another project (opened since the run) are not shown as this one's
  const mine = resultProject !== null && resultProject === (projectId ?? `graph:${graphId}`);
  const result = useEvalRun((s) => (mine ? s.result : null));
  const suite = useEvalRun((s) => s.suite);
  const comparison = useEvalRun((s) => s.comparison);
  const previousAt = useEvalRun((s) => s.previousAt);
  const agents = useDocumentStore((s) => s.graph.agents);
  const [tab, setTab] = useState<ResultsTab>('cases');
  const matrices = useMemo(() => (result && suite ? confusionMatrices(suite, result.cases, agents.map((a) => a.id)) : null), [result, suite, agents]);
  if (!result || !suite || !matrices) {
    return (
      <section className="sb-evals__results" aria-label="Results">
        <div className="sb-evals__colhead">
          <h3>Results</h3>
        </div>
        <p className="sb-evals__empty">Run the cases to see which pass, why the others fail, and where routing goes wrong: by agent and by handoff.</p>
      </section>
    );
  }
  const passed = result.cases.filter((c) => c.outcome === 'passed').length;
  const failed = result.cases.filter((c) => c.outcome === 'failed' || c.outcome === 'error').length;
  const stopped = result.cases.filter((c) => c.outcome === 'cancelled').length;
  return (
    <section className="sb-evals__results" aria-label="Results">
      <div className="sb-evals__colhead">
        <h3>Results</h3>
        <span className="sb-evals__summary" data-testid="evals-summary">
          <strong>
            {passed}/{result.cases.length} passed
          </strong>
          {failed > 0 && ` · ${failed} failed`}
          {stopped > 0 && ` · ${stopped} stopped`} · {result.provider} · {(result.durationMs / 1000).toFixed(1)} s
          {result.rateLimits.limited > 0 && ` · ${result.rateLimits.limited} rate-limited (waited, ${result.rateLimits.retries} ${result.rateLimits.retries === 1 ? 'retry' : 'retries'})`}
        </span>
      </div>
      <p className="sb-evals__compare" data-testid="evals-compare">
        {comparison && previousAt !== null ? (
          <>
            Against the run of {new Date(previousAt).toLocaleString()}:{' '}
            <span className={comparison.regressions.length ? 'sb-evals__bad' : ''}>
              {comparison.regressions.length} {comparison.regressions.length === 1 ? 'regression' : 'regressions'}
            </span>
            , <span className={comparison.fixes.length ? 'sb-evals__good' : ''}>{comparison.fixes.length} fixed</span>
            {comparison.removed.length > 0 && `, ${comparison.removed.length} case${comparison.removed.length === 1 ? '' : 's'} gone`}.
          </>
        ) : (
          'First run of these cases here: the next run is compared with this one.'
        )}
      </p>
      <Tabs<ResultsTab>
        label="Result views"
        value={tab}
        onChange={setTab}
        items={[
          { key: 'cases', label: 'Cases' },
          { key: 'agents', label: 'By agent' },
          { key: 'edges', label: 'By handoff' },
        ]}
      />
      <div className="sb-evals__tabpanel" role="tabpanel" aria-label={tab === 'cases' ? 'Cases' : tab === 'agents' ? 'By agent' : 'By handoff'}>
        {tab === 'cases' && <CaseResults cases={result.cases} changes={comparison?.changes ?? null} />}
        {tab === 'agents' && (
          <MatrixView
            matrix={matrices.agents}
            cases={result.cases}
            title="Agent that answered last"
            explain="Rows: the agent each case expected to answer last. Columns: the agent that did. The diagonal is right; anything else is a case that ended with the wrong agent."
            testId="evals-matrix-agents"
          />
        )}
        {tab === 'edges' &&
          (matrices.edges.length === 0 ? (
            <p className="sb-evals__empty">No case has an expected route to compare handoffs with.</p>
          ) : (
            matrices.edges.map((edge) => (
              <MatrixView
                key={edge.from}
                matrix={edge}
                cases={result.cases}
                title={`At ${agents.find((a) => a.id === edge.from)?.name ?? edge.from}`}
                explain="Rows: where the route should go next. Columns: where it went."
                testId={`evals-matrix-edge-${edge.from}`}
              />
            ))
          ))}
        {tab !== 'cases' && matrices.skipped > 0 && (
          <p className="sb-hint">
            {matrices.skipped} {matrices.skipped === 1 ? 'case is' : 'cases are'} not counted: stopped, or the run ended in an error.
          </p>
        )}
      </div>
    </section>
  );
}

const CHANGE_LABEL: Partial<Record<CaseChange, { text: string; tone: 'danger' | 'success' }>> = {
  regressed: { text: 'Regression', tone: 'danger' },
  fixed: { text: 'Fixed', tone: 'success' },
};

function OutcomePill({ outcome }: { outcome: CaseResult['outcome'] }) {
  const look = { passed: ['success', 'Pass'], failed: ['danger', 'Fail'], error: ['warning', 'Error'], cancelled: ['neutral', 'Stopped'] } as const;
  const [tone, text] = look[outcome];
  return (
    <Pill tone={tone} dot>
      {text}
    </Pill>
  );
}

function CaseResults({ cases, changes }: { cases: CaseResult[]; changes: CaseChange[] | null }) {
  const name = useAgentName();
  return (
    <ul className="sb-evals__resultlist" data-testid="evals-results">
      {cases.map((c) => {
        const change = changes ? CHANGE_LABEL[changes[c.index]] : undefined;
        return (
          <li key={c.index} className="sb-evals__result" data-outcome={c.outcome} data-testid="evals-result">
            <div className="sb-evals__resulthead">
              <OutcomePill outcome={c.outcome} />
              {change && (
                <Pill tone={change.tone} data-testid="evals-change">
                  {change.text}
                </Pill>
              )}
              <span className="sb-evals__casename">{c.name}</span>
              {c.events.length > 0 && (
                <Button size="sm" variant="ghost" icon="play" onClick={() => openCaseInPlayground(c.index)} data-testid="evals-open-case" aria-label={`Open "${c.name}" in the playground`}>
                  Open in playground
                </Button>
              )}
            </div>
            <p className="sb-evals__route-taken">
              {c.route.length ? c.route.map(name).join(' → ') : '(no agent ran)'}
              {c.tools.length > 0 && ` · tools: ${c.tools.join(', ')}`}
            </p>
            {c.failures.length > 0 && c.outcome !== 'passed' && (
              <ul className="sb-evals__reasons">
                {c.failures.map((f, i) => (
                  <li key={i}>{f}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function MatrixView({ matrix, cases, title, explain, testId }: { matrix: Confusion; cases: CaseResult[]; title: string; explain: string; testId: string }) {
  const name = useAgentName();
  const [picked, setPicked] = useState<{ expected: string; actual: string } | null>(null);
  const cellOf = (expected: string, actual: string) => matrix.cells.find((c) => c.expected === expected && c.actual === actual);
  const pickedCases = picked ? (cellOf(picked.expected, picked.actual)?.cases ?? []) : [];
  return (
    <figure className="sb-evals__matrix" data-testid={testId}>
      <figcaption>
        <strong>{title}</strong>{' '}
        <span className="sb-evals__matrixscore">
          {matrix.correct}/{matrix.total} as expected
        </span>
        <span className="sb-hint">{explain}</span>
      </figcaption>
      <div className="sb-evals__tablewrap">
        <table>
          <thead>
            <tr>
              <th scope="col" className="sb-evals__corner">
                expected ↓ · actual →
              </th>
              {matrix.cols.map((col) => (
                <th key={col} scope="col">
                  {name(col)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => (
              <tr key={row}>
                <th scope="row">{name(row)}</th>
                {matrix.cols.map((col) => {
                  const count = cellOf(row, col)?.cases.length ?? 0;
                  const kind = count === 0 ? 'empty' : row === col ? 'hit' : 'miss';
                  const label = `${count} ${count === 1 ? 'case' : 'cases'}: expected ${name(row)}, actual ${name(col)}`;
                  return (
                    <td key={col} data-kind={kind} data-expected={row} data-actual={col}>
                      {count > 0 ? (
                        <button type="button" aria-label={label} title={label} aria-pressed={picked?.expected === row && picked.actual === col} onClick={() => setPicked({ expected: row, actual: col })}>
                          {count}
                        </button>
                      ) : (
                        <span aria-label={label}>·</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {picked && pickedCases.length > 0 && (
        <div className="sb-evals__picked" aria-live="polite">
          <span>
            Expected {name(picked.expected)}, actual {name(picked.actual)}:
          </span>
          {pickedCases.map((i) => (
            <Button key={i} size="sm" variant="ghost" icon="play" onClick={() => openCaseInPlayground(i)} title="Open in the playground">
              {cases[i]?.name ?? `case ${i + 1}`}
            </Button>
          ))}
        </div>
      )}
    </figure>
  );
}
