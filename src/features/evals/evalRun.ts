/**
 * Runs the project's suite from the Evals panel: the pure runner (src/engine/evals) with the
 * browser sandbox and either the offline simulator or the model of Model settings, and keeps
 * the result, its comparison with the previous run, and the progress the panel and top bar show.
 */
import { create } from 'zustand';
import { compareRuns, summarize, type RunComparison, type RunSummary } from '../../engine/evals/compare.ts';
import { runSuite, type SuiteProgress, type SuiteResult } from '../../engine/evals/runSuite.ts';
import type { EvalSuite, Graph } from '../../graph/schema.ts';
import type { Model, ModelProvider } from '../../models/model.ts';
import { createSimulatorModel } from '../../models/simulator/index.ts';
import { createOpenAIChatModel } from '../../models/openaiChat.ts';
import { createOpenAIResponsesModel } from '../../models/openaiResponses.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { isRunning, loadReplay, seekReplay } from '../../store/runSession.ts';
import { useUiStore } from '../../store/uiStore.ts';
import { toast } from '../../ui/index.ts';
import { connectionOf, withOverrides } from '../playground/createRunModel.ts';
import { originNeedingReload } from '../playground/connectPolicy.ts';
import { providerLabel, redactSecret, useModelSettings } from '../playground/modelSettings.ts';
import { setEvalsOpen, useEvalsUi } from './evalsUi.ts';
import { loadPreviousRun, savePreviousRun } from './previousRun.ts';

export type EvalProviderChoice = 'simulator' | 'settings';

export interface EvalRunState {
  phase: 'idle' | 'running' | 'stopping';
  progress: SuiteProgress | null;
  /** the last run's result and the suite it ran (cases may have been edited since) */
  result: SuiteResult | null;
  suite: EvalSuite | null;
  comparison: RunComparison | null;
  /** when the run compared against was made */
  previousAt: number | null;
  provider: EvalProviderChoice;
  concurrency: number;
  /** the project the result belongs to (another project opened since shows none) */
  resultProject: string | null;
}

export const useEvalRun = create<EvalRunState>()(() => ({
  phase: 'idle',
  progress: null,
  result: null,
  suite: null,
  comparison: null,
  previousAt: null,
  provider: 'simulator',
  concurrency: 4,
  resultProject: null,
}));

let controller: AbortController | null = null;

export function projectKey(graph: Pick<Graph, 'id'>): string {
  return useProjectStore.getState().projectId ?? `graph:${graph.id}`;
}

/** A fresh model per case. The OpenAI client does not retry 429s itself: the runner does, for every case at once. */
function modelFactory(choice: EvalProviderChoice, graph: Graph): () => Model | ModelProvider {
  if (choice === 'simulator') return () => createSimulatorModel({ graph });
  const settings = useModelSettings.getState();
  if (settings.provider === 'simulator') return () => createSimulatorModel({ graph });
  return () => {
    const connection = { ...connectionOf(settings), maxRetries: 0 };
    const model = settings.apiStyle === 'responses' ? createOpenAIResponsesModel(connection) : createOpenAIChatModel(connection);
    return withOverrides(model, settings);
  };
}

export function providerName(choice: EvalProviderChoice, settings = useModelSettings.getState()): string {
  return choice === 'simulator' || settings.provider === 'simulator' ? 'Offline simulator' : providerLabel(settings);
}

export async function startEvalRun(): Promise<void> {
  const state = useEvalRun.getState();
  if (state.phase !== 'idle') return;
  const graph = useDocumentStore.getState().graph;
  const suite = graph.evals;
  if (!suite || suite.scenarios.length === 0) return;
  if (state.provider === 'settings') {
    const reloadFor = originNeedingReload(useModelSettings.getState());
    if (reloadFor) {
      toast.error('Reload the page to use this model', `The page's security policy was set when it loaded and does not include ${reloadFor} yet.`);
      return;
    }
  }
  controller = new AbortController();
  const signal = controller.signal;
  useEvalRun.setState({ phase: 'running', progress: null });
  useEvalsUi.setState({ running: { done: 0, total: suite.scenarios.length } });
  try {
    const [{ run }, { createRunSandbox }] = await Promise.all([import('../../engine/index.ts'), import('../../sandbox/browser/index.ts')]);
    const sandbox = createRunSandbox();
    let result: SuiteResult;
    try {
      result = await runSuite({
        suite,
        graph,
        run,
        provider: providerName(state.provider),
        model: modelFactory(state.provider, graph),
        sandbox,
        // the project's trust, as the playground keeps it; an untrusted project's code does not run
        trusted: useProjectStore.getState().trusted === true,
        concurrency: state.concurrency,
        signal,
        onProgress: (progress) => {
          useEvalRun.setState({ progress });
          useEvalsUi.setState({ running: { done: progress.done, total: progress.total } });
        },
      });
    } finally {
      sandbox.dispose();
    }
    const key = useModelSettings.getState().apiKey.trim();
    if (key.length >= 6) result = JSON.parse(redactSecret(JSON.stringify(result), key)) as SuiteResult;
    const previous = loadPreviousRun(projectKey(graph));
    const summary = summarize(result);
    const comparison = compareRuns(previous, summary);
    // a stopped run is not a baseline: the next full run compares with the last full one
    if (!result.stopped && !savePreviousRun(projectKey(graph), summary)) toast.error('This run was not kept for comparison', 'The browser refused to store it (storage full or turned off).');
    useEvalRun.setState({ result, suite, comparison, previousAt: previous?.at ?? null, resultProject: projectKey(graph) });
  } catch (error) {
    toast.error('The evals could not run', error instanceof Error ? error.message : String(error));
  } finally {
    controller = null;
    useEvalRun.setState({ phase: 'idle' });
    useEvalsUi.setState({ running: null });
  }
}

export function stopEvalRun(): void {
  if (!controller) return;
  useEvalRun.setState({ phase: 'stopping' });
  controller.abort();
}

/** Opens a case's conversation in the playground as a recording (the replay path of recordings). */
export function openCaseInPlayground(index: number): void {
  const result = useEvalRun.getState().result?.cases[index];
  if (!result || result.events.length === 0) return;
  if (isRunning()) {
    toast.error('The playground is running', 'Stop the conversation in the playground first, then open the case.');
    return;
  }
  loadReplay(`eval:${index}`, `Eval case: ${result.name}`, result.events);
  seekReplay(result.events.length);
  useUiStore.getState().setPlaygroundOpen(true);
  setEvalsOpen(false);
}

export type { RunSummary };
