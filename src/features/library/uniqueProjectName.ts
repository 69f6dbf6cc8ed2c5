/**
 * A name no other project has: "Name", then "Name (2)", "Name (3)"… The same file or share link
 * opened twice would otherwise leave two projects nobody can tell apart in the list.
 */
export function uniqueProjectName(name: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(name)) return name;
  // "Name (2)" opened again counts on from "Name", not "Name (2) (2)"
  const base = name.replace(/ \(\d+\)$/, '');
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (!names.has(candidate)) return candidate;
  }
}
