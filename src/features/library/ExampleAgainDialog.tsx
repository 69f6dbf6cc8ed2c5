/** "You already have this example": open that project, or a new copy (exampleAgain.ts). */
import { Button, Dialog, runAction } from '../../ui/index.ts';
import { answerExampleAgain, useExampleAgain } from './exampleAgain.ts';

export function ExampleAgainDialog() {
  const asking = useExampleAgain((s) => s.asking);
  const answer = (a: 'existing' | 'new' | 'cancel') => void runAction('The example could not be opened', () => answerExampleAgain(a));
  return (
    <Dialog
      open={asking !== null}
      onClose={() => answer('cancel')}
      title={`“${asking?.title ?? ''}” is already a project`}
      width={460}
      data-testid="example-again"
      footer={
        <>
          <Button variant="ghost" onClick={() => answer('cancel')}>
            Cancel
          </Button>
          <Button onClick={() => answer('new')} data-testid="example-again-new">
            Open a new copy
          </Button>
          <Button variant="primary" onClick={() => answer('existing')} data-testid="example-again-existing">
            Open my copy
          </Button>
        </>
      }
    >
      <p>
        You opened this example before{asking && asking.copies > 1 ? ` (${asking.copies} projects)` : ''}. Open your copy, with your changes, or start again from a new
        copy of the example?
      </p>
    </Dialog>
  );
}
