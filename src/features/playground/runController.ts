/**
 * What the Send button does: pick the graph, the model (from Model settings), the browser
 * sandbox and the trust decision, then hand them to the run session (src/store/runSession.ts).
 */
import type { Sandbox } from '../../engine/sandbox.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import { isRunning, sendMessage } from '../../store/runSession.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { useModelSettings } from './modelSettings.ts';
import { askTrust, graphHasCode } from './trustPrompt.ts';

let sandbox: Sandbox | null = null;
async function browserSandbox(): Promise<Sandbox> {
  sandbox ??= (await import('../../sandbox/browser/index.ts')).createBrowserSandbox();
  return sandbox;
}

/**
 * Model clients (openai, the simulator) and the sandbox load on the first send, not on first
 * paint (issue 11); typing in the composer warms them (see Composer). Each import runs once.
 */
export function prefetchRunModules(): void {
  void import('./createRunModel.ts');
  void import('../../sandbox/browser/index.ts');
  void import('../../engine/index.ts');
}

/** Graph ids the user trusted in this tab (covers the moment before the library has a project). */
const trustedThisSession = new Set<string>();

async function decideTrust(): Promise<boolean | null> {
  const graph = useDocumentStore.getState().graph;
  const project = useProjectStore.getState();
  if (project.trusted === true || trustedThisSession.has(graph.id) || !graphHasCode(graph)) return true;
  const answer = await askTrust();
  if (answer === 'cancel') return null;
  if (answer === 'trust') {
    trustedThisSession.add(graph.id);
    void project.trust?.();
    return true;
  }
  return false;
}

/** Sends `text` as the next user turn. Returns false when nothing was started. */
export async function sendUserMessage(text: string): Promise<boolean> {
  const message = text.trim();
  if (!message || isRunning()) return false;
  const trusted = await decideTrust();
  if (trusted === null) return false;
  const graph = useDocumentStore.getState().graph;
  const settings = useModelSettings.getState();
  const { createRunModel } = await import('./createRunModel.ts');
  await sendMessage(message, { graph, model: createRunModel(settings), sandbox: await browserSandbox(), trusted });
  return true;
}
