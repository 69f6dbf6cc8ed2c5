/**
 * The engine, as the CLI sees it. Loaded lazily so that `validate`, `export` and `--help` start
 * without the engine and the sandbox.
 */
import type { Graph } from '../graph/schema.ts';
import type { ProtocolItem } from '../models/items.ts';
import type { RunHandle, RunOptions } from '../engine/handle.ts';
import type { Sandbox } from '../engine/sandbox.ts';
import type { SdkConnector } from '../mcp/sdkConnector.ts';

export type RunFunction = (graph: Graph, input: ProtocolItem[], options: RunOptions) => RunHandle;

export async function loadRun(): Promise<RunFunction> {
  const engine = (await import('../engine/index.ts')) as { run?: RunFunction };
  if (typeof engine.run !== 'function') throw new Error('The engine does not export run().');
  return engine.run;
}

/** An MCP client for graphs whose agents have MCP servers (loaded only for them); close it after. */
export async function loadMcpConnector(graph: Graph): Promise<SdkConnector | undefined> {
  if (!graph.agents.some((a) => (a.mcpServers ?? []).length > 0)) return undefined;
  const { createCliMcpConnector } = await import('./mcpStdio.ts');
  return createCliMcpConnector();
}

/** TypeScript in worker threads; Python bodies in Pyodide, loaded from node_modules on the first one. */
export async function loadNodeSandbox(): Promise<Sandbox> {
  const [{ createNodeSandbox }, { withPython }] = await Promise.all([import('../sandbox/index.ts'), import('../sandbox/python/pythonSandbox.ts')]);
  return withPython(createNodeSandbox(), async () => (await import('../sandbox/python/index.ts')).createNodePythonRunner());
}
