/**
 * The block joining shared by the batched layers far out (batchedEdges.ts, batchedAgents.ts):
 * each style's shape strings are cut into blocks of BLOCK and each block joined into one path
 * string. A block whose shapes are the very same strings as last time keeps its old object, so
 * React leaves its element alone and a drag frame rewrites only the blocks that hold a change.
 */

/** Shapes per path: small enough that a change rewrites little, large enough for few elements. */
export const BLOCK = 256;

/** The cache of one layer: each block's shapes and the path object made from them, by key. */
export type BlockCache<P> = Map<string, { parts: string[]; path: P }>;

/**
 * The paths for `groups` (style key -> its shapes, in order), as `make(key, group, parts)` builds
 * them, reusing the cached path of every block whose shapes did not change; blocks that no
 * longer exist are dropped from the cache.
 */
export function joinBlocks<G extends { parts: string[] }, P>(groups: ReadonlyMap<string, G>, cache: BlockCache<P>, make: (key: string, group: G, parts: string[]) => P): P[] {
  const out: P[] = [];
  const keys = new Set<string>();
  for (const [style, group] of groups) {
    for (let from = 0; from < group.parts.length; from += BLOCK) {
      const parts = group.parts.slice(from, from + BLOCK);
      const key = `${style}#${from / BLOCK}`;
      keys.add(key);
      const old = cache.get(key);
      if (old && old.parts.length === parts.length && old.parts.every((p, i) => p === parts[i])) {
        out.push(old.path);
        continue;
      }
      const path = make(key, group, parts);
      cache.set(key, { parts, path });
      out.push(path);
    }
  }
  for (const key of cache.keys()) if (!keys.has(key)) cache.delete(key);
  return out;
}
