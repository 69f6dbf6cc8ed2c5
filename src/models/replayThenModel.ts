/**
 * Forking a recording: the first calls are answered with the recorded responses, exactly as they
 * were, so the real engine walks the same path again (tools, handoffs, guardrails included); from
 * the fork point on, another model answers (a person playing the model, the simulator, a
 * provider). `onSwitch` fires once, just before the first live call.
 */
import { throwIfAborted } from './abortError.ts';
import { messageText } from './items.ts';
import type { Model, ModelResponse, ModelStreamEvent } from './model.ts';

export interface ReplayThenModel extends Model {
  /** recorded responses not yet played */
  readonly remaining: number;
}

export function createReplayThenModel(recorded: readonly ModelResponse[], next: Model, onSwitch?: () => void): ReplayThenModel {
  const queue = [...recorded];
  let switched = false;
  const live = () => {
    if (!switched) {
      switched = true;
      onSwitch?.();
    }
    return next;
  };
  return {
    // the recording says which model spoke when; the live part is the next model's
    get provider() {
      return queue.length > 0 ? 'recording' : next.provider;
    },
    get remaining() {
      return queue.length;
    },
    getResponse(request) {
      const played = queue.shift();
      if (!played) return live().getResponse(request);
      throwIfAborted(request.signal);
      return Promise.resolve(structuredClone(played));
    },
    getStreamedResponse(request): AsyncIterable<ModelStreamEvent> {
      const played = queue.shift();
      if (!played) return live().getStreamedResponse(request);
      return replayStream(structuredClone(played), request.signal);
    },
  };
}

async function* replayStream(response: ModelResponse, signal: AbortSignal | undefined): AsyncIterable<ModelStreamEvent> {
  throwIfAborted(signal);
  yield { type: 'response_started' };
  for (const item of response.output) if (item.type === 'message') yield { type: 'output_text_delta', delta: messageText(item) };
  yield { type: 'response_done', response };
}
