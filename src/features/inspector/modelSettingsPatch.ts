/** Sets or clears one model setting without leaving `undefined` keys in the document. */
import type { ModelSettings } from '../../graph/schema.ts';

export function withModelSetting<K extends keyof ModelSettings>(
  settings: ModelSettings,
  key: K,
  value: ModelSettings[K] | null | undefined,
): ModelSettings {
  const next = { ...settings };
  if (value === null || value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}
