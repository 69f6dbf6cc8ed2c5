/**
 * Before the first code of an untrusted project runs: trust it, run without code, or cancel. The
 * prompt lists the code that would run (where it sits, what kind, how many lines), so the person
 * decides about named code, not about "this graph".
 */
import { useMemo } from 'react';
import { summariseCode } from '../../graph/codeSummary.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { Button, Dialog } from '../../ui/index.ts';
import { useTrustPrompt } from './trustPrompt.ts';

/** Rows shown before "and N more" (the dialog fits a 720 px tall window). */
const SHOWN = 6;

function CodeList() {
  const graph = useDocumentStore((s) => s.graph);
  const code = useMemo(() => summariseCode(graph), [graph]);
  if (code.length === 0) return null;
  const lines = code.reduce((n, c) => n + c.lines, 0);
  return (
    <div className="sb-trust__code">
      <p className="sb-trust__count">
        {code.length} piece{code.length === 1 ? '' : 's'} of code, {lines} line{lines === 1 ? '' : 's'} in all:
      </p>
      <ul className="sb-trust__list" data-testid="trust-code-list">
        {code.slice(0, SHOWN).map((c, i) => (
          <li key={i} data-testid="trust-code">
            <span className="sb-trust__where">{c.where}</span> <span className="sb-hint">{c.kind}, {c.lines} line{c.lines === 1 ? '' : 's'}</span>
          </li>
        ))}
        {code.length > SHOWN && <li className="sb-hint">and {code.length - SHOWN} more</li>}
      </ul>
    </div>
  );
}

export function TrustDialog() {
  const { open, resolve } = useTrustPrompt();
  const answer = (a: 'trust' | 'without_code' | 'cancel') => resolve?.(a);
  return (
    <Dialog
      open={open}
      onClose={() => answer('cancel')}
      title="Run code from this graph?"
      width={520}
      data-testid="trust-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => answer('cancel')}>
            Cancel
          </Button>
          <Button onClick={() => answer('without_code')} data-testid="run-without-code">
            Run without code
          </Button>
          <Button variant="primary" onClick={() => answer('trust')} data-testid="trust-and-run">
            Trust and run
          </Button>
        </>
      }
    >
      <p>This graph's code came from outside this project (a file, a link or a paste). It is about to run in a sandbox. Trust it?</p>
      {open && <CodeList />}
      <p className="sb-hint">
        The sandbox has no access to your API key, this page, its storage or the network. Without trust, the run stops where code (a tool, guardrail,
        filter or rule) would run.
      </p>
    </Dialog>
  );
}
