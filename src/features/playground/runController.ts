/**
 * What the Send button does: pick the graph, the model (from Model settings), the browser
 * sandbox and the trust decision, then hand them to the run session (src/store/runSession.ts).
 */
import type { Sandbox } from '../../engine/sandbox.ts';
import { createBrowserSandbox } from '../../sandbox/browser/index.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import type { RunEvent } from '../../engine/events.ts';
import type { Model, ModelProvider } from '../../models/model.ts';
import { createHumanModel } from '../../models/humanModel.ts';
import { createReplayThenModel } from '../../models/replayThenModel.ts';
import { createSimulatorModel } from '../../models/simulator/index.ts';
import { isRunning, resetConversation, resolveApproval, sendMessage, setStepMode, useRunSession } from '../../store/runSession.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { createRunModel, SIMULATOR_CHUNK_DELAY_MS } from './createRunModel.ts';
import { forkPlan } from './forkPlan.ts';
import { decideTurn, usePlayStore } from './playStore.ts';
import { useModelSettings } from './modelSettings.ts';
import { askTrust, graphHasCode } from './trustPrompt.ts';

let sandbox: Sandbox | null = null;
function browserSandbox(): Sandbox {
  sandbox ??= createBrowserSandbox();
  return sandbox;
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

/** The model of a live run: a person playing it (with the simulator's choice suggested), or the settings'. */
function liveModel(): Model | ModelProvider {
  if (usePlayStore.getState().on) return createHumanModel({ suggest: createSimulatorModel(), decide: decideTurn, chunkDelayMs: SIMULATOR_CHUNK_DELAY_MS });
  return createRunModel(useModelSettings.getState());
}

/** Sends `text` as the next user turn. Returns false when nothing was started. */
export async function sendUserMessage(text: string): Promise<boolean> {
  const message = text.trim();
  if (!message || isRunning()) return false;
  const trusted = await decideTrust();
  if (trusted === null) return false;
  const graph = useDocumentStore.getState().graph;
  await sendMessage(message, { graph, model: liveModel(), sandbox: browserSandbox(), trusted });
  return true;
}

/**
 * Forks a recording at one of its model turns: a new conversation that resends the recording's
 * user messages, answers the earlier model calls with the recorded responses (and gives the
 * recorded approval decisions again), then lets the live model (play mode or the settings')
 * take the chosen turn and everything after. Step mode waits for the fork point.
 */
export async function forkRecording(events: readonly RunEvent[], turn: number): Promise<boolean> {
  if (isRunning()) return false;
  const plan = forkPlan(events, turn);
  const trusted = await decideTrust();
  if (trusted === null) return false;
  const graph = useDocumentStore.getState().graph;
  const stepMode = useRunSession.getState().stepMode;
  const next = liveModel();
  const live: Model = 'getModel' in next ? next.getModel(graph.settings.model) : next;
  const model = createReplayThenModel(plan.recorded, live, () => setStepMode(stepMode));
  resetConversation();
  if (stepMode) setStepMode(false);
  const approvals = [...plan.approvals];
  const answered = new Set<string>();
  // give the recorded decisions to the approvals asked before the fork point
  const stopAnswering = useRunSession.subscribe((state) => {
    for (const approval of state.approvals) {
      if (answered.has(approval.approvalId) || approvals.length === 0) continue;
      answered.add(approval.approvalId);
      const decision = approvals.shift()!;
      resolveApproval(approval.approvalId, decision.approved, decision.message);
    }
  });
  try {
    for (const message of plan.userMessages) {
      const status = await sendMessage(message, { graph, model, sandbox: browserSandbox(), trusted });
      if (status === 'error' || status === 'cancelled') break;
    }
  } finally {
    stopAnswering();
    if (stepMode && !useRunSession.getState().stepMode) setStepMode(true);
  }
  return true;
}
