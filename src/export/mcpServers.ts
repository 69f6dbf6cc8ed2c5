/**
 * Local MCP servers in the Agents SDK exports, declared the way each SDK does (docs/MCP.md §4):
 * JS `new MCPServerStreamableHttp({ url, name, cacheToolsList, toolFilter })` / `MCPServerStdio`
 * (@openai/agents-core 0.20.0 mcp.d.ts), Python `MCPServerStreamableHttp(params={"url": ...},
 * name=..., cache_tools_list=..., tool_filter=..., require_approval=...)` / `MCPServerStdio`
 * (openai-agents 0.22 agents/mcp/server.py), on the agent's `mcpServers` / `mcp_servers`. The
 * servers are connected before the run and closed after it (main()).
 */
import type { Agent, Graph, McpServer } from '../graph/schema.ts';
import { pyCommentText, pyString, pyValue, tsCommentText, tsValue } from './literals.ts';

export interface McpServerEntry {
  agent: Agent;
  server: McpServer;
  /** the variable the export declares it as */
  name: string;
}

/** Every agent's servers with a variable name each (`take` makes a name unique in the module). */
export function mcpServerEntries(graph: Graph, take: (base: string) => string, style: 'ts' | 'py'): McpServerEntry[] {
  const entries: McpServerEntry[] = [];
  for (const agent of graph.agents) {
    for (const server of agent.mcpServers ?? []) {
      const words = server.name.replace(/[^A-Za-z0-9]+/g, ' ').trim().split(/\s+/).filter(Boolean);
      const base =
        style === 'ts'
          ? `${words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('') || 'server'}Mcp`
          : `${words.map((w) => w.toLowerCase()).join('_') || 'server'}_mcp`;
      entries.push({ agent, server, name: take(/^[0-9]/.test(base) ? `mcp${base}` : base) });
    }
  }
  return entries;
}

function filterOf(server: McpServer): { allowed: string[]; blocked: string[] } | null {
  const filter = server.toolFilter;
  if (!filter || (filter.allowed.length === 0 && filter.blocked.length === 0)) return null;
  return filter;
}

/** JS declaration; `tsValue` is the module's literal writer. */
export function mcpServerTs(entry: McpServerEntry, use: (name: string) => void): string {
  const { server } = entry;
  const options: Record<string, unknown> = { name: server.name };
  const lines: string[] = [];
  const filter = filterOf(server);
  let klass: string;
  if (server.transport.type === 'stdio') {
    klass = 'MCPServerStdio';
    options.command = server.transport.command;
    options.args = server.transport.args;
  } else {
    klass = 'MCPServerStreamableHttp';
    options.url = server.transport.url;
  }
  use(klass);
  if (server.cacheToolsList) options.cacheToolsList = true;
  const fields = Object.entries(options).map(([key, value]) => `  ${key}: ${tsValue(value)},`);
  if (filter) {
    use('createMCPToolStaticFilter');
    const args: Record<string, unknown> = {};
    if (filter.allowed.length > 0) args.allowed = filter.allowed;
    if (filter.blocked.length > 0) args.blocked = filter.blocked;
    fields.push(`  toolFilter: createMCPToolStaticFilter(${tsValue(args)}),`);
  }
  const source = `{\n${fields.join('\n')}\n}`;
  lines.push(`// MCP server "${tsCommentText(server.name)}" of ${tsCommentText(entry.agent.name)} (the runner lists and calls its tools)`);
  if (server.requireApproval !== 'never') {
    lines.push(`// Not exported (no SDK equivalent in JS 0.20.0): requireApproval ${JSON.stringify(server.requireApproval)}; every call runs without asking.`);
  }
  lines.push(`const ${entry.name} = new ${klass}(${source});`);
  return lines.join('\n');
}

/** Python declaration (`agents.mcp` imports are returned through `use`). */
export function mcpServerPy(entry: McpServerEntry, use: (name: string) => void): string {
  const { server } = entry;
  const args: string[] = [`name=${pyString(server.name)}`];
  let klass: string;
  if (server.transport.type === 'stdio') {
    klass = 'MCPServerStdio';
    args.push(`params=${pyValue({ command: server.transport.command, args: server.transport.args })}`);
  } else {
    klass = 'MCPServerStreamableHttp';
    args.push(`params=${pyValue({ url: server.transport.url })}`);
  }
  use(klass);
  if (server.cacheToolsList) args.push('cache_tools_list=True');
  const filter = filterOf(server);
  if (filter) {
    use('create_static_tool_filter');
    const parts: string[] = [];
    if (filter.allowed.length > 0) parts.push(`allowed_tool_names=${pyValue(filter.allowed)}`);
    if (filter.blocked.length > 0) parts.push(`blocked_tool_names=${pyValue(filter.blocked)}`);
    args.push(`tool_filter=create_static_tool_filter(${parts.join(', ')})`);
  }
  if (server.requireApproval !== 'never') args.push(`require_approval=${pyValue(server.requireApproval)}`);
  return [`# MCP server "${pyCommentText(server.name)}" of ${pyCommentText(entry.agent.name)} (the runner lists and calls its tools)`, `${entry.name} = ${klass}(\n${args.map((a) => `    ${a},`).join('\n')}\n)`].join('\n');
}
