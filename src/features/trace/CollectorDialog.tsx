/** Collector settings: where the app sends traces (OTLP/HTTP), off by default. */
import { Button, Dialog } from '../../ui/index.ts';
import { CheckField, ReloadToConnect, SecretKeptNote, TextSettingField } from '../../ui/SettingsFields.tsx';
import { allowedCollectorOrigin, collectorOrigin, updateCollectorSettings, useCollectorSettings } from './collectorSettings.ts';

export function CollectorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useCollectorSettings();
  const origin = collectorOrigin(s.endpoint);
  const allowed = allowedCollectorOrigin();
  const reloadFor = s.enabled && origin && allowed !== undefined && allowed !== origin ? origin : null;
  const badEndpoint = s.enabled && s.endpoint.trim() !== '' && !origin;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Collector settings"
      width={520}
      data-testid="collector-settings"
      footer={
        <Button variant="primary" onClick={onClose} data-testid="collector-done">
          Done
        </Button>
      }
    >
      <div className="sb-tr-settings">
        <p className="sb-hint">
          Send each run's trace to an OpenTelemetry collector over OTLP/HTTP, in the GenAI semantic conventions. The collector must allow this page (CORS).
        </p>
        <CheckField checked={s.enabled} onChange={(enabled) => updateCollectorSettings({ enabled })} testId="collector-enabled">
          Send traces to a collector
        </CheckField>
        <TextSettingField label="Endpoint" value={s.endpoint} placeholder="http://127.0.0.1:4318/v1/traces" onChange={(endpoint) => updateCollectorSettings({ endpoint })} testId="collector-endpoint">
          {badEndpoint && (
            <span className="sb-error-text" data-testid="collector-endpoint-error">
              Not an http(s) URL.
            </span>
          )}
          {reloadFor && <ReloadToConnect origin={reloadFor} testId="collector-reload-needed" buttonTestId="reload-for-collector" />}
        </TextSettingField>
        <label className="sb-field">
          <span className="sb-label">Headers</span>
          <textarea
            className="sb-input sb-tr-headers"
            value={s.headers}
            rows={3}
            placeholder={'Authorization: Bearer …\nx-tenant: my-team'}
            onChange={(e) => updateCollectorSettings({ headers: e.target.value })}
            data-testid="collector-headers"
            spellCheck={false}
            autoComplete="off"
          />
          <span className="sb-hint">One "Name: value" per line. Header values are secrets, like the API key.</span>
          <SecretKeptNote remembered={s.rememberHeaders} />
        </label>
        <CheckField checked={s.rememberHeaders} onChange={(rememberHeaders) => updateCollectorSettings({ rememberHeaders })} testId="collector-remember-headers">
          Remember headers on this device
        </CheckField>
        <CheckField checked={s.content} onChange={(content) => updateCollectorSettings({ content })} testId="collector-content">
          Include message content (instructions, messages, tool arguments and results)
        </CheckField>
      </div>
    </Dialog>
  );
}
