/**
 * Local MCP servers run by the runner (docs/MCP.md §2), as the SDKs do with `Agent.mcpServers`:
 *
 * - every turn, before the model call, each server's tools are listed inside an `mcp_tools` span
 *   under the agent span, `{ server, result: [names after the filter] }` (JS mcp.mjs:276-358
 *   withMCPListToolsSpan; Python mcp/util.py:341-351 mcp_tools_span). With cacheToolsList the first
 *   listing is kept (by server name, for as long as the host's connector lives); JS then records
 *   no span, Python still does (strings.mcpListSpanWhenCached);
 * - the static filter keeps `allowed` (when any) and drops `blocked` (mcp.mjs:307-325);
 * - each tool becomes a function tool named as listed, MCP tools before the agent's own
 *   (agent.mjs:506-523 getAllTools); names repeated across servers are a UserError;
 * - a call is a normal function tool call (function span with `mcp_data: { server }`, mcp.mjs:700-705),
 *   whose output is the one content block's text, or the blocks as JSON when there are several;
 * - approvals per `requireApproval` where the SDK has it (Python; strings.mcpRequireApproval).
 *
 * Connecting is behind the run's trust gate: a shared or imported graph's server is reached only
 * after the person trusts the graph, as its code would be.
 */
import type { Agent, FunctionTool, McpServer } from '../../../graph/schema.ts';
import type { JsonValue } from '../../json.ts';
import type { McpSession, McpToolInfo, McpToolResult } from '../../mcp.ts';
import { RunError, type Span } from '../../kernel/index.ts';
import type { ToolEntry } from './agentView.ts';
import { errorText, type SdkRun } from './sdkRun.ts';

export interface McpBinding {
  server: McpServer;
  /** the tool's name on the server */
  toolName: string;
  session: McpSession;
}

/** Per-run connections (one session per server id). */
export type McpSessions = Map<string, Promise<McpSession>>;

/** The MCP tools of an agent for this turn, in server order. */
export async function listAgentMcpTools(run: SdkRun, agent: Agent, sessions: McpSessions, agentSpan: Span | null): Promise<ToolEntry[]> {
  const servers = agent.mcpServers ?? [];
  if (servers.length === 0) return [];
  const entries: ToolEntry[] = [];
  const seen = new Set<string>();
  for (const server of servers) {
    const session = await sessionFor(run, server, sessions);
    const tools = await listServerTools(run, server, session, agentSpan);
    const duplicates = tools.map((t) => t.name).filter((name) => seen.has(name));
    if (duplicates.length > 0) throw new RunError(run.strings.errors.userError, run.strings.mcpDuplicateToolNames(duplicates));
    for (const tool of tools) {
      seen.add(tool.name);
      entries.push(toolEntry(run, server, tool, session));
    }
  }
  return entries;
}

async function sessionFor(run: SdkRun, server: McpServer, sessions: McpSessions): Promise<McpSession> {
  let session = sessions.get(server.id);
  if (!session) {
    session = (async () => {
      const { k } = run;
      await k.allowCode({ label: `MCP server "${server.name}"`, kind: 'mcp_server' });
      const connector = k.options.mcp;
      if (!connector) throw new RunError(run.strings.errors.userError, `MCP server "${server.name}" cannot be reached here: this host runs no MCP client.`);
      try {
        return await connector.connect(server, k.signal);
      } catch (error) {
        throw new RunError(run.strings.errors.userError, `Could not connect to MCP server "${server.name}": ${errorText(error)}`);
      }
    })();
    sessions.set(server.id, session);
  }
  return session;
}

async function listServerTools(run: SdkRun, server: McpServer, session: McpSession, agentSpan: Span | null): Promise<McpToolInfo[]> {
  const { k, strings } = run;
  const cache = k.options.mcp?.toolCache;
  const cached = server.cacheToolsList ? cache?.get(server.name) : undefined;
  const span = cached && !strings.mcpListSpanWhenCached ? null : k.span({ type: 'mcp_tools', server: server.name, result: [] }, agentSpan);
  try {
    let listed: McpToolInfo[];
    if (cached) listed = cached;
    else {
      try {
        listed = await session.listTools(k.signal);
      } catch (error) {
        throw new RunError(run.strings.errors.userError, `Listing the tools of MCP server "${server.name}" failed: ${errorText(error)}`);
      }
      if (server.cacheToolsList) cache?.set(server.name, listed);
    }
    const tools = applyToolFilter(server, listed);
    span?.update({ result: tools.map((t) => t.name) });
    return tools;
  } catch (error) {
    span?.setError({ message: 'Error listing MCP tools', data: { error: errorText(error) } });
    throw error;
  } finally {
    span?.end();
  }
}

/** SDK static filter: `allowed` (when any) keeps only those, `blocked` drops (mcp.mjs:307-325). */
export function applyToolFilter(server: McpServer, tools: McpToolInfo[]): McpToolInfo[] {
  const filter = server.toolFilter;
  if (!filter || (filter.allowed.length === 0 && filter.blocked.length === 0)) return tools;
  return tools.filter((t) => (filter.allowed.length === 0 || filter.allowed.includes(t.name)) && !filter.blocked.includes(t.name));
}

/** Whether a call of `toolName` waits for approval under the server's requireApproval. */
export function mcpNeedsApproval(server: McpServer, toolName: string): boolean {
  const rule = server.requireApproval;
  if (rule === 'always') return true;
  if (rule === 'never') return false;
  return rule[toolName] === 'always';
}

function toolEntry(run: SdkRun, server: McpServer, info: McpToolInfo, session: McpSession): ToolEntry {
  const parameters = run.strings.mcpToolParameters(info.inputSchema ?? {});
  const tool: FunctionTool = {
    id: server.id,
    type: 'function',
    name: info.name,
    description: info.description ?? '',
    parameters,
    code: '',
    timeoutMs: 600_000,
    needsApproval: run.strings.mcpRequireApproval && mcpNeedsApproval(server, info.name),
    enabled: true,
    routesTo: [],
    inputGuardrails: [],
    outputGuardrails: [],
    position: null,
  };
  return {
    tool,
    definition: { type: 'function', name: info.name, description: info.description ?? '', parameters, strict: false },
    validation: parameters,
    normalize: (value) => value,
    mcp: { server, toolName: info.name, session },
  };
}

/** Calls the tool; the result as the sandbox would give it (ok + value, or an error message). */
export async function callMcpTool(run: SdkRun, binding: McpBinding, args: JsonValue): Promise<{ ok: true; value: string } | { ok: false; message: string }> {
  const input = typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
  let result: McpToolResult;
  try {
    result = await binding.session.callTool(binding.toolName, input, run.k.signal);
  } catch (error) {
    return { ok: false, message: `Error invoking MCP tool ${binding.toolName} on server '${binding.server.name}': ${errorText(error)}` };
  }
  return { ok: true, value: mcpOutputText(result) };
}

/** What the model sees: one block's text (or the block as JSON), several blocks as a JSON list. */
export function mcpOutputText(result: McpToolResult): string {
  const blocks = result.content.map((block) => (block.type === 'text' && typeof block.text === 'string' ? { type: 'text', text: block.text } : block));
  if (blocks.length === 1) {
    const only = blocks[0];
    return only.type === 'text' && typeof only.text === 'string' ? only.text : JSON.stringify(only);
  }
  return JSON.stringify(blocks);
}
