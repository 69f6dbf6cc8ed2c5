import type { TsImporter } from './agentsTs.ts';

/** Agent Builder exports: filled in by the Agent Builder step. */
export function readAgentBuilderWorkflow(importer: TsImporter): boolean {
  void importer;
  return false;
}
