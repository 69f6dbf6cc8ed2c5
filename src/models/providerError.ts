/**
 * Turns whatever the `openai` client threw into a ModelProviderError whose message tells the user
 * what to do. These messages are shown as they are in the chat and printed by the CLI.
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { ModelProviderError } from './model.ts';
import { abortError } from './abortError.ts';
import { DEFAULT_KEY_ADVICE, resolvedBaseURL, type OpenAIConnection } from './openaiClient.ts';

/** What browsers' fetch says when a request never got an answer (network down, or CORS refused). */
const BROWSER_FETCH_FAILURES = [/^Failed to fetch/i, /^NetworkError when attempting to fetch/i, /^Load failed$/i];

export function toProviderError(error: unknown, connection: OpenAIConnection): Error {
  if (error instanceof ModelProviderError) return redact(error, connection.apiKey);
  if (error instanceof APIUserAbortError || (error instanceof Error && error.name === 'AbortError')) return abortError();
  const url = resolvedBaseURL(connection);
  if (error instanceof APIConnectionTimeoutError) {
    return new ModelProviderError(`The model server at ${url} did not answer in time. Check that it is running and not overloaded, then try again.`, 'network');
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause;
    if (cause instanceof TypeError && BROWSER_FETCH_FAILURES.some((re) => re.test(cause.message))) {
      // The browser hides which one it was: an unreachable server or a refused CORS preflight.
      return new ModelProviderError(
        `The browser could not reach ${url}. Either the server is not running, or it does not allow requests from this page (CORS). ` +
          'Make the server allow this origin (for Ollama: set OLLAMA_ORIGINS), or reach it through a local proxy on this origin.',
        'cors',
      );
    }
    const code = connectionCode(cause);
    return new ModelProviderError(
      `Could not reach the model server at ${url}${code ? ` (${code})` : ''}. Check the base URL and that the server is running and reachable.`,
      'network',
    );
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    return redact(fromStatus(error.status, serverMessage(error), connection, retryAfterMs(error.headers)), connection.apiKey);
  }
  const message = error instanceof Error ? error.message : String(error);
  return redact(new ModelProviderError(`The model request failed: ${message}`, 'other'), connection.apiKey);
}

function fromStatus(status: number, message: string, connection: OpenAIConnection, retryAfter: number | null = null): ModelProviderError {
  // "…your request." + ". Try again later." would double the full stop.
  const said = message ? `: ${message.replace(/[.!。]+$/, '')}` : '';
  if (status === 401) return new ModelProviderError(`The API key was rejected (401). ${connection.keyAdvice ?? DEFAULT_KEY_ADVICE}`, 'auth', status);
  if (status === 403) return new ModelProviderError(`Access was denied (403)${said}. Check that the key may use this model and project.`, 'auth', status);
  if (status === 404) return new ModelProviderError(`Not found (404)${said}. Check the model name and the base URL (it usually ends in /v1).`, 'bad_request', status);
  if (status === 429) return new ModelProviderError(`Too many requests or quota used up (429)${said}. Wait a moment and try again, or check the account's limits and billing.`, 'rate_limit', status, retryAfter);
  if (status >= 500) return new ModelProviderError(`The model server failed (${status})${said}. Try again later.`, 'server', status, retryAfter);
  if (status >= 400) return new ModelProviderError(`The model server refused the request (${status})${said}.`, 'bad_request', status);
  return new ModelProviderError(`Unexpected answer from the model server (${status})${said}.`, 'other', status);
}

/**
 * The wait a server asked for: OpenAI's `retry-after-ms`, else `retry-after` in seconds or as an
 * HTTP date (RFC 9110 §10.2.3). Null when it said nothing usable.
 */
export function retryAfterMs(headers: Headers | Record<string, string | null | undefined> | undefined, now: number = Date.now()): number | null {
  if (!headers) return null;
  const get = (name: string): string | null => {
    if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
    const record = headers as Record<string, string | null | undefined>;
    const key = Object.keys(record).find((k) => k.toLowerCase() === name);
    return key === undefined ? null : (record[key] ?? null);
  };
  const ms = Number(get('retry-after-ms'));
  if (get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return Math.round(ms);
  const text = get('retry-after')?.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The server's own words: `error.message` of an OpenAI-style body, else the text it sent. */
function serverMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | string | undefined;
  if (body && typeof body === 'object' && typeof body.message === 'string') return body.message.trim();
  if (typeof body === 'string') return body.trim();
  // APIError.message is "<status> <text>"; drop the status we already say.
  return error.message.replace(/^\d{3}\s*/, '').replace(/^status code \(no body\)$/, '').trim();
}

/** ECONNREFUSED, ENOTFOUND, … or, without a code, the innermost short reason ("bad port"). */
function connectionCode(cause: unknown): string | null {
  let current: unknown = cause;
  let reason: string | null = null;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && message.length < 60 && !/^fetch failed$|^Connection error\.?$/i.test(message)) reason = message;
    current = (current as { cause?: unknown }).cause;
  }
  return reason;
}

/** A server may echo the key in its error text; it must never reach the UI, a trace or a log. */
function redact(error: ModelProviderError, apiKey: string): ModelProviderError {
  if (!apiKey || apiKey.length < 4 || !error.message.includes(apiKey)) return error;
  const clean = new ModelProviderError(error.message.split(apiKey).join('[redacted key]'), error.kind, error.status, error.retryAfterMs);
  return clean;
}
