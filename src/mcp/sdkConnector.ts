/**
 * The engine's MCP port (src/engine/mcp.ts) on the official @modelcontextprotocol/sdk client.
 * Streamable HTTP works in the browser and in Node (fetch); stdio needs a transport factory that
 * only the CLI passes (src/cli/mcpStdio.ts), so the browser bundle never includes child_process.
 * One connection per server (by id and transport) for as long as the connector lives, as an SDK
 * server object stays connected across runs; `close()` ends them all.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { McpServer } from '../graph/schema.ts';
import type { McpConnector, McpSession, McpToolInfo, McpToolResult } from '../engine/mcp.ts';

export interface SdkConnectorOptions {
  /** makes the transport of a stdio server (CLI only); without it a stdio server is refused */
  stdio?: (server: McpServer & { transport: { type: 'stdio' } }) => Transport;
  /** fetch for Streamable HTTP (tests) */
  fetch?: typeof globalThis.fetch;
}

export interface SdkConnector extends McpConnector {
  close(): Promise<void>;
}

const CLIENT_INFO = { name: 'switchboard', version: '1' };

export function createSdkMcpConnector(options: SdkConnectorOptions = {}): SdkConnector {
  const clients = new Map<string, Promise<Client>>();
  const toolCache = new Map<string, McpToolInfo[]>();

  function transportFor(server: McpServer): Transport {
    const transport = server.transport;
    if (transport.type === 'stdio') {
      if (!options.stdio) throw new Error('stdio MCP servers run only from the command line (switchboard run); use a Streamable HTTP URL here.');
      return options.stdio({ ...server, transport });
    }
    return new StreamableHTTPClientTransport(new URL(transport.url), options.fetch ? { fetch: options.fetch } : undefined);
  }

  async function clientFor(server: McpServer): Promise<Client> {
    const key = `${server.id}\u0000${JSON.stringify(server.transport)}`;
    let client = clients.get(key);
    if (!client) {
      client = (async () => {
        const c = new Client(CLIENT_INFO);
        await c.connect(transportFor(server));
        return c;
      })();
      clients.set(key, client);
      // a failed connection is not kept: the next run tries again
      client.catch(() => clients.delete(key));
    }
    return client;
  }

  return {
    toolCache,
    async connect(server): Promise<McpSession> {
      const client = await clientFor(server);
      return {
        async listTools(signal) {
          const tools: McpToolInfo[] = [];
          let cursor: string | undefined;
          do {
            const page = await client.listTools(cursor ? { cursor } : undefined, { signal });
            for (const t of page.tools) tools.push({ name: t.name, description: t.description ?? '', inputSchema: t.inputSchema as Record<string, unknown> });
            cursor = page.nextCursor;
          } while (cursor);
          return tools;
        },
        async callTool(name, args, signal) {
          const result = await client.callTool({ name, arguments: args }, undefined, { signal });
          return { content: (result.content ?? []) as McpToolResult['content'], isError: result.isError === true, structuredContent: result.structuredContent };
        },
      };
    },
    async close() {
      const all = [...clients.values()];
      clients.clear();
      await Promise.all(all.map((c) => c.then((client) => client.close(), () => undefined)));
    },
  };
}
