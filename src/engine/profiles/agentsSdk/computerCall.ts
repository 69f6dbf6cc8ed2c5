/**
 * Computer calls (docs/COMPUTER.md §3), as both SDKs run them after the function tools:
 *
 * - a `computer_call` from an agent without a computer tool is a ModelBehaviorError
 *   (JS runner/modelOutputs.mjs:502-516, Python run_internal/turn_resolution.py:3067-3078);
 * - pending safety checks go to the person as an approval (the approval card), where the SDKs call
 *   the tool's onSafetyCheck / on_safety_check. Approved: the checks go back with the output as
 *   `acknowledged_safety_checks` (JS toolExecution.mjs:1658-1667,1745-1749; Python
 *   tool_execution.py:2461-2494). Rejected: JS answers with a blank screenshot and the rejection
 *   text as an assistant message (toolExecution.mjs:1563-1578,1688-1701); Python raises UserError;
 * - the actions run in order on the run's computer, then a screenshot (computer.ts); a function
 *   span named "computer" holds the actions as input and the screenshot URL as output (JS
 *   COMPUTER_TRACE_NAME, Python ComputerAction.TRACE_TOOL_NAME, tool_actions.py:103,121-124,196-197);
 * - the model runs again afterwards (neither SDK's tool-use behaviour looks at computer results).
 */
import type { Agent, ComputerTool } from '../../../graph/schema.ts';
import { createDemoScreen } from '../../../models/computer/demoScreen.ts';
import { computerActions, describeComputerAction } from '../../../models/computerActionText.ts';
import { assistantMessage, type ComputerCallItem, type ComputerCallResultItem, type ProtocolItem } from '../../../models/items.ts';
import { runComputerActions, type Computer } from '../../computer.ts';
import type { RunEventBody } from '../../events.ts';
import { RunError, type Span } from '../../kernel/index.ts';
import type { AgentView } from './agentView.ts';
import type { SdkRun } from './sdkRun.ts';

/** agents-core runner/streamReconciliation.mjs:4 COMPUTER_FALLBACK_SCREENSHOT_DATA_URL (a 1x1 PNG) */
export const FALLBACK_SCREENSHOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';

export const COMPUTER_TRACE_NAME = 'computer';

/** one computer per tool and run, as the SDKs resolve one per run context */
const computers = new WeakMap<SdkRun, Map<string, Computer>>();

function computerFor(run: SdkRun, tool: ComputerTool): Computer {
  let byTool = computers.get(run);
  if (!byTool) computers.set(run, (byTool = new Map()));
  let computer = byTool.get(tool.id);
  if (!computer) {
    const provide = run.k.options.computer ?? ((t: ComputerTool) => createDemoScreen({ width: t.displayWidth, height: t.displayHeight }));
    computer = provide(tool);
    byTool.set(tool.id, computer);
  }
  return computer;
}

/** Throws the SDK's error when the model asks for a computer the agent does not have. */
export function checkComputerCall(run: SdkRun, agent: Agent, view: AgentView, agentSpan: Span): ComputerTool {
  if (view.computer) return view.computer;
  const missing = run.strings.computerToolMissing(agent.name);
  agentSpan.setError(missing.spanError);
  throw new RunError(run.strings.errors.modelBehavior, missing.message);
}

/** Runs one computer call; returns the items it adds (its result, and JS's rejection message). */
export async function runComputerCall(run: SdkRun, agent: Agent, tool: ComputerTool, call: ComputerCallItem, turnSpan: Span): Promise<ProtocolItem[]> {
  const { k, strings } = run;
  const actions = computerActions(call);
  const input = JSON.stringify(call.actions && call.actions.length > 0 ? call.actions : (call.action ?? null));
  const checks = call.pendingSafetyChecks ?? [];
  const ask = () =>
    k.requestApproval({ agentId: agent.id, toolId: tool.id, callId: call.callId, name: COMPUTER_TRACE_NAME, arguments: JSON.stringify({ pending_safety_checks: checks }), spanId: span?.id ?? turnSpan.id });
  let span: Span | null = null;
  const rejection = strings.computerSafetyRejection;
  // Python asks before the action's span and raises on a rejection; JS asks inside it
  if (checks.length > 0 && rejection.type === 'error') {
    k.emit({ type: 'tool_call_start', agentId: agent.id, toolId: tool.id, callId: call.callId, name: COMPUTER_TRACE_NAME, arguments: input }, turnSpan.id);
    const decision = await ask();
    if (!decision.approved) throw new RunError(strings.errors.userError, rejection.message);
    span = k.span({ type: 'function', name: COMPUTER_TRACE_NAME, input, output: '' }, turnSpan);
  } else {
    span = k.span({ type: 'function', name: COMPUTER_TRACE_NAME, input, output: '' }, turnSpan);
    await k.pause({ before: 'tool_call', agentId: agent.id, detail: COMPUTER_TRACE_NAME }, span.id);
    k.emit({ type: 'tool_call_start', agentId: agent.id, toolId: tool.id, callId: call.callId, name: COMPUTER_TRACE_NAME, arguments: input }, span.id);
  }
  const started = k.now();
  const end = (output: string, image: string, error: string | null) => {
    span?.update({ output: image });
    span?.end();
    const event: Extract<RunEventBody, { type: 'tool_call_end' }> = { type: 'tool_call_end', agentId: agent.id, toolId: tool.id, callId: call.callId, name: COMPUTER_TRACE_NAME, output, error, durationMs: k.now() - started };
    // the screenshot is shown under the row as an image part
    if (image) event.parts = [{ type: 'input_image', image }];
    k.emit(event, span?.id ?? turnSpan.id);
  };

  let acknowledged: ComputerCallResultItem['acknowledgedSafetyChecks'];
  if (checks.length > 0 && rejection.type === 'reply') {
    const decision = await ask();
    if (!decision.approved) {
      const message = decision.message ?? strings.approvalRejected;
      end(message, FALLBACK_SCREENSHOT, null);
      return [screenshotItem(call, FALLBACK_SCREENSHOT), assistantMessage(message)];
    }
  }
  if (checks.length > 0) acknowledged = checks;

  let image: string;
  let error: string | null = null;
  try {
    image = await runComputerActions(computerFor(run, tool), actions);
  } catch (cause) {
    // JS logs, records the span error and answers with an empty screenshot (toolExecution.mjs:1717-1733)
    error = cause instanceof Error ? cause.message : String(cause);
    span?.setError({ message: 'Error running tool', data: { tool_name: COMPUTER_TRACE_NAME, error } });
    if (rejection.type === 'error') {
      end(error, '', error);
      throw new RunError(strings.errors.modelBehavior, error);
    }
    image = '';
  }
  end(actions.map(describeComputerAction).join(', ') || 'no action', image, error);
  const item = screenshotItem(call, image);
  if (acknowledged) item.acknowledgedSafetyChecks = acknowledged;
  return [item];
}

function screenshotItem(call: ComputerCallItem, image: string): ComputerCallResultItem {
  return { type: 'computer_call_result', callId: call.callId, status: 'completed', output: { type: 'computer_screenshot', data: image } };
}
