/**
 * The engine's port for local MCP servers (docs/MCP.md §2). Hosts implement it with the official
 * @modelcontextprotocol/sdk client: Streamable HTTP in the browser and in Node (src/mcp), stdio in
 * the CLI only. The engine never opens a connection itself; it asks the connector, after the trust
 * gate, and lists and calls tools through the session it gets.
 */
import type { McpServer } from '../graph/schema.ts';

/** A tool as the server lists it (MCP `tools/list`). */
export interface McpToolInfo {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

/** A content block of a tool result (MCP `CallToolResult.content`). */
export interface McpContent {
  type: string;
  text?: string;
  [key: string]: unknown;
}

export interface McpToolResult {
  content: McpContent[];
  isError?: boolean;
  structuredContent?: unknown;
}

export interface McpSession {
  listTools(signal?: AbortSignal): Promise<McpToolInfo[]>;
  callTool(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<McpToolResult>;
}

export interface McpConnector {
  /** a connected session for the server (hosts reuse one per server while they live) */
  connect(server: McpServer, signal?: AbortSignal): Promise<McpSession>;
  /**
   * Tool lists kept for servers with cacheToolsList, by server name (the SDK's cache key): they
   * outlive a run, as the SDK's do for a server object. The engine reads and fills it.
   */
  readonly toolCache: Map<string, McpToolInfo[]>;
}
