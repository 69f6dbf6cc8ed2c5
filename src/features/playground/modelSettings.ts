/**
 * Model settings for playground runs. Everything but the API key is remembered in localStorage.
 * The key lives in sessionStorage (gone when the tab closes) unless the user ticks "Remember on
 * this device"; it is never part of the project, a graph export, a recording or a trace.
 */
import { create } from 'zustand';
import { loadSecretSetting, saveSecretSetting } from '../../ui/secretSetting.ts';

export type ProviderChoice = 'simulator' | 'openai' | 'compatible';
export type ApiStyle = 'chat' | 'responses';

export interface ModelSettings {
  provider: ProviderChoice;
  apiStyle: ApiStyle;
  /** empty: each agent's model from the graph */
  model: string;
  /** null: the graph's setting */
  temperature: number | null;
  baseURL: string;
  apiKey: string;
  remember: boolean;
  /** seconds a streamed reply may send nothing after its first chunk before the run ends (0: no limit) */
  idleTimeoutS: number;
}

export const DEFAULT_SETTINGS: ModelSettings = {
  provider: 'simulator',
  apiStyle: 'chat',
  model: '',
  temperature: null,
  baseURL: 'http://localhost:11434/v1',
  apiKey: '',
  remember: false,
  idleTimeoutS: 60,
};

/** the key is stored apart from the other settings (src/ui/secretSetting.ts) */
const KEYS = { settings: 'switchboard.modelSettings', secret: 'switchboard.apiKey' };

export function loadSettings(): ModelSettings {
  const { saved, secret, remembered } = loadSecretSetting(KEYS);
  const { apiKey: _ignored, ...rest } = saved as Partial<ModelSettings>;
  return { ...DEFAULT_SETTINGS, ...rest, remember: remembered, apiKey: secret };
}

export function saveSettings(settings: ModelSettings): void {
  const { apiKey, ...rest } = settings;
  saveSecretSetting(KEYS, rest, apiKey, settings.remember);
}

export const useModelSettings = create<ModelSettings>()(() => loadSettings());

export function updateSettings(patch: Partial<ModelSettings>): void {
  useModelSettings.setState(patch);
  saveSettings(useModelSettings.getState());
}

/** What the chat header says about where replies come from. */
export function providerLabel(s: Pick<ModelSettings, 'provider' | 'apiStyle' | 'model' | 'baseURL'>): string {
  if (s.provider === 'simulator') return 'Simulator';
  const style = s.apiStyle === 'responses' ? 'Responses' : 'Chat';
  if (s.provider === 'openai') return `OpenAI ${style}${s.model ? ` · ${s.model}` : ''}`;
  let host = s.baseURL;
  try {
    host = new URL(s.baseURL).host;
  } catch {
    // keep the raw text
  }
  return `${host}${s.model ? ` · ${s.model}` : ''}`;
}

/** Replaces every occurrence of `secret` in a JSON text (defence in depth before anything is saved or exported). */
export function redactSecret(text: string, secret: string): string {
  if (!secret || secret.length < 6) return text;
  return text.split(secret).join('[redacted]');
}
