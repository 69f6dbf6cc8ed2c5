/**
 * The page may connect only to itself and the model origins /startup.js allowed when the page
 * loaded (docs/SECURITY.md: connect-src is fixed for the life of a page; a policy can never be
 * widened). A base URL changed since then needs a reload before requests can reach it.
 */
import { OPENAI_BASE_URL } from '../../models/openaiBaseUrl.ts';
import type { ModelSettings } from './modelSettings.ts';

/** The origin the chosen provider will call, or null (simulator, or a URL that does not parse). */
export function modelOrigin(settings: Pick<ModelSettings, 'provider' | 'baseURL'>): string | null {
  if (settings.provider === 'simulator') return null;
  try {
    const url = new URL(settings.provider === 'openai' ? OPENAI_BASE_URL : settings.baseURL.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins the page's policy allows for the model; null when no policy was set (tests, dev tools). */
export function allowedModelOrigins(): string[] | null {
  if (typeof document === 'undefined') return null;
  const list = document.documentElement.dataset.modelOrigins;
  return list === undefined ? null : list.split(' ').filter(Boolean);
}

/** The origin that needs a page reload before the model can be reached, if any. */
export function originNeedingReload(settings: Pick<ModelSettings, 'provider' | 'baseURL'>, allowed = allowedModelOrigins()): string | null {
  const origin = modelOrigin(settings);
  if (!origin || allowed === null || allowed.includes(origin)) return null;
  return origin;
}
