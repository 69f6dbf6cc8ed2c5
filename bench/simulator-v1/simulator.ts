/**
 * FROZEN: the v1 simulator as it was before Simulator v2 (commit cbff3af), kept only so that
 * `npm run bench -- simulator` can measure its baseline in the same run. Not used by the app.
 */
/**
 * The offline simulator: the default Model, with no key and no network. It reads the request
 * the way a model would (the user's last message, what happened since, the agent's instructions,
 * its tools and handoffs) and answers deterministically: the same request gives the same
 * response, byte for byte (no randomness, no clock; ids are hashes of the request).
 *
 * The request is the last human message (in a group chat other agents' replies arrive as user
 * messages; the simulator recognises its own and skips them), joined to the message before it
 * when the agent's last reply asked for more. Each response is decided in this order:
 * 1. toolChoice "none", nothing left to call (a tool or handoff is never called twice for one
 *    request), or 4 calls already made: answer (step 6).
 * 2. Group chat: this agent already acted and another agent has replied since: wrap up with a
 *    tool or handoff described as the end of the task ("The task is completed."), else answer.
 * 3. toolChoice naming a tool: call it.
 * 4. Score every tool and handoff against the request (score.ts); a tool the instructions name
 *    ("call record_status") scores 2 more. Nothing at all matching sends the request to a
 *    handoff described as the way out ("a topic outside of your purview"); a best score below
 *    0.5 answers (unless toolChoice is "required").
 * 5. Call the best candidate with arguments from its schema (fillArguments.ts). When it needs an
 *    id nobody has given, a tool that says it finds one ("Use to find item ID") runs first; with
 *    no such tool the agent asks the user for the id.
 * 6. Answer in the agent's voice (voice.ts): a summary of the tool results since the request, or
 *    an introduction and a reference to the request; with an output schema, a JSON value filled
 *    from the schema.
 *
 * It says what it is: provider 'simulator', and providerData { simulator: true, rationale }
 * explains every choice in a sentence.
 */
import { emptyUsage, type FunctionToolDefinition, type Model, type ModelRequest, type ModelResponse, type ModelStreamEvent } from '../../src/models/model.ts';
import type { OutputItem } from '../../src/models/items.ts';
import type { JsonSchema } from '../../src/graph/schema.ts';
import { abortError, throwIfAborted } from '../../src/models/abortError.ts';
import { readConversation, type Conversation } from './conversation.ts';
import { MIN_SCORE, scoreCandidate, type Match } from './score.ts';
import { fillArguments, findIdentifier, isIdName, type ArgumentSources } from './fillArguments.ts';
import { contentStems } from './tokens.ts';
import { DONE_STEMS, FALLBACK_STEMS, FINDING_STEMS } from './lexicon.ts';
import { askForIdentifier, greeting, quote, summary } from './voice.ts';
import { hashText } from './hash.ts';

export const SIMULATOR_PROVIDER = 'simulator';

/** Calls the simulator makes for one user message before it answers, whatever still matches. */
const MAX_CALLS_PER_MESSAGE = 4;
/** Score added to a tool the agent's instructions mention by name. */
const INSTRUCTED_BONUS = 2;
/** Transfers for one user message after which it stops handing off (no ping-pong). */
const MAX_TRANSFERS_PER_MESSAGE = 3;

export interface SimulatorOptions {
  /** pause between streamed chunks, ms (default 0); the UI uses a little so streaming shows */
  chunkDelayMs?: number;
  /** words per streamed chunk (default 2) */
  wordsPerChunk?: number;
}

interface Candidate {
  kind: 'tool' | 'handoff';
  name: string;
  text: string;
  parameters: JsonSchema;
  order: number;
}

interface Decision {
  output: OutputItem[];
  rationale: string;
}

