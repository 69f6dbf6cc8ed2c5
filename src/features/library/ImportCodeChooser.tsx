/**
 * File → Import code: what the import reads (including an OpenAI Agent Builder "Code → Agents
 * SDK" export, which it turns back into a graph) and the choice to also run the code, before the
 * file picker opens. Running is off unless ticked, and said plainly.
 */
import { Button, Dialog } from '../../ui/index.ts';
import { closeCodeImportChooser, useCodeImportStore } from './codeImport.ts';

export function ImportCodeChooser({ onChoose }: { onChoose: (kind: 'files' | 'folder') => void }) {
  const chooser = useCodeImportStore((s) => s.chooser);
  const runCode = useCodeImportStore((s) => s.runCode);
  return (
    <Dialog
      open={chooser !== null}
      onClose={closeCodeImportChooser}
      title="Import agent code"
      width={620}
      data-testid="import-code-chooser"
      footer={
        <>
          <Button onClick={closeCodeImportChooser}>Cancel</Button>
          <Button variant="primary" onClick={() => onChoose(chooser ?? 'files')} data-testid="import-code-choose">
            {chooser === 'folder' ? 'Choose a folder…' : 'Choose files…'}
          </Button>
        </>
      }
    >
      <p className="sb-lib__lead">
        Switchboard reads code written with the OpenAI Agents SDK (Python or TypeScript), Swarm or AG2 and makes a graph of its agents, handoffs and tools, with a report of what it could and could not carry over.
      </p>
      <p className="sb-lib__lead" data-testid="import-code-agent-builder">
        <strong>From OpenAI Agent Builder?</strong> Its &ldquo;Code → Agents SDK&rdquo; export does not keep your workflow graph, but Switchboard turns that code back into one: agents, branches, loops, approvals and guardrails become agents and routes you can edit and run.
      </p>
      <label className="sb-lib__choice">
        <input type="checkbox" checked={runCode} onChange={(e) => useCodeImportStore.setState({ runCode: e.target.checked })} data-testid="import-code-run" />
        <span>
          <strong>Also run the code to find what it builds while running</strong> (agents made from config files, lists or loops). It runs here, in Switchboard&rsquo;s sandbox (Python or TypeScript/JavaScript, whichever the code is): no internet, no API key, only copies of the files you pick, and the real libraries replaced by recorders. Leave this off for code you do not trust.
        </span>
      </label>
    </Dialog>
  );
}
