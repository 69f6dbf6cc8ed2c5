/**
 * Where traces go: an OpenTelemetry collector (OTLP/HTTP), off by default. The endpoint, the
 * on/off switch and the content opt-in are remembered in localStorage (/startup.js reads the
 * endpoint to allow it in the page's connect-src). Headers are secrets, like the API key: they
 * live in sessionStorage unless "remember on this device" is ticked, and never enter the project,
 * an export, a share link, a recording or a log (docs/SECURITY.md, docs/OBSERVABILITY.md).
 */
import { create } from 'zustand';
import { loadSecretSetting, saveSecretSetting } from '../../ui/secretSetting.ts';

export interface CollectorSettings {
  enabled: boolean;
  /** the full traces URL, e.g. http://127.0.0.1:4318/v1/traces */
  endpoint: string;
  /** "Name: value" lines */
  headers: string;
  rememberHeaders: boolean;
  /** send message content, instructions, tool arguments and results (opt-in) */
  content: boolean;
}

export const DEFAULT_COLLECTOR: CollectorSettings = { enabled: false, endpoint: '', headers: '', rememberHeaders: false, content: false };

export const COLLECTOR_KEY = 'switchboard.collector';
/** the headers are stored apart from the other settings (src/ui/secretSetting.ts) */
const KEYS = { settings: COLLECTOR_KEY, secret: 'switchboard.collectorHeaders' };

export function loadCollectorSettings(): CollectorSettings {
  const { saved, secret, remembered } = loadSecretSetting(KEYS);
  return {
    enabled: saved.enabled === true,
    endpoint: typeof saved.endpoint === 'string' ? saved.endpoint : '',
    content: saved.content === true,
    rememberHeaders: remembered,
    headers: secret,
  };
}

export function saveCollectorSettings(s: CollectorSettings): void {
  saveSecretSetting(KEYS, { enabled: s.enabled, endpoint: s.endpoint, content: s.content }, s.headers, s.rememberHeaders);
}

export const useCollectorSettings = create<CollectorSettings>()(() => loadCollectorSettings());

export function updateCollectorSettings(patch: Partial<CollectorSettings>): void {
  useCollectorSettings.setState(patch);
  saveCollectorSettings(useCollectorSettings.getState());
}

/** The header values, to cut out of anything that leaves the app (defence in depth). */
export function headerSecrets(headers: string): string[] {
  return headers
    .split('\n')
    .map((line) => {
      const at = line.search(/[:=]/);
      return at > 0 ? line.slice(at + 1).trim() : line.trim();
    })
    .filter((value) => value.length >= 4);
}

export function withoutSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join('[redacted]');
  return out;
}

/** The collector's origin, or null when the endpoint does not parse as http(s). */
export function collectorOrigin(endpoint: string): string | null {
  try {
    const url = new URL(endpoint.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The collector origin /startup.js allowed when the page loaded; null when no policy was set. */
export function allowedCollectorOrigin(): string | null | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.documentElement.dataset.collectorOrigin;
  return value === undefined ? undefined : value || null;
}
