/**
 * What the app lists about its examples (titles, descriptions, files), without their documents:
 * the menus and the empty canvas show this on first paint, the documents (src/graph/examples.ts)
 * load when one is opened (issue 11).
 */
import type { Runtime } from './schema.ts';

export interface ExampleInfo {
  id: string;
  title: string;
  description: string;
  runtime: Runtime;
  /** file name under public/examples/ */
  file: string;
}

export const EXAMPLE_CATALOG: readonly ExampleInfo[] = [
  {
    id: 'acme-customer-service',
    title: 'ACME customer service',
    description: 'The Swarm cookbook routine: triage hands off to sales or to issues and repairs, with look-up, refund and order tools and transfers back to triage.',
    runtime: 'swarm',
    file: 'acme-customer-service.json',
  },
  {
    id: 'billing-support-sdk',
    title: 'Billing and support',
    description: 'Agents SDK style: a handoff with an input schema and on-handoff code, input filters, a premium-only refunds handoff and a card-number guardrail.',
    runtime: 'agents-sdk-js',
    file: 'billing-support-sdk.json',
  },
  {
    id: 'ag2-planning-control',
    title: 'AG2 planning and control',
    description: 'An after-work planning chain, LLM conditions on the controller, a function-driven record_status and a terminator.',
    runtime: 'ag2',
    file: 'ag2-planning-control.json',
  },
  {
    id: 'ag2-research-organisation',
    title: 'AG2 research organisation',
    description: 'A large AG2 organisation in six collapsible groups (planning, control, execution, research, RAG, plot review): 29 agents routed by after-work chains, LLM conditions and function results.',
    runtime: 'ag2',
    file: 'ag2-research-organisation.json',
  },
];
