/**
 * "List tools" in the inspector: connects to the server from the page with the official SDK
 * client and returns its tools as the graph keeps them (listedTools, after the server's filter).
 * A graph from a file or link must be trusted first: listing reaches the network as its run would.
 */
import type { McpServer } from '../../graph/schema.ts';
import { useProjectStore } from '../../store/projectStore.ts';
import { browserMcpConnector } from './browserConnector.ts';

export type ListedTool = NonNullable<McpServer['listedTools']>[number];

export async function listServerTools(server: McpServer): Promise<ListedTool[]> {
  if (useProjectStore.getState().trusted === false) {
    throw new Error('Trust this graph first: it came from a file or a link, and listing tools connects to its server.');
  }
  const connector = await browserMcpConnector();
  let tools;
  try {
    const session = await connector.connect(server);
    tools = await session.listTools();
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not list the tools of ${server.name}: ${said}. Is the server running, and does it answer CORS for this page?`);
  }
  const filter = server.toolFilter;
  return tools
    .filter((t) => !filter || ((filter.allowed.length === 0 || filter.allowed.includes(t.name)) && !filter.blocked.includes(t.name)))
    .map((t) => ({ name: t.name, description: t.description ?? '', inputSchema: t.inputSchema }));
}
