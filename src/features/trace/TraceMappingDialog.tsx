/**
 * The mapping step of a trace import: each agent and tool of the trace that has no namesake on
 * the graph is placed by hand (or left off the graph), then the trace replays as a recording.
 */
import { useMemo, useState } from 'react';
import type { TraceMapping } from '../../import/trace/index.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { Button, Dialog, runAction } from '../../ui/index.ts';
import { cancelTraceImport, finishTraceImport } from './traceActions.ts';
import { usePendingTraceImport } from './traceImportStore.ts';

const OFF_GRAPH = '';

export function TraceMappingDialog() {
  const pending = usePendingTraceImport((s) => s.pending);
  const graph = useDocumentStore((s) => s.graph);
  const [agents, setAgents] = useState<Record<string, string>>({});
  const [tools, setTools] = useState<Record<string, string>>({});
  const unmatchedAgents = useMemo(() => pending?.match.agents.filter((a) => a.how === 'none') ?? [], [pending]);
  const unmatchedTools = useMemo(() => pending?.match.tools.filter((t) => t.how === 'none') ?? [], [pending]);
  const matched = pending ? pending.match.agents.filter((a) => a.id !== null).length + pending.match.tools.filter((t) => t.id !== null).length : 0;
  const toolChoices = graph.tools.map((t) => ({ id: t.id, name: 'name' in t && typeof t.name === 'string' ? t.name : t.id }));

  const confirm = () => {
    const mapping: TraceMapping = { agents: {}, tools: {} };
    for (const a of unmatchedAgents) mapping.agents[a.name] = agents[a.name] || null;
    for (const t of unmatchedTools) mapping.tools[t.name] = tools[t.name] || null;
    void runAction('The trace was not imported', () => finishTraceImport(mapping));
  };

  return (
    <Dialog
      open={pending !== null}
      onClose={cancelTraceImport}
      title="Match the trace to this graph"
      width={560}
      data-testid="trace-mapping"
      footer={
        <>
          <Button onClick={cancelTraceImport}>Cancel</Button>
          <Button variant="primary" icon="play" onClick={confirm} data-testid="trace-mapping-replay">
            Replay
          </Button>
        </>
      }
    >
      {pending && (
        <div className="sb-tr-mapping">
          <p className="sb-hint">
            {pending.fileName}: {pending.trace.spans.length} spans. {matched} name{matched === 1 ? '' : 's'} matched the graph. Choose where the rest go; what you leave off the graph is
            still in the chat and the timeline.
          </p>
          {unmatchedAgents.length > 0 && <h3 className="sb-label">Agents</h3>}
          {unmatchedAgents.map((a) => (
            <label key={a.name} className="sb-tr-mapping__row" data-testid="trace-mapping-agent">
              <span className="sb-tr-mapping__name">{a.name}</span>
              <select className="sb-select" aria-label={`Agent for "${a.name}"`} value={agents[a.name] ?? OFF_GRAPH} onChange={(e) => setAgents({ ...agents, [a.name]: e.target.value })}>
                <option value={OFF_GRAPH}>Not on this graph</option>
                {graph.agents.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {unmatchedTools.length > 0 && <h3 className="sb-label">Tools</h3>}
          {unmatchedTools.map((t) => (
            <label key={t.name} className="sb-tr-mapping__row" data-testid="trace-mapping-tool">
              <span className="sb-tr-mapping__name">{t.name}</span>
              <select className="sb-select" aria-label={`Tool for "${t.name}"`} value={tools[t.name] ?? OFF_GRAPH} onChange={(e) => setTools({ ...tools, [t.name]: e.target.value })}>
                <option value={OFF_GRAPH}>Not on this graph</option>
                {toolChoices.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      )}
    </Dialog>
  );
}
