/**
 * Where traces go: an OpenTelemetry collector (OTLP/HTTP), off by default. The endpoint, the
 * on/off switch and the content opt-in are remembered in localStorage (/startup.js reads the
 * endpoint to allow it in the page's connect-src). Headers are secrets, like the API key: they
 * live in sessionStorage unless "remember on this device" is ticked, and never enter the project,
 * an export, a share link, a recording or a log (docs/SECURITY.md, docs/OBSERVABILITY.md).
 */
import { create } from 'zustand';

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
const HEADERS_KEY = 'switchboard.collectorHeaders';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    return null;
  }
}

export function loadCollectorSettings(): CollectorSettings {
  let saved: Partial<CollectorSettings> = {};
  try {
    saved = JSON.parse(storage('local')?.getItem(COLLECTOR_KEY) ?? '{}') as Partial<CollectorSettings>;
  } catch {
    saved = {};
  }
  const remembered = storage('local')?.getItem(HEADERS_KEY) ?? null;
  const session = storage('session')?.getItem(HEADERS_KEY) ?? null;
  return {
    enabled: saved.enabled === true,
    endpoint: typeof saved.endpoint === 'string' ? saved.endpoint : '',
    content: saved.content === true,
    rememberHeaders: remembered !== null,
    headers: remembered ?? session ?? '',
  };
}

/** Headers go to exactly one place (or none), never next to the other settings. */
export function saveCollectorSettings(s: CollectorSettings): void {
  const local = storage('local');
  const session = storage('session');
  local?.setItem(COLLECTOR_KEY, JSON.stringify({ enabled: s.enabled, endpoint: s.endpoint, content: s.content }));
  if (s.rememberHeaders && s.headers) {
    local?.setItem(HEADERS_KEY, s.headers);
    session?.removeItem(HEADERS_KEY);
  } else {
    local?.removeItem(HEADERS_KEY);
    if (s.headers) session?.setItem(HEADERS_KEY, s.headers);
    else session?.removeItem(HEADERS_KEY);
  }
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