export function createSimulatorModel(options: SimulatorOptions = {}): Model {
  const delay = options.chunkDelayMs ?? 0;
  const perChunk = Math.max(1, options.wordsPerChunk ?? 2);
  return {
    provider: SIMULATOR_PROVIDER,
    getResponse(request) {
      return new Promise<ModelResponse>((resolve, reject) => {
        try {
          throwIfAborted(request.signal);
          resolve(simulate(request));
        } catch (error) {
          reject(error);
        }
      });
    },
    async *getStreamedResponse(request): AsyncIterable<ModelStreamEvent> {
      throwIfAborted(request.signal);
      const response = simulate(request);
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

/** One simulated model call (pure). */
export function simulate(request: ModelRequest): ModelResponse {
  const conversation = readConversation(request);
  const decision = decide(request, conversation);
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

function decide(request: ModelRequest, conversation: Conversation): Decision {
  const toolChoice = request.modelSettings.toolChoice;
  const calledNames = new Set(conversation.callsSince.map((call) => call.name));
  const candidates = collectCandidates(request).filter((c) => !calledNames.has(c.name));
  const eligible = candidates.filter((c) => c.kind === 'tool' || conversation.transfersSince < MAX_TRANSFERS_PER_MESSAGE);
  const sources: ArgumentSources = { userText: conversation.topic, latest: conversation.lastUser, idSources: conversation.idSources };

  if (toolChoice === 'none' || eligible.length === 0 || conversation.callsSince.length >= MAX_CALLS_PER_MESSAGE) {
    const why =
      toolChoice === 'none'
        ? 'toolChoice is "none", so it answers without tools.'
        : eligible.length === 0
          ? candidates.length === 0 && calledNames.size === 0
            ? 'The agent has no tools or handoffs, so it answers in its own voice.'
            : 'Every matching tool or handoff was already called since the user spoke, so it answers.'
          : `It already made ${conversation.callsSince.length} calls for this message, so it answers.`;
    return answer(request, conversation, sources, why);
  }

  if (conversation.relayedAfterLastCall > 0 && toolChoice !== 'required') {
    // Group chat: this agent acted, then another agent replied. Finish rather than go round again.
    const done = eligible.find((c) => contentStems(c.text).some((s) => DONE_STEMS.has(s)));
    const why = 'This agent already acted for this request and another agent has replied since, so it wraps up';
    if (done) return call(request, done, sources, `${why}: ${done.name} is described as the end of the task.`);
    return answer(request, conversation, sources, `${why}.`);
  }

  if (toolChoice && toolChoice !== 'auto' && toolChoice !== 'required') {
    const named = eligible.find((c) => c.name === toolChoice);
    if (named) return call(request, named, sources, `toolChoice names "${named.name}", so it calls it.`);
  }

  // Only the request counts (the last human message, with the one before it when it answers the
  // agent's question): "thanks" after a refund must not refund again.
  const stems = contentStems(conversation.topic);
  const scored = eligible
    .map((candidate) => ({ candidate, match: withInstructions(scoreCandidate(stems, candidate.name, candidate.text), candidate, request.systemInstructions) }))
    .sort((a, b) => b.match.score - a.match.score || a.candidate.order - b.candidate.order);
  const [best, runnerUp] = scored;

  if (best.match.score === 0 && stems.length > 0 && conversation.toolResultsSince.length === 0 && toolChoice !== 'required') {
    // A request this agent has nothing for goes to a handoff (or, in Swarm, a transfer function)
    // described as the way out.
    const fallback = eligible.find((c) => contentStems(c.text).some((s) => FALLBACK_STEMS.has(s)));
    if (fallback) {
      return call(request, fallback, sources, `Nothing among ${names(eligible)} matches "${quote(conversation.lastUser)}", and ${fallback.name} is described as the way out for other topics.`);
    }
  }

  if (best.match.score < MIN_SCORE && toolChoice !== 'required') {
    const closest = best.match.score > 0 ? ` (closest: ${best.candidate.name} at ${best.match.score}, below ${MIN_SCORE})` : '';
    return answer(request, conversation, sources, `Nothing among ${names(eligible)} matches "${quote(conversation.lastUser)}"${closest}, so it answers in its own voice.`);
  }

  const why = best.match.score < MIN_SCORE
    ? `toolChoice is "required" and nothing matches well, so it calls the first candidate, ${best.candidate.name}.`
    : `Best fit: ${best.candidate.kind === 'handoff' ? 'handoff' : 'tool'} ${best.candidate.name}, score ${best.match.score} (${best.match.reasons.join(', ')})${runnerUp ? `; next ${runnerUp.candidate.name} at ${runnerUp.match.score}` : ''}.`;

  const missing = missingIdentifier(best.candidate, sources);
  if (missing) {
    const finder = finderFor(missing, best.candidate, eligible, sources);
    if (finder) {
      return call(request, finder, sources, `${why} It needs ${missing}, which nobody has given yet, and ${finder.name} says it finds it, so that runs first.`);
    }
    const text = askForIdentifier(request.systemInstructions, conversation.lastUser, missing);
    return message(request, text, `${why} It needs ${missing}, which nobody has given and no tool finds, so it asks for it.`);
  }
  return call(request, best.candidate, sources, why);
}

/** "After each turn, call record_status": a tool the instructions name counts as asked for. */
function withInstructions(match: Match, candidate: Candidate, instructions: string | undefined): Match {
  if (!instructions || !new RegExp(`(^|[^\\w])${escapeRegExp(candidate.name)}([^\\w]|$)`).test(instructions)) return match;
  return { score: match.score + INSTRUCTED_BONUS, reasons: [...match.reasons, 'named in the instructions'] };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function collectCandidates(request: ModelRequest): Candidate[] {
  const out: Candidate[] = [];
  for (const tool of request.tools) {
    if (tool.type !== 'function') continue; // hosted tools run on a provider's servers, not here
    out.push(toolCandidate(tool, out.length));
  }
  for (const handoff of request.handoffs) {
    out.push({ kind: 'handoff', name: handoff.toolName, text: handoff.toolDescription, parameters: handoff.inputJsonSchema, order: out.length });
  }
  return out;
}

function toolCandidate(tool: FunctionToolDefinition, order: number): Candidate {
  return { kind: 'tool', name: tool.name, text: tool.description, parameters: tool.parameters, order };
}

/** A required id-like argument that neither the user nor a tool result has supplied. */
function missingIdentifier(candidate: Candidate, sources: ArgumentSources): string | null {
  const properties = (candidate.parameters.properties ?? {}) as Record<string, JsonSchema>;
  const required = Array.isArray(candidate.parameters.required) ? (candidate.parameters.required as string[]) : [];
  for (const property of required) {
    const schema = properties[property] ?? {};
    const nullable = Array.isArray(schema.type) && (schema.type as unknown[]).includes('null');
    if (isIdName(property) && !nullable && !Array.isArray(schema.enum) && findIdentifier(property, sources) === null) return property;
  }
  return null;
}

/**
 * Another tool that finds such ids: its name or description has a finding word ("find",
 * "look up", "search") and "id" or the argument's noun ("item" for item_id); it must need no
 * missing id itself.
 */
function finderFor(property: string, tool: Candidate, eligible: Candidate[], sources: ArgumentSources): Candidate | null {
  const noun = contentStems(property.replace(/_?id$/i, ''));
  for (const other of eligible) {
    if (other.kind !== 'tool' || other === tool) continue;
    const stems = contentStems(`${other.name} ${other.text}`);
    const finds = stems.some((s) => FINDING_STEMS.has(s));
    const names = stems.includes('id') || noun.some((n) => stems.includes(n));
    if (finds && names && missingIdentifier(other, sources) === null) return other;
  }
  return null;
}

function call(request: ModelRequest, candidate: Candidate, sources: ArgumentSources, rationale: string): Decision {
  const args = JSON.stringify(fillArguments(candidate.parameters, sources));
  const callId = `call_sim_${hashText(`${JSON.stringify(request.input)}|${candidate.name}|${args}`)}`;
  return { output: [{ type: 'function_call', callId, name: candidate.name, arguments: args, status: 'completed' }], rationale };
}

function message(request: ModelRequest, text: string, rationale: string): Decision {
  const id = `msg_sim_${hashText(JSON.stringify(request.input) + text)}`;
  return { output: [{ type: 'message', role: 'assistant', status: 'completed', id, content: [{ type: 'output_text', text }] }], rationale };
}

function answer(request: ModelRequest, conversation: Conversation, sources: ArgumentSources, rationale: string): Decision {
  let text: string;
  let why = rationale;
  if (request.outputSchema) {
    text = JSON.stringify(fillArguments(request.outputSchema, sources));
    why += ' The agent has an output schema, so the answer is a JSON value filled from it.';
  } else if (conversation.toolResultsSince.length > 0) {
    text = summary(request.systemInstructions, conversation.lastUser, conversation.toolResultsSince);
    why += ` It summarises ${conversation.toolResultsSince.map((r) => r.name).join(', ')}.`;
  } else {
    text = greeting(request.systemInstructions, conversation.lastUser);
  }
  return message(request, text, why);
}

function names(candidates: Candidate[]): string {
  return candidates.map((c) => c.name).join(', ');
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
