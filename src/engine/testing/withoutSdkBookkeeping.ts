/**
 * A value without what the SDK keeps for itself and the model never reads (item `id`s,
 * `providerData`, keys set to undefined): both equivalence suites compare runs through this.
 */
export function withoutSdkBookkeeping(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSdkBookkeeping);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || k === 'id' || k === 'providerData') continue;
      out[k] = withoutSdkBookkeeping(v);
    }
    return out;
  }
  return value;
}
