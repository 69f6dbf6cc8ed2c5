/**
 * Each shipped example's document in a chunk of its own, fetched when that example is opened: a
 * first visit shows one example (ACME) and should not download the others, the large AG2
 * organisation above all (first paint budget, issue 11). src/graph/examples.ts bundles them all
 * for tests and the CLI; examples.test.ts checks that both give the same documents.
 */
import type { Graph } from './schema.ts';

const LOADERS: Record<string, () => Promise<{ default: unknown }>> = {
  'acme-customer-service': () => import('../../public/examples/acme-customer-service.json'),
  'billing-support-sdk': () => import('../../public/examples/billing-support-sdk.json'),
  'ag2-planning-control': () => import('../../public/examples/ag2-planning-control.json'),
  'ag2-research-organisation': () => import('../../public/examples/ag2-research-organisation.json'),
};

/** The example's JSON as shipped, or null when there is no such example. */
export async function loadExampleDocument(id: string): Promise<unknown> {
  const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
  return load ? (await load()).default : null;
}

/**
 * The example as a graph, without the importer: every example is shipped in canonical form (what
 * importGraph gives back unchanged: examples.test.ts), so opening one needs neither zod nor the
 * graph schema, which stay off first paint (docs/PERFORMANCE.md). A copy: the module's own
 * object is never handed out.
 */
export async function loadExampleGraph(id: string): Promise<Graph | null> {
  const document = await loadExampleDocument(id);
  return document === null ? null : (structuredClone(document) as Graph);
}
