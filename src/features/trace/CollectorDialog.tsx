/** Collector settings: where the app sends traces (OTLP/HTTP), off by default. */
import { Button, Dialog } from '../../ui/index.ts';
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
        <label className="sb-tr-check">
          <input type="checkbox" checked={s.enabled} onChange={(e) => updateCollectorSettings({ enabled: e.target.checked })} data-testid="collector-enabled" />
          Send traces to a collector
        </label>
        <label className="sb-field">
          <span className="sb-label">Endpoint</span>
          <input
            className="sb-input"
            value={s.endpoint}
            placeholder="http://127.0.0.1:4318/v1/traces"
            onChange={(e) => updateCollectorSettings({ endpoint: e.target.value })}
            data-testid="collector-endpoint"
            spellCheck={false}
          />
          {badEndpoint && (
            <span className="sb-error-text" data-testid="collector-endpoint-error">
              Not an http(s) URL.
            </span>
          )}
          {reloadFor && (
            <span className="sb-hint" data-testid="collector-reload-needed">
              This page may only connect to the addresses it was opened with. Reload it to send to <code>{reloadFor}</code>.{' '}
              <Button size="sm" onClick={() => location.reload()} data-testid="reload-for-collector">
                Reload now
              </Button>
            </span>
          )}
        </label>
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
          <span className="sb-hint">
            One "Name: value" per line. Secrets, like the API key: kept for this browser tab only{s.rememberHeaders ? ' — and remembered on this device' : ''}; never in the project, exports, share links, recordings or logs.
          </span>
        </label>
        <label className="sb-tr-check">
          <input type="checkbox" checked={s.rememberHeaders} onChange={(e) => updateCollectorSettings({ rememberHeaders: e.target.checked })} data-testid="collector-remember-headers" />
          Remember headers on this device
        </label>
        <label className="sb-tr-check">
          <input type="checkbox" checked={s.content} onChange={(e) => updateCollectorSettings({ content: e.target.checked })} data-testid="collector-content" />
          Include message content (instructions, messages, tool arguments and results)
        </label>
      </div>
    </Dialog>
  );
}
