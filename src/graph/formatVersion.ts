/**
 * The document's format name and version, in a module of their own: first-paint code needs them
 * without loading zod and the graph schema (docs/PERFORMANCE.md, "First paint").
 */
export const GRAPH_FORMAT = 'switchboard.graph';
export const GRAPH_VERSION = 1;
