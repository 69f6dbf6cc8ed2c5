/**
 * The parts every settings dialog with a secret shares (Model settings' API key, Collector
 * settings' headers), so they read and behave the same: a text field, a checkbox row, the note
 * that says where the secret is kept (src/ui/secretSetting.ts), and the offer to reload when the
 * page's connect-src does not allow the address yet (docs/SECURITY.md).
 */
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

/** A one-line text setting (a URL, a model name): labelled, no spell check; notes go below. */
export function TextSettingField({ label, value, placeholder, onChange, testId, children }: { label: string; value: string; placeholder: string; onChange: (value: string) => void; testId: string; children?: ReactNode }) {
  return (
    <label className="sb-field">
      <span className="sb-label">{label}</span>
      <input className="sb-input" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} data-testid={testId} spellCheck={false} />
      {children}
    </label>
  );
}

export function CheckField({ checked, onChange, testId, children }: { checked: boolean; onChange: (checked: boolean) => void; testId: string; children: ReactNode }) {
  return (
    <label className="sb-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      {children}
    </label>
  );
}

/** Where the secret is, in the words of its "remember" checkbox. */
export function SecretKeptNote({ remembered }: { remembered: boolean }) {
  return (
    <span className="sb-hint" data-testid="secret-kept-note">
      {remembered ? 'Remembered on this device' : 'Kept for this browser tab only'}. Never in the project, exports, share links, recordings, traces or logs.
    </span>
  );
}

/** The page may connect only to the origins it was opened with: a new one needs a reload. */
export function ReloadToConnect({ origin, testId, buttonTestId }: { origin: string; testId: string; buttonTestId: string }) {
  return (
    <span className="sb-hint" data-testid={testId}>
      This page may only connect to the addresses it was opened with. Reload it to connect to <code>{origin}</code>.{' '}
      <Button size="sm" onClick={() => location.reload()} data-testid={buttonTestId}>
        Reload now
      </Button>
    </span>
  );
}
