/**
 * The example graphs shipped with the app. The files in public/examples/ are the source (also
 * served as plain files); importing them here bundles them so examples open offline.
 */
import acmeCustomerService from '../../public/examples/acme-customer-service.json';
import ag2PlanningControl from '../../public/examples/ag2-planning-control.json';
import billingSupportSdk from '../../public/examples/billing-support-sdk.json';
import { importGraph } from './importGraph.ts';
import type { Graph, Runtime } from './schema.ts';

export interface GraphExample {
  id: string;
  title: string;
  description: string;
  runtime: Runtime;
  /** file name under public/examples/ */
  file: string;
  /** the file's JSON, as shipped */
  document: unknown;
}

export const EXAMPLES: readonly GraphExample[] = [
  {
    id: 'acme-customer-service',
    title: 'ACME customer service',
    description: 'The Swarm cookbook routine: triage hands off to sales or to issues and repairs, with look-up, refund and order tools and transfers back to triage.',
    runtime: 'swarm',
    file: 'acme-customer-service.json',
    document: acmeCustomerService,
  },
  {
    id: 'billing-support-sdk',
    title: 'Billing and support',
    description: 'Agents SDK style: a handoff with an input schema and on-handoff code, input filters, a premium-only refunds handoff and a card-number guardrail.',
    runtime: 'agents-sdk-js',
    file: 'billing-support-sdk.json',
    document: billingSupportSdk,
  },
  {
    id: 'ag2-planning-control',
    title: 'AG2 planning and control',
    description: 'An after-work planning chain, LLM conditions on the controller, a function-driven record_status and a terminator.',
    runtime: 'ag2',
    file: 'ag2-planning-control.json',
    document: ag2PlanningControl,
  },
];

/** The example as a graph. The shipped files are tested to import cleanly, so failure is a bug. */
export function exampleGraph(example: GraphExample): Graph {
  const result = importGraph(example.document);
  if (!result.ok) throw new Error(`Example ${example.id} does not import: ${result.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`);
  return result.graph;
}
