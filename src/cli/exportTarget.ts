/**
 * `switchboard export`: the graph format's JSON Schema, or code for another runtime from
 * src/export. Generators are looked up at run time (src/export/index.ts `exportGraphAs(graph,
 * target)`, else one module per target), so the CLI works while some targets are still missing
 * and says so plainly.
 */
import type { Graph } from '../graph/schema.ts';
import { graphJsonSchemaText } from '../graph/jsonSchema.ts';
import type { ExportTarget } from './args.ts';

type Generator = (graph: Graph) => string;

/** Per-target module and function, relative to this file. */
const TARGET_MODULES: Record<Exclude<ExportTarget, 'json-schema'>, { module: string; fn: string }> = {
  'agents-ts': { module: '../export/agentsTs.ts', fn: 'exportAgentsTs' },
  'agents-py': { module: '../export/agentsPy.ts', fn: 'exportAgentsPy' },
  swarm: { module: '../export/swarm.ts', fn: 'exportSwarm' },
  ag2: { module: '../export/ag2.ts', fn: 'exportAg2' },
  mermaid: { module: '../export/mermaid.ts', fn: 'exportMermaid' },
};

export class ExportUnavailableError extends Error {
  constructor(target: string) {
    super(`Export to "${target}" is not available in this version of Switchboard yet. Available now: json-schema.`);
    this.name = 'ExportUnavailableError';
  }
}

export async function exportAs(graph: Graph, target: ExportTarget): Promise<string> {
  if (target === 'json-schema') return graphJsonSchemaText();
  const generator = (await fromIndex(target)) ?? (await fromModule(TARGET_MODULES[target]));
  if (!generator) throw new ExportUnavailableError(target);
  return generator(graph);
}

async function fromIndex(target: ExportTarget): Promise<Generator | null> {
  const mod = await tryImport('../export/index.ts');
  const fn = mod?.exportGraphAs;
  if (typeof fn !== 'function') return null;
  return (graph) => (fn as (g: Graph, t: ExportTarget) => string)(graph, target);
}

async function fromModule(spec: { module: string; fn: string }): Promise<Generator | null> {
  const mod = await tryImport(spec.module);
  const fn = mod?.[spec.fn];
  return typeof fn === 'function' ? (fn as Generator) : null;
}

async function tryImport(relative: string): Promise<Record<string, unknown> | null> {
  const url = new URL(relative, import.meta.url).href;
  try {
    return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
  } catch (error) {
    // This very module missing: the target is not built yet. Anything else is a real failure.
    const code = (error as { code?: string }).code;
    const file = relative.split('/').pop() ?? relative;
    if ((code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module/.test(String(error))) && String(error).includes(file)) return null;
    throw error;
  }
}
