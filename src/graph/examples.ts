/**
 * The example graphs shipped with the app. The files in public/examples/ are the source (also
 * served as plain files); importing them here bundles them so examples open offline.
 */
import acmeCustomerService from '../../public/examples/acme-customer-service.json';
import ag2PlanningControl from '../../public/examples/ag2-planning-control.json';
import ag2ResearchOrganisation from '../../public/examples/ag2-research-organisation.json';
import billingSupportSdk from '../../public/examples/billing-support-sdk.json';
import { importGraph } from './importGraph.ts';
import type { Graph } from './schema.ts';
import { EXAMPLE_CATALOG, type ExampleInfo } from './exampleCatalog.ts';

export interface GraphExample extends ExampleInfo {
  /** the file's JSON, as shipped */
  document: unknown;
}

/** The shipped files by example id (every catalog entry has one; examples.test.ts checks the files). */
const DOCUMENTS: Record<string, unknown> = {
  'acme-customer-service': acmeCustomerService,
  'billing-support-sdk': billingSupportSdk,
  'ag2-planning-control': ag2PlanningControl,
  'ag2-research-organisation': ag2ResearchOrganisation,
};

export const EXAMPLES: readonly GraphExample[] = EXAMPLE_CATALOG.map((info) => ({ ...info, document: DOCUMENTS[info.id] }));

/** The example as a graph. The shipped files are tested to import cleanly, so failure is a bug. */
export function exampleGraph(example: GraphExample): Graph {
  const result = importGraph(example.document);
  if (!result.ok) throw new Error(`Example ${example.id} does not import: ${result.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return result.graph;
}
