/**
 * stdio MCP servers, CLI only (docs/MCP.md §3): the official SDK's StdioClientTransport starts
 * the command as a child process. Its environment is the SDK's default safe subset (HOME, PATH,
 * USER, SHELL, TERM, LOGNAME), so OPENAI_API_KEY and other secrets of the CLI's environment never
 * reach the server; its stderr is dropped so the transcript on stdout stays readable.
 */
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { McpServer } from '../graph/schema.ts';
import { createSdkMcpConnector, type SdkConnector } from '../mcp/sdkConnector.ts';

export function stdioTransport(server: McpServer & { transport: { type: 'stdio' } }): StdioClientTransport {
  return new StdioClientTransport({ command: server.transport.command, args: server.transport.args, stderr: 'ignore' });
}

/** The CLI's connector: Streamable HTTP and stdio. */
export function createCliMcpConnector(): SdkConnector {
  return createSdkMcpConnector({ stdio: stdioTransport });
}
