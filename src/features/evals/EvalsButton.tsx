/** Top bar: opens the Evals panel; shows a running suite's progress so it can be closed meanwhile. */
import { Button } from '../../ui/index.ts';
import { setEvalsOpen, useEvalsUi } from './evalsUi.ts';

export function EvalsButton() {
  const open = useEvalsUi((s) => s.open);
  const running = useEvalsUi((s) => s.running);
  return (
    <Button
      size="sm"
      variant={open ? 'primary' : 'default'}
      icon="flag"
      aria-pressed={open}
      onClick={() => setEvalsOpen(!open)}
      title="Routing evals: cases with the route, agent, tools or text they expect"
      data-testid="evals-toggle"
    >
      {running ? `Evals ${running.done}/${running.total}` : 'Evals'}
    </Button>
  );
}
