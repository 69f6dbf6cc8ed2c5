/**
 * A hosted tool's options as both Agents SDK exports declare them (docs/HOSTED-TOOLS.md §Exports):
 * the graph may write them camelCase or snake_case; the JS SDK takes camelCase options
 * (fileSearchTool(vectorStoreIds, { maxNumResults, includeSearchResults }), webSearchTool({…}),
 * codeInterpreterTool({…})), the Python SDK snake_case fields. And what the code cannot carry,
 * said as comment lines: the graph's documents (offline stand-ins for the vector stores), a file
 * search without a store, an option the target SDK lacks.
 */
import type { Graph, HostedTool } from '../graph/schema.ts';

export interface HostedToolExport {
  /** options in camelCase, without the file search's store ids */
  options: Record<string, unknown>;
  /** a file search's vector store ids */
  vectorStoreIds: string[];
  /** comment lines for above the declaration */
  notes: string[];
}

function camel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function hostedToolExport(graph: Graph, tool: HostedTool, target: 'agents-ts' | 'agents-py'): HostedToolExport {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tool.config)) if (value !== null && value !== undefined) options[camel(key)] = value;
  const notes: string[] = [];
  let vectorStoreIds: string[] = [];
  if (tool.hosted === 'file_search') {
    const ids = options.vectorStoreIds;
    delete options.vectorStoreIds;
    vectorStoreIds = Array.isArray(ids) ? ids.map(String) : typeof ids === 'string' ? [ids] : [];
    const documents = graph.documents ?? [];
    if (documents.length > 0) {
      notes.push(`Offline, Switchboard searched the graph's documents instead: ${documents.map((d) => d.name).join(', ')}.`);
      notes.push('Upload them to a vector store (OpenAI dashboard: Storage) and list its id here.');
    }
    if (vectorStoreIds.length === 0) notes.push('TODO: no vector store id yet; the Responses API needs at least one.');
  }
  if (tool.hosted === 'code_interpreter' && target === 'agents-py' && options.includeOutputs !== undefined) {
    delete options.includeOutputs;
    notes.push('includeOutputs is not exported: the Python SDK asks for no code interpreter outputs (models/openai_responses.py returns no include for it).');
  }
  return { options, vectorStoreIds, notes };
}
