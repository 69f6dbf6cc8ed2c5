/**
 * What the Send button does: pick the graph, the model (from Model settings), the browser
 * sandbox and the trust question, then hand them to the run session (src/store/runSession.ts).
 * The engine asks the question itself, once, right before the run's first user code: a graph
 * with no code never asks, and no kind of code (a `when` rule included) runs unasked.
 */
import { prefetchTimeline } from '../trace/TraceSlot.tsx';
import { requestCodeLint } from '../../store/codeLintRequest.ts';
import { useDocumentStore } from '../../store/documentStore.ts';
import type { RunEvent } from '../../engine/events.ts';
import type { Graph } from '../../graph/schema.ts';
import { graphRunsPython } from '../../graph/codeBody.ts';
import type { Model, ModelProvider } from '../../models/model.ts';
import { isRunning, resetConversation, resolveApproval, sendMessage, setStepMode, stopRun, useRunSession } from '../../store/runSession.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { forkPlan } from './forkPlan.ts';
import { decideTurn, usePlayStore } from './playStore.ts';
import { useModelSettings } from './modelSettings.ts';
import { askTrust } from './trustPrompt.ts';
import { originNeedingReload } from './connectPolicy.ts';
import { prefersReducedMotion, toast } from '../../ui/index.ts';
import { runAction } from '../../ui/runAction.ts';
import { currentProjectId } from './recordingsStore.ts';

/**
 * The project whose Python runtime is kept warm between runs (sandbox/browser/projectPython.ts).
 * It ends when another project opens or the project's trust is withdrawn: code that arrived
 * since then starts in a fresh runtime.
 */
let pythonKeptFor: string | null = null;
useProjectStore.subscribe((state) => {
  if (pythonKeptFor === null || (state.projectId === pythonKeptFor && state.trusted !== false)) return;
  pythonKeptFor = null;
  void import('../../sandbox/browser/index.ts').then((m) => m.releaseProjectPython());
});

/** The run's sandbox: Python, when the graph has any, in the project's kept runtime. */
async function runSandbox(graph: Graph) {
  const { createRunSandbox } = await import('../../sandbox/browser/index.ts');
  if (!graphRunsPython(graph)) return createRunSandbox();
  pythonKeptFor = currentProjectId();
  return createRunSandbox({ warmPython: true, projectId: pythonKeptFor });
}


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

/**
 * Model clients (openai, the simulator), the sandbox and the engine load on the first send, not
 * on first paint (issue 11); typing in the composer warms them (see Composer). Each import runs once.
 */
export function prefetchRunModules(): void {
  void import('./createRunModel.ts');
  void import('../../sandbox/browser/index.ts');
  void import('../../engine/index.ts');
  prefetchTimeline();
  // a graph whose bodies run as Python: Pyodide's cold start begins while the person types
  if (graphRunsPython(useDocumentStore.getState().graph)) {
    pythonKeptFor = currentProjectId();
    const projectId = pythonKeptFor;
    void import('../../sandbox/browser/index.ts').then((m) => m.warmProjectPython(projectId));
  }
  // a run is near: TypeScript syntax errors should be lint errors before it starts
  requestCodeLint();
}

/** The model of a live run: a person playing it (with the simulator's choice suggested), or the settings'. */
async function liveModel(graph: Graph): Promise<Model | ModelProvider> {
  const { createRunModel, SIMULATOR_CHUNK_DELAY_MS } = await import('./createRunModel.ts');
  // typed out so a stream reads as one, unless the person asked for less motion
  const pace = prefersReducedMotion() ? 0 : SIMULATOR_CHUNK_DELAY_MS;
  if (usePlayStore.getState().on) {
    const [{ createHumanModel }, { createSimulatorModel }] = await Promise.all([import('../../models/humanModel.ts'), import('../../models/simulator/index.ts')]);
    return createHumanModel({ suggest: createSimulatorModel({ graph }), decide: decideTurn, chunkDelayMs: pace });
  }
  return createRunModel(useModelSettings.getState(), pace, graph);
}

/** The page's MCP client, for a graph whose agents have MCP servers (loaded only then). */
async function mcpFor(graph: Graph) {
  const { hasMcpServers, browserMcpConnector } = await import('../mcp/browserConnector.ts');
  return hasMcpServers(graph) ? browserMcpConnector() : undefined;
}

/**
 * A real provider's computer-use model needs PNG screenshots: the demo screen drawn onto a canvas
 * (pngDemoScreen.ts). The simulator and play mode keep the engine's SVG demo screen.
 */
async function computerFor(graph: Graph) {
  if (!graph.tools.some((t) => t.type === 'computer') || usePlayStore.getState().on || useModelSettings.getState().provider === 'simulator') return undefined;
  return (await import('./pngDemoScreen.ts')).pngDemoScreens;
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
  const [sandbox, model, mcp, computer] = await Promise.all([runSandbox(graph), liveModel(graph), mcpFor(graph), computerFor(graph)]);
  try {
    await sendMessage(message, { graph, model, sandbox, trusted: decideTrust, ...(mcp ? { mcp } : {}), ...(computer ? { computer } : {}) });
  } finally {
    sandbox.dispose();
  }
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
  const graph = useDocumentStore.getState().graph;
  const stepMode = useRunSession.getState().stepMode;
  const [next, { createReplayThenModel }, sandbox] = await Promise.all([liveModel(graph), import('../../models/replayThenModel.ts'), runSandbox(graph)]);
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
  const mcp = await mcpFor(graph);
  try {
    for (const message of plan.userMessages) {
      const status = await sendMessage(message, { graph, model, sandbox, trusted: decideTrust, ...(mcp ? { mcp } : {}) });
      if (status === 'error' || status === 'cancelled') break;
    }
  } finally {
    stopAnswering();
    sandbox.dispose();
    if (stepMode && !useRunSession.getState().stepMode) setStepMode(true);
  }
  return true;
}
