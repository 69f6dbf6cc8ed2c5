/**
 * The "test connection" button of Model settings: can we reach the server with this key?
 * Lists the models (cheap, no tokens spent); a server without /models is tried with a 1-token
 * chat request when a model name is known.
 */
import { createOpenAIClient, resolvedBaseURL, type OpenAIConnection } from './openaiClient.ts';
import { toProviderError } from './providerError.ts';
import { ModelProviderError } from './model.ts';

export interface ConnectionCheck {
  ok: boolean;
  message: string;
}

export async function testConnection(connection: OpenAIConnection & { model?: string; signal?: AbortSignal }): Promise<ConnectionCheck> {
  const url = resolvedBaseURL(connection);
  try {
    const client = createOpenAIClient(connection);
    try {
      const ids: string[] = [];
      for await (const model of client.models.list({ signal: connection.signal })) {
        ids.push(model.id);
        if (ids.length >= 200) break;
      }
      const sample = ids.slice(0, 5).join(', ');
      const modelNote = connection.model && ids.length > 0 && !ids.includes(connection.model) ? ` Note: "${connection.model}" is not among them.` : '';
      return { ok: true, message: `Connected to ${url}: ${ids.length} model${ids.length === 1 ? '' : 's'} available${sample ? ` (${sample}${ids.length > 5 ? ', …' : ''})` : ''}.${modelNote}` };
    } catch (error) {
      const mapped = toProviderError(error, connection);
      // Some compatible servers have no /models; a tiny completion still proves the connection.
      if (!(mapped instanceof ModelProviderError) || mapped.status !== 404 || !connection.model) throw mapped;
      await client.chat.completions.create({ model: connection.model, messages: [{ role: 'user', content: 'ping' }], max_tokens: 1 }, { signal: connection.signal });
      return { ok: true, message: `Connected to ${url}: "${connection.model}" answered.` };
    }
  } catch (error) {
    return { ok: false, message: toProviderError(error, connection).message };
  }
}
