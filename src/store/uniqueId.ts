/** Fresh ids and display names that do not collide with what a document already holds. */

/** Turns a display name into an id-safe slug ("Sales Agent" -> "sales_agent"). */
export function slugify(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug || 'item';
}

/** `base`, else `base_2`, `base_3`, … whichever is not taken. */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  const stem = slugify(base);
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) {
    const candidate = `${stem}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** `Base`, else `Base 2`, `Base 3`, …: runtimes derive tool names from agent names, so keep them distinct. */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  const stem = base.replace(/ \d+$/, '').trim() || 'Agent';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${stem} ${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
