/**
 * One model call as the engine makes it: a generation span, model_request / model_delta /
 * model_response events, streaming or not, and a stop() that aborts the request (and stops
 * waiting for a model that ignores its AbortSignal).
 */
import { readNotices, type Model, type ModelProvider, type ModelRequest, type ModelResponse } from '../../models/model.ts';
import { isAbortError } from '../../models/abortError.ts';
import type { RunEventBody } from '../events.ts';
import type { Span, Tracer } from './tracer.ts';
import { RunCancelled } from './runError.ts';
import type { InputDeltaEncoder } from '../requestInput.ts';

export function isModel(source: Model | ModelProvider): source is Model {
  return typeof (source as Model).getResponse === 'function';
}

/** The model an agent uses: the one model given, or the provider's model for the agent's name. */
export function resolveModel(source: Model | ModelProvider, modelName: string): Model {
  return isModel(source) ? source : source.getModel(modelName);
}

export interface ModelCallDeps {
  tracer: Tracer;
  signal: AbortSignal;
  emit: (body: RunEventBody, spanId: string | null) => void;
  /** the run's encoder: events record each input as a delta of an earlier one */
  inputs: InputDeltaEncoder;
}

export interface ModelCallArgs {
  model: Model;
  agentId: string;
  turn: number;
  request: Omit<ModelRequest, 'signal'>;
  /** parent of the generation span (the SDK puts it under the turn or agent span) */
  parent: Span | null;
  stream: boolean;
}

export async function callModel(deps: ModelCallDeps, args: ModelCallArgs): Promise<ModelResponse> {
  const { tracer, signal, emit } = deps;
  const { model, agentId, turn, request } = args;
  // No input on the span (exportTrace rebuilds it): the event's delta is the one record of it.
  const span = tracer.start({ type: 'generation', output: null, model: request.model, model_config: request.modelSettings, usage: null }, args.parent);
  const { input, ...sent } = request;
  emit({ type: 'model_request', agentId, turn, request: { ...sent, inputDelta: deps.inputs.encode(span.id, agentId, input) } }, span.id);
  const live = { ...request, signal } as ModelRequest;
  try {
    const work = args.stream ? consumeStream(model, live, (delta) => {
      // A model that ignores its signal may still be streaming after stop(): drop those deltas.
      if (!signal.aborted) emit({ type: 'model_delta', agentId, delta }, span.id);
    }) : model.getResponse(live);
    const response = await raceAbort(work, signal);
    const notices = readNotices(response.providerData);
    span.update({
      output: response.output,
      usage: { input_tokens: response.usage.inputTokens, output_tokens: response.usage.outputTokens },
      // what the provider left out of the request (e.g. images in a tool message): on the span too
      ...(notices.length > 0 ? { notices } : {}),
    });
    emit({ type: 'model_response', agentId, output: response.output, usage: response.usage, providerData: response.providerData ?? null }, span.id);
    span.end();
    return response;
  } catch (error) {
    if (signal.aborted || isAbortError(error)) {
      span.end();
      throw new RunCancelled();
    }
    const e = error instanceof Error ? error : new Error(String(error));
    span.setError({ message: 'Error', data: { name: e.name, message: e.message } });
    span.end();
    throw e;
  }
}

async function consumeStream(model: Model, request: ModelRequest, onDelta: (delta: string) => void): Promise<ModelResponse> {
  let response: ModelResponse | null = null;
  for await (const event of model.getStreamedResponse(request)) {
    if (event.type === 'output_text_delta') onDelta(event.delta);
    else if (event.type === 'response_done') response = event.response;
  }
  if (response === null) throw new Error(`The model stream (${model.provider}) ended without a response.`);
  return response;
}

/** Resolves with `work`, or rejects with RunCancelled as soon as the signal fires. */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(new RunCancelled());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RunCancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
