/**
 * The offline simulator (Simulator v2): the default Model, with no key, no network and no weights.
 * It reads a request the way a model would (the person's messages, what happened since, the
 * agent's instructions, its tools and handoffs, and, when given the graph, the agents behind the
 * handoffs) and answers deterministically: the same request gives the same response, byte for
 * byte (no randomness, no clock: relative dates resolve against a fixed reference date; ids are
 * hashes of the request).
 *
 * The modules, in the order a decision uses them:
 * - conversation.ts: the human's latest message, the request it continues, results, transfers;
 * - intent/: stems, a concept lexicon for common service domains, scoring of tools and handoffs;
 * - policy.ts: the routing policy for conversations with a person (route, way out, no ping-pong,
 *   side effects only when asked, finder tools, asking for what is missing);
 * - groupChat.ts: AG2 group chats, where every agent makes progress towards the terminate;
 * - slots/: arguments from each property's schema (dates, numbers, money, ids, places, enums);
 * - lead.ts, voice.ts, narrate.ts, phrases.ts: replies in the agent's voice, results in sentences.
 *
 * It says what it is: provider 'simulator', and providerData { simulator: true, rationale }
 * explains every choice in a sentence.
 */
import { emptyUsage, type Model, type ModelRequest, type ModelResponse, type ModelStreamEvent } from '../model.ts';
import type { Graph } from '../../graph/schema.ts';
import { abortError, throwIfAborted } from '../abortError.ts';
import { decide } from './policy.ts';
import { screenFlowStep } from './screenFlow.ts';
import { hashText } from './hash.ts';
import { LanguageNotLoaded, loadLanguage } from './slots/language.ts';

export const SIMULATOR_PROVIDER = 'simulator';

export interface SimulatorOptions {
  /** the graph being run: lets the simulator read a handoff's target agent (name, description,
   * instructions) and a tool's needsApproval, which the request itself does not carry */
  graph?: Graph;
  /** pause between streamed chunks, ms (default 0); the UI uses a little so streaming shows */
  chunkDelayMs?: number;
  /** words per streamed chunk (default 2) */
  wordsPerChunk?: number;
  /** the fixed "today" that relative dates resolve against (ISO date; default Monday 1 June 2026) */
  today?: string;
}

export function createSimulatorModel(options: SimulatorOptions = {}): Model {
  const delay = options.chunkDelayMs ?? 0;
  const perChunk = Math.max(1, options.wordsPerChunk ?? 2);
  return {
    provider: SIMULATOR_PROVIDER,
    async getResponse(request) {
      throwIfAborted(request.signal);
      return simulateLoading(request, options);
    },
    async *getStreamedResponse(request): AsyncIterable<ModelStreamEvent> {
      throwIfAborted(request.signal);
      const response = await simulateLoading(request, options);
      yield { type: 'response_started' };
      for (const item of response.output) {
        if (item.type !== 'message') continue;
        for (const part of item.content) {
          if (part.type !== 'output_text') continue;
          for (const chunk of chunkWords(part.text, perChunk)) {
            await pause(delay, request.signal);
            yield { type: 'output_text_delta', delta: chunk };
          }
        }
      }
      throwIfAborted(request.signal);
      yield { type: 'response_done', response };
    },
  };
}

/** `simulate`, loading the language library first when the request turns out to need it. */
async function simulateLoading(request: ModelRequest, options: SimulatorOptions): Promise<ModelResponse> {
  try {
    return simulate(request, options.graph, options.today);
  } catch (error) {
    if (!(error instanceof LanguageNotLoaded)) throw error;
    await loadLanguage();
    throwIfAborted(request.signal);
    return simulate(request, options.graph, options.today);
  }
}

/**
 * One simulated model call (pure). A request whose messages need the language library throws
 * LanguageNotLoaded until `loadLanguage()` has run (the model above does that by itself).
 */
export function simulate(request: ModelRequest, graph?: Graph, today?: string): ModelResponse {
  // an agent with a computer tool walks the scripted screen flow (docs/COMPUTER.md §4)
  const decision = screenFlowStep(request) ?? decide(request, graph, today);
  const outputText = JSON.stringify(decision.output);
  const inputText = JSON.stringify(request.input) + (request.systemInstructions ?? '');
  const inputTokens = Math.ceil(inputText.length / 4);
  const outputTokens = Math.ceil(outputText.length / 4);
  return {
    output: decision.output,
    usage: { ...emptyUsage(), requests: 1, inputTokens, outputTokens, totalTokens: inputTokens + outputTokens },
    responseId: `sim_${hashText(inputText + outputText)}`,
    providerData: { simulator: true, rationale: decision.rationale },
  };
}

function chunkWords(text: string, perChunk: number): string[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += perChunk) out.push(pieces.slice(i, i + perChunk).join(''));
  return out;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
