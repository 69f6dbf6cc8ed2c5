/**
 * "Play the model": a Model whose every call is decided by a person. Each call first asks another
 * model (the offline simulator in the playground) for its choice, then hands the request and that
 * suggestion to `decide`, an injected async callback (the UI shows a card and resolves it), and
 * answers with what the person chose. Everything else, guardrails, approvals, handoffs, tools, is
 * the real engine's doing: to the kernel this is an ordinary Model, and the run an ordinary
 * recording.
 */
import { abortError, throwIfAborted } from './abortError.ts';
import { assistantMessage, functionCall, messageText, type OutputItem } from './items.ts';
import { emptyUsage, type Model, type ModelRequest, type ModelResponse, type ModelStreamEvent } from './model.ts';

export const HUMAN_PROVIDER = 'human';

/**
 * One action a person can take for a model turn: call a tool the model has (a function tool or a
 * transfer: Swarm and AG2 transfers are plain tools, the Agents SDK's are `request.handoffs`), or
 * reply.
 */
export type TurnChoice = { kind: 'call'; name: string; arguments: Record<string, unknown> } | { kind: 'reply'; text: string };

/** What the card shows: the request exactly as the model would get it, and the suggested choice. */
export interface PendingTurn {
  request: ModelRequest;
  suggestion: ModelResponse;
  /** the suggestion read as a choice (null when it is nothing the card can offer) */
  suggested: TurnChoice | null;
  /** 1-based count of calls this model has answered, this one included */
  call: number;
}

export type DecideTurn = (turn: PendingTurn, signal: AbortSignal | undefined) => Promise<TurnChoice>;

export interface HumanModelOptions {
  /** asked first on every call; its answer is preselected */
  suggest: Model;
  decide: DecideTurn;
  /** pause between streamed words of a reply, ms (default 0) */
  chunkDelayMs?: number;
}

/** Reads a model's response as a card choice: its first call (tool or transfer), else its reply. */
export function choiceFromResponse(response: ModelResponse): TurnChoice | null {
  const call = response.output.find((o) => o.type === 'function_call');
  if (call) return { kind: 'call', name: call.name, arguments: parseObject(call.arguments) };
  const message = response.output.find((o) => o.type === 'message');
  return message ? { kind: 'reply', text: messageText(message) } : null;
}

/** The model output for a choice. Call ids are fixed by the call count so a run replays the same. */
export function outputOfChoice(choice: TurnChoice, call: number): OutputItem[] {
  return choice.kind === 'reply'
    ? [assistantMessage(choice.text, `msg_played_${call}`)]
    : [functionCall(choice.name, choice.arguments, `call_played_${call}`)];
}

export function sameChoice(a: TurnChoice | null, b: TurnChoice): boolean {
  if (!a || a.kind !== b.kind) return false;
  if (a.kind === 'reply' && b.kind === 'reply') return a.text === b.text;
  if (a.kind === 'call' && b.kind === 'call') return a.name === b.name && JSON.stringify(a.arguments) === JSON.stringify(b.arguments);
  return false;
}

export function createHumanModel(options: HumanModelOptions): Model {
  const delay = options.chunkDelayMs ?? 0;
  let calls = 0;

  async function respond(request: ModelRequest): Promise<ModelResponse> {
    throwIfAborted(request.signal);
    const call = ++calls;
    const suggestion = await options.suggest.getResponse(request);
    const suggested = choiceFromResponse(suggestion);
    const choice = await raceAbort(options.decide({ request, suggestion, suggested, call }, request.signal), request.signal);
    const output = outputOfChoice(choice, call);
    const outputTokens = Math.ceil(JSON.stringify(output).length / 4);
    return {
      output,
      usage: { ...emptyUsage(), requests: 1, inputTokens: suggestion.usage.inputTokens, outputTokens, totalTokens: suggestion.usage.inputTokens + outputTokens },
      responseId: `played_${call}`,
      // recorded with the run: who chose, and whether it was the suggestion
      providerData: { played: true, followedSuggestion: sameChoice(suggested, choice), suggestedBy: options.suggest.provider },
    };
  }

  return {
    provider: HUMAN_PROVIDER,
    getResponse: respond,
    async *getStreamedResponse(request): AsyncIterable<ModelStreamEvent> {
      const response = await respond(request);
      yield { type: 'response_started' };
      for (const item of response.output) {
        if (item.type !== 'message') continue;
        for (const word of messageText(item).split(/(?<=\s)/)) {
          if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
          throwIfAborted(request.signal);
          yield { type: 'output_text_delta', delta: word };
        }
      }
      yield { type: 'response_done', response };
    },
  };
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Waits for `promise` unless the run is stopped first (then rejects as every model does). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
