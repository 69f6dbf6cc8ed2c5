/**
 * How Switchboard reaches an OpenAI-compatible server: the connection settings every OpenAI
 * provider takes, and the one place an `OpenAI` client is made from them. The key is passed in
 * by the caller (the UI's session store, or OPENAI_API_KEY in the CLI) and lives only inside the
 * client: never in errors, logs, traces or providerData.
 */
import OpenAI from 'openai';
import { ModelProviderError } from './model.ts';

import { OPENAI_BASE_URL } from './openaiBaseUrl.ts';

export { OPENAI_BASE_URL };

export interface OpenAIConnection {
  /** may be empty for local servers that need no key (Ollama, LM Studio, vLLM without --api-key) */
  apiKey: string;
  /** absolute URL of an OpenAI-compatible API, usually ending in /v1; default api.openai.com */
  baseURL?: string;
  /** custom fetch (tests, a same-origin proxy) */
  fetch?: typeof globalThis.fetch;
  /** retries for 429 / 5xx / connection errors; default 1 (errors should reach the user quickly) */
  maxRetries?: number;
  /** request timeout in ms; default 120 000 */
  timeoutMs?: number;
  /** a streamed reply that sends nothing for this long after its first chunk is ended; default 60 000; 0: no limit */
  idleTimeoutMs?: number;
  /** what to do about a rejected key, in the words of the surface (UI or CLI) */
  keyAdvice?: string;
}

export const DEFAULT_KEY_ADVICE = 'Check the key in Model settings.';

/** Sent when no key is given to a server that needs none: the openai client insists on some key. */
const NO_KEY = 'no-key';

export function resolvedBaseURL(connection: OpenAIConnection): string {
  const url = connection.baseURL?.trim() || OPENAI_BASE_URL;
  return url.replace(/\/+$/, '');
}

export function createOpenAIClient(connection: OpenAIConnection): OpenAI {
  const baseURL = resolvedBaseURL(connection);
  if (!/^https?:\/\//i.test(baseURL)) {
    throw new ModelProviderError(`The base URL "${baseURL}" must be an absolute http(s) URL, such as http://localhost:11434/v1.`, 'bad_request');
  }
  if (!connection.apiKey && baseURL === OPENAI_BASE_URL) {
    throw new ModelProviderError(`No API key was given for OpenAI. ${connection.keyAdvice ?? DEFAULT_KEY_ADVICE}`, 'auth');
  }
  return new OpenAI({
    apiKey: connection.apiKey || NO_KEY,
    baseURL,
    // The key belongs to the user of this page and is sent only to the server they chose.
    dangerouslyAllowBrowser: true,
    maxRetries: connection.maxRetries ?? 1,
    timeout: connection.timeoutMs ?? 120_000,
    // Never log requests: debug logs would show headers and bodies.
    logLevel: 'off',
    ...(connection.fetch ? { fetch: connection.fetch } : {}),
  });
}
