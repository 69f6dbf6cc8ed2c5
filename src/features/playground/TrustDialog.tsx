/** Before the first code of an untrusted project runs: trust it, run without code, or cancel. */
import { Button, Dialog } from '../../ui/index.ts';
import { useTrustPrompt } from './trustPrompt.ts';

export function TrustDialog() {
  const { open, resolve } = useTrustPrompt();
  const answer = (a: 'trust' | 'without_code' | 'cancel') => resolve?.(a);
  return (
    <Dialog
      open={open}
      onClose={() => answer('cancel')}
      title="Run code from this graph?"
      width={480}
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
      <p className="sb-hint">
        The sandbox has no access to your API key, this page, its storage or the network. Without trust, the run stops where code (a tool, guardrail,
        filter or rule) would run.
      </p>
    </Dialog>
  );
}
