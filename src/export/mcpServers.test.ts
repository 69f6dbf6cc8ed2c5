/**
 * MCP in the exports (docs/MCP.md §4): snapshots of each target for a graph with a local
 * Streamable HTTP server (filter, cache, per-tool approval), a stdio server and a hosted MCP tool,
 * and the fidelity report's word on each.
 */
import { describe, expect, it } from 'vitest';
import { GraphSchema, type Graph } from '../graph/schema.ts';
import { exportAgentsTs } from './agentsTs.ts';
import { exportAgentsPy } from './agentsPy.ts';
import { exportSwarm } from './swarm.ts';
import { exportAg2 } from './ag2.ts';
import { fidelityReport } from './fidelity.ts';

function mcpGraph(): Graph {
  return GraphSchema.parse({
    format: 'switchboard.graph',
    version: 1,
    id: 'mcp-tools',
    name: 'MCP tools',
    runtime: 'agents-sdk-python',
    startAgent: 'helper',
    agents: [
      {
        id: 'helper',
        name: 'Helper',
        instructions: 'You echo messages and add numbers.',
        tools: ['docs'],
        mcpServers: [
          { id: 'everything', name: 'everything', transport: { type: 'streamable_http', url: 'http://127.0.0.1:3001/mcp' }, toolFilter: { allowed: ['echo', 'get-sum'], blocked: ['get-env'] }, cacheToolsList: true, requireApproval: { echo: 'always' } },
          { id: 'files', name: 'Local files', transport: { type: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] } },
        ],
      },
    ],
    tools: [{ id: 'docs', type: 'mcp', serverLabel: 'docs', serverUrl: 'https://docs.example/mcp', requireApproval: 'always' }],
  });
}

describe('MCP servers in the exports', () => {
  it.each([
    ['agents-ts', 'mcp-tools.ts', exportAgentsTs],
    ['agents-py', 'mcp_tools_agents.py', exportAgentsPy],
    ['swarm', 'mcp_tools_swarm.py', exportSwarm],
    ['ag2', 'mcp_tools_ag2.py', exportAg2],
  ] as const)('%s', async (_target, file, exporter) => {
    await expect(exporter(mcpGraph())).toMatchFileSnapshot(`./__snapshots__/${file}.snap`);
  });

  it('declares the servers the way each SDK does', () => {
    const ts = exportAgentsTs(mcpGraph());
    expect(ts).toContain('const everythingMcp = new MCPServerStreamableHttp({');
    expect(ts).toContain("toolFilter: createMCPToolStaticFilter({ allowed: ['echo', 'get-sum'], blocked: ['get-env'] })");
    expect(ts).toContain('const localFilesMcp = new MCPServerStdio({');
    expect(ts).toContain('mcpServers: [everythingMcp, localFilesMcp],');
    expect(ts).toContain('await Promise.all(mcpServers.map((server) => server.connect()));');
    expect(ts).toContain('hostedMcpTool(');
    const py = exportAgentsPy(mcpGraph());
    expect(py).toContain('from agents.mcp import MCPServerStdio, MCPServerStreamableHttp, create_static_tool_filter');
    expect(py).toContain('require_approval={"echo": "always"}');
    expect(py).toContain('mcp_servers=[everything_mcp, local_files_mcp],');
    expect(py).toContain('await server.cleanup()');
  });

  it('the fidelity report says which target runs local servers and their approvals', () => {
    const level = (target: 'agents-ts' | 'agents-py' | 'swarm' | 'ag2', key: string) => fidelityReport(mcpGraph(), target).items.find((i) => i.feature === key)?.level;
    expect([level('agents-ts', 'mcp_server'), level('agents-py', 'mcp_server'), level('swarm', 'mcp_server'), level('ag2', 'mcp_server')]).toEqual(['native', 'native', 'unsupported', 'unsupported']);
    expect([level('agents-ts', 'mcp_server_approval'), level('agents-py', 'mcp_server_approval')]).toEqual(['unsupported', 'native']);
  });
});
