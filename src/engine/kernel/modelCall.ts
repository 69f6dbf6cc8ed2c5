/**
 * One model call as the engine makes it: a generation span, model_request / model_delta /
 * model_response events, streaming or not, and a stop() that aborts the request (and stops
 * waiting for a model that ignores its AbortSignal).
 */
import type { Model, ModelProvider, ModelRequest, ModelResponse } from '../../models/model.ts';
import type { ProtocolItem } from '../../models/items.ts';
import { readNotices } from '../../models/providerNotices.ts';
import { isAbortError } from '../../models/abortError.ts';
import type { RecordedModelRequest, RunEventBody } from '../events.ts';
import type { Span, Tracer } from './tracer.ts';
import { RunCancelled } from './runError.ts';
import type { InputDeltaEncoder } from '../requestInput.ts';
import type { SharedValues } from './sharedValues.ts';

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
  /** the run's shared values: an agent's unchanged settings are recorded once */
  shared: SharedValues;
}

export interface ModelCallArgs {
  model: Model;
  agentId: string;
  turn: number;
  request: Omit<ModelRequest, 'signal'>;
  /** an earlier request's input that this request's input starts with, as built (InputDeltaEncoder.encode) */
  inputExtends?: readonly ProtocolItem[];
  /** parent of the generation span (the SDK puts it under the turn or agent span) */
  parent: Span | null;
  stream: boolean;
}

export async function callModel(deps: ModelCallDeps, args: ModelCallArgs): Promise<ModelResponse> {
  const { tracer, signal, emit } = deps;
  const { model, agentId, turn, request } = args;
  const settings = deps.shared.share(`settings:${agentId}`, request.modelSettings);
  // No input on the span (exportTrace rebuilds it): the event's delta is the one record of it.
  const span = tracer.start({ type: 'generation', output: null, model: request.model, model_config: settings, usage: null }, args.parent);
  // A literal, not `{ ...rest }`: a rest/spread copy gets a hidden class of its own per turn (docs/PERFORMANCE.md).
  const recorded: RecordedModelRequest = {
    model: request.model,
    systemInstructions: request.systemInstructions,
    tools: request.tools,
    handoffs: request.handoffs,
    modelSettings: settings,
    outputSchema: request.outputSchema,
    outputSchemaName: request.outputSchemaName,
    inputDelta: deps.inputs.encode(span.id, agentId, request.input, args.inputExtends),
  };
  emit({ type: 'model_request', agentId, turn, request: recorded }, span.id);
  const live = { ...request, signal } as ModelRequest;
  try {
    const work = args.stream ? consumeStream(model, live, (delta) => {
      // A model that ignores its signal may still be streaming after stop(): drop those deltas.
      if (!signal.aborted) emit({ type: 'model_delta', agentId, delta }, span.id);
    }) : model.getResponse(live);
    const response = await raceAbort(work, signal);
    const notices = readNotices(response.providerData);
    const usage = { input_tokens: response.usage.inputTokens, output_tokens: response.usage.outputTokens };
    // a whole literal (not a spread update): see tracer.ts patched(). What the provider left out of
    // the request (e.g. images in a tool message) goes on the span too.
    span.replaceData(
      notices.length > 0
        ? { type: 'generation', output: response.output, model: request.model, model_config: settings, usage, notices }
        : { type: 'generation', output: response.output, model: request.model, model_config: settings, usage },
    );
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

/** Compile-time guard: a field added to ModelRequest must be recorded by callModel too. */
type RecordedFields = 'model' | 'systemInstructions' | 'tools' | 'handoffs' | 'modelSettings' | 'outputSchema' | 'outputSchemaName' | 'inputDelta';
const recordsEveryField: Exclude<keyof RecordedModelRequest, RecordedFields> extends never ? true : never = true;
void recordsEveryField;

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
