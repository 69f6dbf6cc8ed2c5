/**
 * The page's MCP client (docs/MCP.md §2): one official-SDK connector for the life of the page, so
 * connections and cached tool lists outlive a run as an SDK server object does. Loaded (with the
 * SDK) only when a graph has MCP servers: the first paint never pays for it.
 */
import type { Graph } from '../../graph/schema.ts';
import type { SdkConnector } from '../../mcp/sdkConnector.ts';

let connector: Promise<SdkConnector> | null = null;

export function hasMcpServers(graph: Graph): boolean {
  return graph.agents.some((a) => (a.mcpServers ?? []).length > 0);
}

export function browserMcpConnector(): Promise<SdkConnector> {
  connector ??= import('../../mcp/sdkConnector.ts').then(({ createSdkMcpConnector }) => createSdkMcpConnector());
  return connector;
}
