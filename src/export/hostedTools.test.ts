/**
 * Hosted tools in the exports (docs/HOSTED-TOOLS.md §Exports): one snapshot per tool kind and
 * target, each declared the way its SDK declares it (JS fileSearchTool / webSearchTool /
 * codeInterpreterTool, Python FileSearchTool / WebSearchTool / CodeInterpreterTool), and Swarm and
 * AG2, which cannot express them, saying so in a comment and in the fidelity report.
 */
import { describe, expect, it } from 'vitest';
import { GraphSchema, type Graph, type HostedTool } from '../graph/schema.ts';
import { exportAgentsTs } from './agentsTs.ts';
import { exportAgentsPy } from './agentsPy.ts';
import { exportSwarm } from './swarm.ts';
import { exportAg2 } from './ag2.ts';
import { fidelityReport, formatFidelityReport } from './fidelity.ts';

const KINDS: Record<HostedTool['hosted'], Record<string, unknown>> = {
  file_search: { vector_store_ids: ['vs_handbook'], maxNumResults: 4, includeSearchResults: true },
  web_search: { searchContextSize: 'high' },
  code_interpreter: { includeOutputs: true },
};

function hostedGraph(kind: HostedTool['hosted']): Graph {
  return GraphSchema.parse({
    format: 'switchboard.graph',
    version: 1,
    id: `hosted-${kind}`,
    name: `Hosted ${kind}`,
    runtime: 'agents-sdk-js',
    startAgent: 'helper',
    agents: [{ id: 'helper', name: 'Helper', instructions: 'Answer with the tool.', tools: ['hosted'] }],
    tools: [{ id: 'hosted', type: 'hosted', hosted: kind, config: KINDS[kind] }],
    documents: kind === 'file_search' ? [{ id: 'handbook', name: 'handbook.md', text: 'Leave: 25 days a year.' }] : undefined,
  });
}

const TARGETS = [
  ['agents-ts', 'ts', exportAgentsTs],
  ['agents-py', 'agents.py', exportAgentsPy],
  ['swarm', 'swarm.py', exportSwarm],
  ['ag2', 'ag2.py', exportAg2],
] as const;

describe('hosted tools in the exports', () => {
  for (const kind of Object.keys(KINDS) as Array<HostedTool['hosted']>) {
    it.each(TARGETS)(`${kind}: %s`, async (_target, ext, exporter) => {
      await expect(exporter(hostedGraph(kind))).toMatchFileSnapshot(`./__snapshots__/hosted_${kind}.${ext}.snap`);
    });
  }

  it('declares each kind as the JS SDK does, options camelCase', () => {
    expect(exportAgentsTs(hostedGraph('file_search'))).toContain("const hosted = fileSearchTool(['vs_handbook'], { maxNumResults: 4, includeSearchResults: true });");
    expect(exportAgentsTs(hostedGraph('web_search'))).toContain("const hosted = webSearchTool({ searchContextSize: 'high' });");
    expect(exportAgentsTs(hostedGraph('code_interpreter'))).toContain('const hosted = codeInterpreterTool({ includeOutputs: true });');
  });

  it('declares each kind as the Python SDK does, fields snake_case', () => {
    expect(exportAgentsPy(hostedGraph('file_search'))).toContain('hosted = FileSearchTool(vector_store_ids=["vs_handbook"], max_num_results=4, include_search_results=True)');
    expect(exportAgentsPy(hostedGraph('web_search'))).toContain('hosted = WebSearchTool(search_context_size="high")');
    const py = exportAgentsPy(hostedGraph('code_interpreter'));
    expect(py).toContain('hosted = CodeInterpreterTool(tool_config={"type": "code_interpreter", "container": {"type": "auto"}})');
    expect(py).toContain('# includeOutputs is not exported: the Python SDK asks for no code interpreter outputs');
  });

  it('names the documents the offline search used, and a missing store', () => {
    const ts = exportAgentsTs(hostedGraph('file_search'));
    expect(ts).toContain("// Offline, Switchboard searched the graph's documents instead: handbook.md.");
    const noStore = GraphSchema.parse({ ...hostedGraph('file_search'), tools: [{ id: 'hosted', type: 'hosted', hosted: 'file_search', config: {} }] });
    expect(exportAgentsPy(noStore)).toContain('# TODO: no vector store id yet; the Responses API needs at least one.\nhosted = FileSearchTool(vector_store_ids=[])');
  });

  it('Swarm and AG2 cannot express them: a comment on the agent and the report say so', () => {
    expect(exportSwarm(hostedGraph('web_search'))).toContain('Not supported by Swarm: hosted/MCP tools hosted (Web search (hosted)).');
    expect(exportAg2(hostedGraph('code_interpreter'))).toContain('Not exported: hosted/MCP tools hosted (Code interpreter (hosted)).');
    const report = fidelityReport(hostedGraph('file_search'), 'swarm');
    expect(report.items.find((i) => i.feature === 'hosted_tool')?.level).toBe('unsupported');
    expect(report.toolKinds.map((r) => [r.kind, r.runtimes.swarm[0], r.providers.simulator[0], r.providers['openai-responses'][0]])).toEqual([['file_search', 'no', 'offline', 'runs']]);
    expect(formatFidelityReport(report)).toContain("File search (hosted): runs under agents-sdk-js, agents-sdk-python with openai-responses; offline with the simulator (searched in the browser over the graph's documents; the file_search_call is labelled simulated); not with openai-chat; not under swarm, ag2.");
  });
});
