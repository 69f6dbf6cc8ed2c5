/**
 * What the Send button does: pick the graph, the model (from Model settings), the browser
 * sandbox and the trust question, then hand them to the run session (src/store/runSession.ts).
 * The engine asks the question itself, once, right before the run's first user code: a graph
 * with no code never asks, and no kind of code (a `when` rule included) runs unasked.
 */
import { createBrowserSandbox } from '../../sandbox/browser/index.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { isRunning, sendMessage, stopRun } from '../../store/runSession.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { createRunModel, SIMULATOR_CHUNK_DELAY_MS } from './createRunModel.ts';
import { useModelSettings } from './modelSettings.ts';
import { askTrust } from './trustPrompt.ts';
import { originNeedingReload } from './connectPolicy.ts';
import { toast } from '../../ui/index.ts';
import { runAction } from '../../ui/runAction.ts';


/**
 * Trust belongs to the open local project (its library record), never to an id inside the file:
 * two files with the same graph.id are two projects, each asked for.
 */
async function decideTrust(): Promise<boolean> {
  const project = useProjectStore.getState();
  if (project.trusted === true) return true;
  const answer = await askTrust();
  if (answer === 'cancel') {
    stopRun();
    return false;
  }
  if (answer === 'trust') {
    // The answer holds for this run even if saving it fails; a failed save is reported.
    void runAction('Trust was not saved; this run will still use the code', async () => project.trust?.());
    return true;
  }
  return false;
}

/** Sends `text` as the next user turn. Returns false when nothing was started. */
export async function sendUserMessage(text: string): Promise<boolean> {
  const message = text.trim();
  if (!message || isRunning()) return false;
  const graph = useDocumentStore.getState().graph;
  const settings = useModelSettings.getState();
  const reloadFor = originNeedingReload(settings);
  if (reloadFor) {
    toast.error('Reload the page to use this model', `The page's security policy was set when it loaded and does not include ${reloadFor} yet.`);
    return false;
  }
  // A fresh sandbox (so fresh workers, spawned only if code runs) for every run: code of one
  // project never shares a worker with a later run, of its own or of another project.
  const sandbox = createBrowserSandbox();
  try {
    await sendMessage(message, { graph, model: createRunModel(settings, SIMULATOR_CHUNK_DELAY_MS, graph), sandbox, trusted: decideTrust });
  } finally {
    sandbox.dispose();
  }
  return true;
}
