/** Where replies come from: the offline simulator, OpenAI, or any OpenAI-compatible server. */
import { useState } from 'react';
import { Button, Dialog } from '../../ui/index.ts';
import { CheckField, ReloadToConnect, SecretKeptNote, TextSettingField } from '../../ui/SettingsFields.tsx';
import { AllowedMcpOrigins } from '../mcp/AllowedMcpOrigins.tsx';
import { originNeedingReload } from './connectPolicy.ts';
import { DEFAULT_SETTINGS, updateSettings, useModelSettings, type ApiStyle, type ProviderChoice } from './modelSettings.ts';

const PROVIDERS: Array<{ value: ProviderChoice; label: string; hint: string }> = [
  { value: 'simulator', label: 'Offline simulator', hint: 'No network, no key. Routes by matching your words against handoff and tool descriptions, and says it is a simulator.' },
  { value: 'openai', label: 'OpenAI', hint: 'api.openai.com with your API key. Requests go straight from this page to OpenAI.' },
  { value: 'compatible', label: 'OpenAI-compatible URL', hint: 'Ollama, LM Studio, vLLM or any server that speaks the OpenAI API. It must allow this page (CORS).' },
];

export function ModelSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const s = useModelSettings();
  const [check, setCheck] = useState<{ ok: boolean; message: string } | 'testing' | null>(null);
  const remote = s.provider !== 'simulator';
  const reloadFor = originNeedingReload(s);

  const test = async () => {
    setCheck('testing');
    // the OpenAI client loads when first needed, not on first paint (issue 11)
    const [{ testConnection }, { connectionOf }] = await Promise.all([import('../../models/testConnection.ts'), import('./createRunModel.ts')]);
    const conn = connectionOf(s);
    const model = s.model.trim();
    setCheck(await testConnection(model ? { ...conn, model } : conn));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Model settings"
      width={520}
      data-testid="model-settings"
      footer={
        <>
          {remote && (
            <Button onClick={() => void test()} disabled={check === 'testing'} data-testid="test-connection">
              {check === 'testing' ? 'Testing…' : 'Test connection'}
            </Button>
          )}
          <Button variant="primary" onClick={onClose} data-testid="settings-done">
            Done
          </Button>
        </>
      }
    >
      <div className="sb-pg-settings">
        <fieldset className="sb-pg-settings__providers">
          <legend className="sb-label">Provider</legend>
          {PROVIDERS.map((p) => (
            <label key={p.value} className="sb-pg-choice" data-checked={s.provider === p.value}>
              <input
                type="radio"
                name="provider"
                value={p.value}
                checked={s.provider === p.value}
                onChange={() => {
                  setCheck(null);
                  updateSettings({ provider: p.value });
                }}
                data-testid={`provider-${p.value}`}
              />
              <span>
                <span className="sb-pg-choice__label">{p.label}</span>
                <span className="sb-hint">{p.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {remote && (
          <>
            {s.provider === 'compatible' && (
              <TextSettingField label="Base URL" value={s.baseURL} placeholder="http://localhost:11434/v1" onChange={(baseURL) => updateSettings({ baseURL })} testId="base-url">
                {reloadFor && <ReloadToConnect origin={reloadFor} testId="reload-needed" buttonTestId="reload-for-model" />}
              </TextSettingField>
            )}
            <div className="sb-pg-settings__row">
              <label className="sb-field">
                <span className="sb-label">API style</span>
                <select className="sb-select" value={s.apiStyle} onChange={(e) => updateSettings({ apiStyle: e.target.value as ApiStyle })} data-testid="api-style">
                  <option value="chat">Chat Completions</option>
                  <option value="responses">Responses</option>
                </select>
              </label>
              <TextSettingField label="Model" value={s.model} placeholder="each agent's model" onChange={(model) => updateSettings({ model })} testId="model-name" />
              <label className="sb-field">
                <span className="sb-label">Temperature</span>
                <input
                  className="sb-input"
                  type="number"
                  min={0}
                  max={2}
                  step={0.1}
                  value={s.temperature ?? ''}
                  placeholder="graph"
                  onChange={(e) => updateSettings({ temperature: e.target.value === '' ? null : Math.max(0, Math.min(2, Number(e.target.value))) })}
                  data-testid="temperature"
                />
              </label>
              <label className="sb-field" title="A streamed reply that sends nothing for this long after its first words ends the run with an error (0: no limit)">
                <span className="sb-label">Idle timeout (s)</span>
                <input
                  className="sb-input"
                  type="number"
                  min={0}
                  step={5}
                  value={s.idleTimeoutS}
                  onChange={(e) => updateSettings({ idleTimeoutS: e.target.value === '' ? DEFAULT_SETTINGS.idleTimeoutS : Math.max(0, Number(e.target.value)) })}
                  data-testid="idle-timeout"
                />
              </label>
            </div>
            <label className="sb-field">
              <span className="sb-label">API key</span>
              <input
                className="sb-input"
                type="password"
                autoComplete="off"
                value={s.apiKey}
                placeholder={s.provider === 'compatible' ? 'optional for local servers' : 'sk-…'}
                onChange={(e) => {
                  setCheck(null);
                  updateSettings({ apiKey: e.target.value });
                }}
                data-testid="api-key"
                spellCheck={false}
              />
              <SecretKeptNote remembered={s.remember} />
            </label>
            <CheckField checked={s.remember} onChange={(remember) => updateSettings({ remember })} testId="remember-key">
              Remember the key on this device
            </CheckField>
            {check && check !== 'testing' && (
              <p className={check.ok ? 'sb-pg-check-ok' : 'sb-error-text'} role="status" data-testid="connection-result">
                {check.message}
              </p>
            )}
          </>
        )}
        <AllowedMcpOrigins />
      </div>
    </Dialog>
  );
}
