/** The import report of File → Import code: what was mapped, approximated or skipped, with file:line. */
import { useState } from 'react';
import type { ReportItem, ReportLevel } from '../../import/report.ts';
import { Button, Dialog, Pill, Tabs } from '../../ui/index.ts';
import { dismissCodeImport, useCodeImportStore } from './codeImport.ts';

const LEVELS: { id: ReportLevel; label: string }[] = [
  { id: 'approximated', label: 'Approximated' },
  { id: 'skipped', label: 'Skipped' },
  { id: 'mapped', label: 'Mapped' },
];

export function ImportCodeDialog() {
  const outcome = useCodeImportStore((s) => s.outcome);
  const [level, setLevel] = useState<ReportLevel>('approximated');
  const items = outcome?.report.items ?? [];
  const count = (l: ReportLevel) => items.filter((i) => i.level === l).length;
  const shown = items.filter((i) => i.level === level);
  const failed = outcome !== null && outcome.graphName === null;
  return (
    <Dialog
      open={outcome !== null}
      onClose={dismissCodeImport}
      title={failed ? 'No graph could be made from this code' : 'Import report'}
      width={760}
      data-testid="import-code-report"
      footer={
        <Button variant="primary" onClick={dismissCodeImport} data-testid="import-code-close">
          {failed ? 'Close' : 'Open the graph'}
        </Button>
      }
    >
      {outcome && failed && (
        <>
          <p className="sb-lib__lead">
            <strong>{outcome.source}</strong>: nothing was changed.
          </p>
          <ul className="sb-lib__problems" data-testid="import-code-errors">
            {outcome.errors.map((e, i) => (
              <li key={i} className="sb-lib__problem">
                <code className="sb-lib__path">{e.path || '(code)'}</code>
                <span>{e.message}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {outcome && !failed && (
        <>
          <p className="sb-lib__lead" data-testid="import-code-summary">
            <strong>{outcome.source}</strong> became <strong>{outcome.graphName}</strong> ({outcome.report.runtime}): {count('mapped')} mapped, {count('approximated')} approximated, {count('skipped')} skipped. It opens untrusted: its code runs only after you trust it.
          </p>
          {outcome.report.summary && (
            <p className="sb-lib__lead" data-testid="import-code-wiring">
              {outcome.report.summary}
            </p>
          )}
          <Tabs label="Report level" value={level} onChange={setLevel} items={LEVELS.map((l) => ({ key: l.id, label: `${l.label} (${count(l.id)})` }))} />
          {shown.length === 0 ? (
            <p className="sb-lib__lead">Nothing {level}.</p>
          ) : (
            <ul className="sb-lib__problems sb-lib__report" data-testid={`import-code-${level}`}>
              {shown.map((item, i) => (
                <ReportRow key={i} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}

function ReportRow({ item }: { item: ReportItem }) {
  return (
    <li className="sb-lib__problem" data-testid="import-code-item">
      <code className="sb-lib__where">
        {item.file}:{item.line}
      </code>
      <span>
        <strong>{item.construct}</strong>
        {' '}
        {item.level !== 'mapped' && <Pill tone={item.level === 'skipped' ? 'danger' : 'warning'}>{item.level}</Pill>} {item.detail}
      </span>
    </li>
  );
}
