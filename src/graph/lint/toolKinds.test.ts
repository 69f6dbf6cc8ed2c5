import { describe, expect, it } from 'vitest';
import { testGraph } from '../testGraph.ts';
import type { Runtime } from '../schema.ts';
import { toolKindsRule } from './toolKinds.ts';

function graph(runtime: Runtime, config: Record<string, unknown>, documents = true) {
  return testGraph({
    runtime,
    startAgent: 'a',
    agents: [{ id: 'a', name: 'A', tools: ['docs', 'web'] }],
    tools: [
      { id: 'docs', type: 'hosted', hosted: 'file_search', config },
      { id: 'web', type: 'hosted', hosted: 'web_search' },
      { id: 'unused', type: 'hosted', hosted: 'code_interpreter' },
    ],
    ...(documents ? { documents: [{ id: 'd', name: 'd.md', text: 'text' }] } : {}),
  });
}

describe('tool-kinds lint', () => {
  it('says where each hosted tool an agent uses runs, by runtime and provider', () => {
    const found = toolKindsRule.check(graph('agents-sdk-js', { vectorStoreIds: ['vs_1'] }));
    expect(found.map((d) => [d.path, d.message])).toEqual([
      ['tools[0]', "File search (hosted): runs under agents-sdk-js, agents-sdk-python with openai-responses; offline with the simulator (searched in the browser over the graph's documents; the file_search_call is labelled simulated); not with openai-chat; not under swarm, ag2."],
      ['tools[1]', 'Web search (hosted): runs under agents-sdk-js, agents-sdk-python with openai-responses; offline with the simulator (simulated: labelled, with no results (no network)); not with openai-chat; not under swarm, ag2.'],
    ]);
  });

  it('a file search without stores or documents says what each side lacks', () => {
    const messages = toolKindsRule.check(graph('agents-sdk-python', {}, false)).filter((d) => d.target.id === 'docs').map((d) => d.message);
    expect(messages.slice(1)).toEqual([
      "No vector store ids: the Responses API cannot run this file search (offline it searches the graph's documents).",
      "No documents attached: offline, this file search has nothing to search. Attach some in the tool's Documents section.",
    ]);
  });

  it('leaves runtimes that never offer hosted tools to runtime-support', () => {
    expect(toolKindsRule.check(graph('swarm', {}))).toEqual([]);
    expect(toolKindsRule.check(graph('ag2', {}))).toEqual([]);
  });
});
