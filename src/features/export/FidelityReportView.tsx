/**
 * The fidelity report beside the preview: what the target does not support comes first and
 * stands out, then what generated glue emulates, then what maps one to one.
 */
import type { FidelityItem, FidelityLevel, FidelityReport, ToolKindRow } from '../../export/index.ts';
import { Pill } from '../../ui/index.ts';

const LEVELS: { level: FidelityLevel; title: string; tone: 'danger' | 'warning' | 'success' }[] = [
  { level: 'unsupported', title: 'Not supported', tone: 'danger' },
  { level: 'emulated', title: 'Emulated', tone: 'warning' },
  { level: 'native', title: 'Native', tone: 'success' },
];

export function FidelityReportView({ report, graphFile, maxHeight }: { report: FidelityReport | null; graphFile: boolean; maxHeight: number }) {
  if (!report) {
    return (
      <section className="sb-export__report" aria-label="Fidelity report" data-testid="fidelity-report" style={{ maxHeight }}>
        <p className="sb-export__summary">{graphFile ? 'The graph file itself: nothing is translated, everything is kept. Open it in Switchboard or run it with the CLI.' : ''}</p>
      </section>
    );
  }
  const count = (level: FidelityLevel) => report.items.filter((i) => i.level === level).length;
  return (
    <section className="sb-export__report" aria-label="Fidelity report" data-testid="fidelity-report" style={{ maxHeight }}>
      <p className="sb-export__summary">{report.summary}</p>
      {report.items.length > 0 && (
        <div className="sb-export__counts" data-testid="fidelity-counts">
          {LEVELS.map(({ level, title, tone }) => (
            <Pill key={level} tone={count(level) > 0 ? tone : 'neutral'} data-level={level} data-count={count(level)}>
              {count(level)} {title.toLowerCase()}
            </Pill>
          ))}
        </div>
      )}
      {report.items.length === 0 && <p className="sb-export__empty">No graph features to map for this target.</p>}
      {LEVELS.map(({ level, title }) => {
        const items = report.items.filter((i) => i.level === level);
        if (items.length === 0) return null;
        return (
          <div key={level} className="sb-export__group" data-level={level}>
            <h3 className="sb-export__group-title">{title}</h3>
            <ul className="sb-export__items">
              {items.map((item) => (
                <ReportItem key={item.feature} item={item} />
              ))}
            </ul>
          </div>
        );
      })}
      {report.toolKinds.length > 0 && <ToolKindTable rows={report.toolKinds} />}
    </section>
  );
}

const COLUMNS: Array<{ key: string; title: string; cell: (row: ToolKindRow) => ToolKindRow['providers']['simulator'] }> = [
  { key: 'agents-sdk-js', title: 'JS', cell: (r) => r.runtimes['agents-sdk-js'] },
  { key: 'agents-sdk-python', title: 'Py', cell: (r) => r.runtimes['agents-sdk-python'] },
  { key: 'swarm', title: 'Swarm', cell: (r) => r.runtimes.swarm },
  { key: 'ag2', title: 'AG2', cell: (r) => r.runtimes.ag2 },
  { key: 'simulator', title: 'Simulator', cell: (r) => r.providers.simulator },
  { key: 'openai-chat', title: 'Chat', cell: (r) => r.providers['openai-chat'] },
  { key: 'openai-responses', title: 'Responses', cell: (r) => r.providers['openai-responses'] },
];
const MARK = { runs: '✓', offline: '◐', no: '✕' } as const;
const SAY = { runs: 'runs', offline: 'offline, simulated', no: 'cannot run' } as const;

/** Where each tool kind the graph uses runs: the runtimes, then the providers (src/graph/toolKinds.ts). */
function ToolKindTable({ rows }: { rows: ToolKindRow[] }) {
  return (
    <div className="sb-export__group" data-testid="tool-kinds">
      <h3 className="sb-export__group-title">Where each tool kind runs</h3>
      <table className="sb-export__kinds">
        <thead>
          <tr>
            <th scope="col">Tool kind</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" title={c.key}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind} data-kind={row.kind} title={row.sentence}>
              <th scope="row">
                {row.label}
                <span className="sb-export__item-where">{row.where.join(', ')}</span>
              </th>
              {COLUMNS.map((c) => {
                const [verdict, note] = c.cell(row);
                return (
                  <td key={c.key} data-verdict={verdict} title={`${c.key}: ${SAY[verdict]}${note ? ` (${note})` : ''}`} aria-label={`${c.key}: ${SAY[verdict]}`}>
                    {MARK[verdict]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="sb-export__item-where">✓ runs · ◐ offline in the simulator, labelled simulated · ✕ cannot run. Hover a cell for why.</p>
    </div>
  );
}

function ReportItem({ item }: { item: FidelityItem }) {
  return (
    <li className="sb-export__item" data-level={item.level} data-feature={item.feature} data-testid="fidelity-item">
      <span className="sb-export__item-label">{item.label}</span>
      <span className="sb-export__item-note">{item.note}</span>
      {item.where.length > 0 && <span className="sb-export__item-where">{item.where.join(', ')}</span>}
    </li>
  );
}
