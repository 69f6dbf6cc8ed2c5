/** Before code from a file or link runs: trust it, run without code, or cancel. */
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
      <p>This graph came from a file or link; its code will run in a sandbox. Trust it?</p>
      <p className="sb-hint">
        The sandbox has no access to your API key or this page. Without trust, tools, guardrails and filters that need code report an error to the
        model instead of running.
      </p>
    </Dialog>
  );
}
