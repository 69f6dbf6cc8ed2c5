/**
 * The Model a CLI run uses, from --provider / --base-url and OPENAI_API_KEY. The key goes to the
 * provider and nowhere else: not into the graph, the output, the trace or an error message.
 */
import type { Graph } from '../graph/schema.ts';
import type { Model } from '../models/model.ts';
import { createModel } from '../models/createModel.ts';
import type { ModelChoice } from './args.ts';

export const KEY_ADVICE = 'Check OPENAI_API_KEY.';

/** `graph` lets the offline simulator read the agents behind handoffs (other providers ignore it). */
export function modelFor(
  choice: Pick<ModelChoice, 'provider' | 'baseURL'> & { idleTimeoutMs?: number | null; maxRetries?: number },
  env: Record<string, string | undefined>,
  graph?: Graph,
): Model {
  return createModel({
    provider: choice.provider,
    apiKey: env.OPENAI_API_KEY ?? '',
    baseURL: choice.baseURL ?? undefined,
    keyAdvice: KEY_ADVICE,
    ...(graph ? { graph } : {}),
    ...(choice.idleTimeoutMs != null ? { idleTimeoutMs: choice.idleTimeoutMs } : {}),
    ...(choice.maxRetries !== undefined ? { maxRetries: choice.maxRetries } : {}),
  });
}
