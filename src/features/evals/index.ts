/**
 * Routing evals in the app (docs/EVALS.md). First paint gets only the top bar button and the
 * open flag; the panel, the runner and the engine load when the panel is first opened.
 */
export { EvalsButton } from './EvalsButton.tsx';
export { useEvalsUi, setEvalsOpen } from './evalsUi.ts';
