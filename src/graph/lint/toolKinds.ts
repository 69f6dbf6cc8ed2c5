/**
 * Hosted tools say where they run (docs/HOSTED-TOOLS.md): under an Agents SDK runtime a hosted
 * tool an agent uses is real only with the OpenAI Responses provider; offline the simulator
 * answers it (file search over the graph's documents, the others labelled simulated) and Chat
 * Completions refuses it. The runtimes that never offer it are runtime-support's warning.
 * A file search also needs what each side searches: vector store ids for the API, documents
 * offline.
 */
import { TOOL_KIND_SUPPORT, toolKindOf, whereToolKindRuns } from '../toolKinds.ts';
import type { Graph } from '../schema.ts';
import type { Diagnostic, LintRule } from './diagnostic.ts';

export const toolKindsRule: LintRule = {
  id: 'tool-kinds',
  check(graph: Graph) {
    const out: Diagnostic[] = [];
    const used = new Set(graph.agents.flatMap((a) => a.tools));
    graph.tools.forEach((tool, i) => {
      if (tool.type !== 'hosted' || !used.has(tool.id)) return;
      const kind = toolKindOf(tool);
      const path = `tools[${i}]`;
      const warn = (message: string, at = path) => out.push({ ruleId: 'tool-kinds', severity: 'warning', message, target: { kind: 'tool', id: tool.id }, path: at });
      if (TOOL_KIND_SUPPORT[kind].runtimes[graph.runtime][0] !== 'runs') return;
      warn(whereToolKindRuns(kind));
      if (tool.hosted !== 'file_search') return;
      const stores = tool.config.vectorStoreIds ?? tool.config.vector_store_ids;
      if (!Array.isArray(stores) || stores.length === 0) warn('No vector store ids: the Responses API cannot run this file search (offline it searches the graph\'s documents).', `${path}.config`);
      if ((graph.documents ?? []).length === 0) warn('No documents attached: offline, this file search has nothing to search. Attach some in the tool\'s Documents section.', path);
    });
    return out;
  },
};
