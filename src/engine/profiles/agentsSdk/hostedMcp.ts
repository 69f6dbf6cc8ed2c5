/**
 * Hosted MCP through the Responses API (docs/MCP.md §1). The provider lists and calls the server's
 * tools itself (`mcp_list_tools`, `mcp_call` join the conversation as they are); what the runner
 * does is answer `mcp_approval_request` items:
 *
 * - the request must name one of the agent's hosted MCP servers, else ModelBehaviorError
 *   (JS runner/modelOutputs.mjs:460-471, Python run_internal/turn_resolution.py:3096-3103);
 * - the answer is an `mcp_approval_response` item `{ approve, approval_request_id, reason? }`
 *   (JS runner/mcpApprovals.mjs:44-63 onApproval, Python run_internal/tool_planning.py:129-190
 *   on_approval_request). The engine asks the person (the approval card) where the SDKs call the
 *   tool's onApproval / on_approval_request hook or interrupt the run; either way the decision
 *   becomes this item and the model runs again (modelOutputs.mjs:613-617 hasToolsOrApprovalsToRun);
 * - neither SDK records a span of its own for hosted MCP items: they live in the response.
 */
import type { Agent } from '../../../graph/schema.ts';
import type { HostedMcpItem } from '../../../models/items.ts';
import { RunError, type Span } from '../../kernel/index.ts';
import type { AgentView } from './agentView.ts';
import type { SdkRun } from './sdkRun.ts';

export function isMcpApprovalRequest(item: { type: string; name?: string }): item is HostedMcpItem {
  return item.type === 'hosted_tool_call' && item.name === 'mcp_approval_request';
}

/** Throws the SDK's error when an approval request names a server the agent does not have. */
export function checkHostedMcpRequest(run: SdkRun, agent: Agent, view: AgentView, item: HostedMcpItem, agentSpan: Span): void {
  const label = String(item.providerData.server_label ?? '');
  if (view.hostedMcpByLabel.has(label)) return;
  const unknown = run.strings.unknownHostedMcpServer(label, agent.name);
  agentSpan.setError(unknown.spanError);
  throw new RunError(run.strings.errors.modelBehavior, unknown.message);
}

/** Asks for each request in order and returns the approval responses to append. */
export async function answerHostedMcpApprovals(run: SdkRun, agent: Agent, view: AgentView, requests: HostedMcpItem[], turnSpan: Span): Promise<HostedMcpItem[]> {
  const responses: HostedMcpItem[] = [];
  for (const request of requests) {
    const data = request.providerData;
    const requestId = String(data.id ?? request.id ?? '');
    const tool = view.hostedMcpByLabel.get(String(data.server_label ?? ''));
    const decision = await run.k.requestApproval({
      agentId: agent.id,
      toolId: tool?.id ?? '',
      callId: requestId,
      name: String(data.name ?? ''),
      arguments: typeof data.arguments === 'string' ? data.arguments : JSON.stringify(data.arguments ?? {}),
      spanId: turnSpan.id,
    });
    const providerData: Record<string, unknown> = { type: 'mcp_approval_response', approve: decision.approved, approval_request_id: requestId };
    // Python adds a reason only to a rejection (tool_planning.py:185-186); JS passes the
    // rejection message, undefined on approval (mcpApprovals.mjs:28-36).
    if (!decision.approved && decision.message) providerData.reason = decision.message;
    const response: HostedMcpItem = { type: 'hosted_tool_call', name: 'mcp_approval_response', status: 'completed', providerData };
    responses.push(response);
  }
  return responses;
}
