/** Builds the Model a playground run uses from the model settings. */
import type { Graph } from '../../graph/schema.ts';
import type { Model, ModelProvider, ModelRequest } from '../../models/model.ts';
import { createOpenAIChatModel } from '../../models/openaiChat.ts';
import { createOpenAIResponsesModel } from '../../models/openaiResponses.ts';
import { createSimulatorModel } from '../../models/simulator/index.ts';
import type { OpenAIConnection } from '../../models/openaiClient.ts';
import type { ModelSettings } from './modelSettings.ts';

/** Slow enough that streaming is visible and Stop can land mid-reply. */
export const SIMULATOR_CHUNK_DELAY_MS = 25;

export function connectionOf(settings: ModelSettings): OpenAIConnection {
  const connection: OpenAIConnection = { apiKey: settings.apiKey.trim(), keyAdvice: 'Check the API key in Model settings.' };
  if (settings.provider === 'compatible') connection.baseURL = settings.baseURL.trim();
  const idle = Number(settings.idleTimeoutS);
  if (Number.isFinite(idle) && idle >= 0) connection.idleTimeoutMs = Math.round(idle * 1000);
  return connection;
}

/** The settings' model name and temperature win over the graph's when given. */
export function withOverrides(model: Model, settings: ModelSettings): Model {
  const adjust = (request: ModelRequest): ModelRequest => {
    const next = { ...request, modelSettings: { ...request.modelSettings } };
    if (settings.model.trim()) next.model = settings.model.trim();
    if (settings.temperature !== null) next.modelSettings.temperature = settings.temperature;
    return next;
  };
  return {
    provider: model.provider,
    getResponse: (request) => model.getResponse(adjust(request)),
    getStreamedResponse: (request) => model.getStreamedResponse(adjust(request)),
  };
}

/** `graph` lets the simulator read the agents behind handoffs (other providers ignore it). */
export function createRunModel(settings: ModelSettings, chunkDelayMs = SIMULATOR_CHUNK_DELAY_MS, graph?: Graph): Model | ModelProvider {
  if (settings.provider === 'simulator') return createSimulatorModel({ chunkDelayMs, ...(graph ? { graph } : {}) });
  const connection = connectionOf(settings);
  const model = settings.apiStyle === 'responses' ? createOpenAIResponsesModel(connection) : createOpenAIChatModel(connection);
  return withOverrides(model, settings);
}
