/**
 * A Model from the user's provider settings: what Model settings (playground) and `--provider`
 * (CLI) both need. The key is handed to the OpenAI providers and to nothing else.
 */
import type { Graph } from '../graph/schema.ts';
import type { Model } from './model.ts';
import { createSimulatorModel } from './simulator/index.ts';
import { createOpenAIChatModel } from './openaiChat.ts';
import { createOpenAIResponsesModel } from './openaiResponses.ts';
import type { OpenAIConnection } from './openaiClient.ts';

import type { ProviderId } from './providerIds.ts';

export { PROVIDER_IDS, type ProviderId } from './providerIds.ts';

export const PROVIDER_LABELS: Record<ProviderId, string> = {
  simulator: 'Offline simulator',
  'openai-chat': 'OpenAI Chat Completions (or compatible)',
  'openai-responses': 'OpenAI Responses',
};

export interface ModelSettingsInput extends Partial<OpenAIConnection> {
  provider: ProviderId;
  /** simulator only: pause between streamed chunks, ms (the playground uses a little) */
  simulatorChunkDelayMs?: number;
  /** simulator only: the graph being run, so it can read the agents behind handoffs */
  graph?: Graph;
}

export function createModel(settings: ModelSettingsInput): Model {
  if (settings.provider === 'simulator') return createSimulatorModel({ chunkDelayMs: settings.simulatorChunkDelayMs ?? 0, ...(settings.graph ? { graph: settings.graph } : {}) });
  const connection: OpenAIConnection = { apiKey: settings.apiKey ?? '' };
  if (settings.baseURL) connection.baseURL = settings.baseURL;
  if (settings.fetch) connection.fetch = settings.fetch;
  if (settings.maxRetries !== undefined) connection.maxRetries = settings.maxRetries;
  if (settings.timeoutMs !== undefined) connection.timeoutMs = settings.timeoutMs;
  if (settings.idleTimeoutMs !== undefined) connection.idleTimeoutMs = settings.idleTimeoutMs;
  if (settings.keyAdvice) connection.keyAdvice = settings.keyAdvice;
  return settings.provider === 'openai-chat' ? createOpenAIChatModel(connection) : createOpenAIResponsesModel(connection);
}
