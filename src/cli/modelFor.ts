/**
 * The Model a CLI run uses, from --provider / --base-url and OPENAI_API_KEY. The key goes to the
 * provider and nowhere else: not into the graph, the output, the trace or an error message.
 */
import type { Model } from '../models/model.ts';
import { createModel } from '../models/createModel.ts';
import type { ModelChoice } from './args.ts';

export const KEY_ADVICE = 'Check OPENAI_API_KEY.';

export function modelFor(choice: Pick<ModelChoice, 'provider' | 'baseURL'> & { idleTimeoutMs?: number | null }, env: Record<string, string | undefined>): Model {
  return createModel({
    provider: choice.provider,
    apiKey: env.OPENAI_API_KEY ?? '',
    baseURL: choice.baseURL ?? undefined,
    keyAdvice: KEY_ADVICE,
    ...(choice.idleTimeoutMs != null ? { idleTimeoutMs: choice.idleTimeoutMs } : {}),
  });
}
