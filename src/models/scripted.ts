/**
 * A scripted model: plays a fixed list of turns, one per model call. Used by tests (engine,
 * equivalence with the SDK), demos and recordings. Every call's request is kept in `calls` so a
 * test can assert exactly what the model was shown.
 */
import { emptyUsage, type Model, type ModelRequest, type ModelResponse, type ModelStreamEvent, type Usage } from './model.ts';
import type { OutputItem } from './items.ts';
import { abortError, throwIfAborted } from './abortError.ts';

/** What one scripted turn may be: a response, a function of the request, or an error to throw. */
export interface ScriptedResponse {
  output: OutputItem[];
  usage?: Partial<Usage>;
  providerData?: Record<string, unknown>;
  responseId?: string;
}

export type ScriptedTurn = ScriptedResponse | ((request: ModelRequest) => OutputItem[] | ScriptedResponse) | Error;

export interface ScriptedCall {
  /** the request as it was when the call was made (input copied, so later mutation cannot leak in) */
  request: ModelRequest;
  streamed: boolean;
}

export interface ScriptedModel extends Model {
  readonly calls: ScriptedCall[];
  /** turns not yet played */
  readonly remaining: number;
}

export interface ScriptedModelOptions {
  provider?: string;
  /** characters per streamed delta; 0 (default) sends each text part as one delta */
  chunkSize?: number;
}

export function createScriptedModel(turns: ScriptedTurn[], options: ScriptedModelOptions = {}): ScriptedModel {
  const queue = [...turns];
  const calls: ScriptedCall[] = [];
  const chunkSize = options.chunkSize ?? 0;

  function next(request: ModelRequest, streamed: boolean): ModelResponse {
    throwIfAborted(request.signal);
    calls.push({ request: snapshot(request), streamed });
    const turn = queue.shift();
    if (turn === undefined) {
      throw new Error(`Scripted model has no turn left for call ${calls.length} (it was given ${turns.length} turn${turns.length === 1 ? '' : 's'}).`);
    }
    if (turn instanceof Error) throw turn;
    const played = typeof turn === 'function' ? turn(request) : turn;
    const response: ScriptedResponse = Array.isArray(played) ? { output: played } : played;
    const result: ModelResponse = {
      output: response.output,
      usage: { ...emptyUsage(), requests: 1, ...response.usage },
    };
    if (response.responseId !== undefined) result.responseId = response.responseId;
    if (response.providerData !== undefined) result.providerData = response.providerData;
    return result;
  }

  return {
    provider: options.provider ?? 'scripted',
    calls,
    get remaining() {
      return queue.length;
    },
    getResponse(request) {
      return new Promise<ModelResponse>((resolve, reject) => {
        try {
          resolve(next(request, false));
        } catch (error) {
          reject(error);
        }
      });
    },
    async *getStreamedResponse(request): AsyncIterable<ModelStreamEvent> {
      const response = next(request, true);
      yield { type: 'response_started' };
      for (const item of response.output) {
        if (item.type !== 'message') continue;
        for (const part of item.content) {
          if (part.type !== 'output_text') continue;
          for (const delta of chunks(part.text, chunkSize)) {
            // Let the consumer's stop() land between deltas, as it would with a real stream.
            await Promise.resolve();
            if (request.signal?.aborted) throw abortError();
            yield { type: 'output_text_delta', delta };
          }
        }
      }
      throwIfAborted(request.signal);
      yield { type: 'response_done', response };
    },
  };
}

function snapshot(request: ModelRequest): ModelRequest {
  return { ...request, input: structuredClone(request.input) };
}

function chunks(text: string, size: number): string[] {
  if (text === '') return [];
  if (size <= 0 || text.length <= size) return [text];
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}
