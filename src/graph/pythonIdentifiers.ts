/**
 * How the Python exports name things, shared with the engine's Python profiles: a tool parameter
 * that is not a Python name is renamed in the exported signature, and upstream shows the model the
 * signature's name (docs/SEMANTICS.md §1.4a), so the engine must rename it the same way.
 */

const PY_KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

/** Words of a display name: "Triage Agent" / "triage-agent" / "triageAgent" → ["triage", "agent"]. */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

export function camelCase(name: string): string {
  const [first = '', ...rest] = words(name);
  const id = first + rest.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[0-9]/.test(id) || id === '' ? `_${id}` : id;
}

export function pascalCase(name: string): string {
  const id = words(name).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[0-9]/.test(id) || id === '' ? `_${id}` : id;
}

export function snakeCase(name: string): string {
  const id = words(name).join('_');
  return /^[0-9]/.test(id) || id === '' ? `_${id}` : id;
}

/** A JSON property name as a Python parameter/field name (`from` → `from_`, `a-b` → `a_b_`). */
export function pythonName(name: string): string {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return PY_KEYWORDS.has(name) ? `${name}_` : name;
  return `${snakeCase(name)}_`;
}

/** The Python parameter name of each JSON property of a tool's parameters (only those that differ). */
function renamedProperties(parameters: Record<string, unknown>): Map<string, string> {
  const properties = parameters.properties && typeof parameters.properties === 'object' ? Object.keys(parameters.properties) : [];
  return new Map(properties.filter((name) => pythonName(name) !== name).map((name) => [pythonName(name), name]));
}

/**
 * Arguments keyed by the exported signature's names (what upstream shows the model) back under
 * the graph's JSON names, for the tool's code; other keys are kept as they came.
 */
export function argumentsByJsonName<T>(parameters: Record<string, unknown>, args: Record<string, T>): Record<string, T> {
  const renamed = renamedProperties(parameters);
  if (renamed.size === 0) return args;
  return Object.fromEntries(Object.entries(args).map(([key, value]) => [renamed.get(key) ?? key, value]));
}
