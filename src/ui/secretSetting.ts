/**
 * Where a setting that holds a secret is kept in the browser (the model API key, a trace
 * collector's headers; docs/SECURITY.md): the plain settings as JSON in localStorage; the secret
 * under its own key in sessionStorage, gone when the tab closes, or in localStorage when the
 * person ticks "remember on this device". Always in exactly one place (or none), never beside
 * the other settings, so nothing that copies the settings can carry it along. A storage that is
 * missing (Node) or throws (blocked by the browser) reads as empty and takes no writes.
 */

export interface SecretSettingKeys {
  /** localStorage key of the plain settings (JSON) */
  settings: string;
  /** storage key of the secret */
  secret: string;
}

export interface StoredSecretSetting {
  /** the plain settings as saved; {} when none or unreadable (the caller checks each field) */
  saved: Record<string, unknown>;
  /** '' when none */
  secret: string;
  /** the secret is in localStorage (the person asked to remember it) */
  remembered: boolean;
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    return null;
  }
}

export function loadSecretSetting(keys: SecretSettingKeys): StoredSecretSetting {
  const local = storage('local');
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(local?.getItem(keys.settings) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) saved = parsed as Record<string, unknown>;
  } catch {
    // damaged settings read as none: the defaults apply
  }
  const remembered = local?.getItem(keys.secret) ?? null;
  const session = storage('session')?.getItem(keys.secret) ?? null;
  return { saved, secret: remembered ?? session ?? '', remembered: remembered !== null };
}

/** `settings` must not hold the secret: the caller passes the plain fields only. */
export function saveSecretSetting(keys: SecretSettingKeys, settings: Record<string, unknown>, secret: string, remember: boolean): void {
  const local = storage('local');
  const session = storage('session');
  local?.setItem(keys.settings, JSON.stringify(settings));
  if (remember && secret) {
    local?.setItem(keys.secret, secret);
    session?.removeItem(keys.secret);
  } else {
    local?.removeItem(keys.secret);
    if (secret) session?.setItem(keys.secret, secret);
    else session?.removeItem(keys.secret);
  }
}
