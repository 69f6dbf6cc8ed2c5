/**
 * The routing policy for one agent's turn in a conversation with a person (Agents SDK and Swarm
 * flows; group chats are groupChat.ts). In order:
 *
 * 1. toolChoice "none" answers; a tool named by toolChoice is called; after too many calls for one
 *    message it answers.
 * 2. After its own tools ran for this request: the best tool for the request, if not called yet
 *    and now fillable (a finder supplied the id), runs next; otherwise it reports the results.
 * 3. Scores (intent/score.ts) for its tools and its handoffs to agents that have not held this
 *    request yet (never ping-pong). The agent that just received the request handles it when a tool
 *    of its own fits; a handoff that fits better than any tool is taken; a request another agent
 *    fits better (or one nothing here fits) goes back through the way out, unless this agent was
 *    handed the request in this very turn.
 * 4. A tool with consequences (order, refund, payment, deletion…) runs only when the user asked for
 *    that action and did not just ask a question; otherwise the agent offers it.
 * 5. Arguments come from slots/fill.ts; a missing identifier is first looked up by a finder tool
 *    ("Use to find item ID"), anything else missing is asked for by its description.
 * 6. Otherwise it answers in its voice: a fact from its instructions, a question about the
 *    problem, or what it can help with.
 */
import type { Graph } from '../../graph/schema.ts';
import type { ModelRequest } from '../model.ts';
import { messageText } from '../items.ts';
import { readConversation, type Conversation, type ToolResult } from './conversation.ts';
import { collectCandidates, type Candidate } from './intent/candidates.ts';
import { ACTIONS, actionsOf, actionWords, conceptsOf, FINDING_STEMS, READ_STEMS } from './intent/lexicon.ts';
import { field, MIN_SCORE, rarity, scoreFields, WEIGHT, type Field, type Match } from './intent/score.ts';
import { sameWord } from './intent/stem.ts';
import { contentStems, withoutDismissed } from './intent/tokens.ts';
import { readGraph, type GraphView } from './graphView.ts';
import { decideGroupChat } from './groupChat.ts';
import { decideHosted } from './hostedTools.ts';
import { factFor, readVoice, strongFact, type Voice } from './lead.ts';
import { narrate } from './narrate.ts';
import { phrase } from './phrases.ts';
import { callItem, messageItem, type Decision } from './respond.ts';
import { defaultOf, fillArguments, type SlotSources } from './slots/fill.ts';
import { findByPattern } from './slots/identifiers.ts';
import { plainLabel } from './slots/labels.ts';
import { expandPlace } from './slots/places.ts';
import { isPlainWord, namesNothing } from './slots/language.ts';
import { subjectOf } from './slots/subject.ts';
import { ask, assumption, compose, fact, greet, offer, offered, ONLY_ONE, report } from './voice.ts';

/** How much better another agent must fit before a specialist lets a conversation go. */
const HOLD_MARGIN = 1.2;

/** Calls for one user message after which the agent answers, whatever still matches. */
const MAX_CALLS_PER_MESSAGE = 6;
/** Transfers for one user message after which it stops handing off. */
const MAX_TRANSFERS_PER_MESSAGE = 3;
/** Score added to a tool the instructions name ("call record_status"). */
const INSTRUCTED_BONUS = 1;
/** Score added when the message holds an identifier of the form a candidate takes. */
const EVIDENCE_BONUS = 1;
/** Score added to a tool with consequences that the user asked for ("buy" prefers place_order). */
const ASKED_BONUS = 0.6;

// ("Do not book it." is an instruction, not a question)
const QUESTION = /^\s*(do(?!\s+not\b)|does|did|is|are|was|were|what|what's|whats|how|which|when|where|who|why|have|has|will|would it|any)\b/i;
const WH_QUESTION = /^\s*(what|what's|whats|how|which|when|where|who|why)\b/i;
const ASKING_FOR = /\b(please|i want|i'd like|i would like|i need|i wish|let me|go ahead)\b/i;
const GOOD = '(?:(?:very|really|pretty|so|quite) )?(?:good|great|perfect|fine|cool|nice|awesome|excellent|wonderful|okay|ok)';
// "That one is good.", "That one sounds okay.", "It is good.": agreeing with what we found or offered
const YES = new RegExp(
  `^\\s*(?:yes|yeah|yea|yep|yup|sure|ok|okay|alright|please do|go ahead|do it|confirm|confirmed|(?:that |it |this |(?:that|this) one )?(?:sounds|looks|seems) ${GOOD}|(?:that'?s|that is|it'?s|it is|this is|(?:that|this) one(?:'s| is| would be)) (?:correct|right|confirmed|what i want|${GOOD})|(?:that'?s|that is|this is|it'?s) the one|you got it|that(?:'ll| will| would)? (?:works?|do)|correct|right|perfect|great|fine|nice|cool|awesome|excellent|good(?! (?:morning|afternoon|evening|day|night))|exactly|absolutely|works for me)\\b`,
  'i',
);
/** A yes that stands: not one taken back ("Sounds awesome, but I can't go") or asking for another option. */
function saysYes(text: string): boolean {
  return YES.test(text) && !/\bbut\b/i.test(text) && !ANOTHER.test(text);
}
const THANKS = /^\s*(thanks|thank you|cheers|great|perfect|no thanks|no, thanks|that's all|bye|goodbye)\b/i;

export interface Scored {
  candidate: Candidate;
  match: Match;
}

export function decide(request: ModelRequest, graph: Graph | undefined, today?: string): Decision {
  const view = readGraph(graph, request);
  const candidates = collectCandidates(request, view);
  const transferNames = new Set(candidates.filter((c) => c.kind === 'handoff').map((c) => c.name));
  const conversation = readConversation(request, transferNames, new Set(graph?.agents.map((a) => a.name) ?? []));
  const voice = readVoice(request.systemInstructions, !conversation.replied);
  const closing = phrase(voice.language, 'anythingElse');
  voice.closedBefore = request.input.some((item) => item.type === 'message' && item.role === 'assistant' && messageText(item).trimEnd().endsWith(closing));
  const groupChat = graph ? graph.runtime === 'ag2' : conversation.relayed.length > 0 || candidates.some((c) => c.kind === 'handoff' && /_\d+$/.test(c.name));
  if (groupChat) return decideGroupChat({ request, conversation, candidates, voice, view });
  const hosted = decideHosted(request, graph, conversation);
  if (hosted) return hosted;
  const decision = onlyOne(request, conversation, decideService({ request, conversation, candidates, voice, view, ...(today ? { today } : {}) }), voice);
  // a question asked again deserves the same answer; anything else (another question too: "What
  // is their address?" after "What is their phone number?") does not get the same ending twice
  return voice.language === 'en' && !askedAgain(conversation) ? withoutRepeat(request, decision, conversation.previousReply) : decision;
}

/** The same question as the person's message before: it deserves the same answer. */
function askedAgain(conversation: Conversation): boolean {
  const norm = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const before = conversation.thread[0] ?? conversation.history[0];
  return isQuestion(conversation.current) && before !== undefined && norm(before) === norm(conversation.current);
}

/** "Is there anything else?", "Any other restaurant?": another option from the same search. */
const ANOTHER = /\b(?:any|anything|something|some|what)\s+(?:other|else|more)\b|\b(?:another|other)\s+(?:one|ones|options?|choices?|[a-z]+s)\b/i;

/**
 * Asked for another option when the search gave one and nothing new was asked for: say so
 * instead of telling the same result again or listing what the agent can do.
 */
function onlyOne(request: ModelRequest, conversation: Conversation, decision: Decision, voice: Voice): Decision {
  const item = decision.output[0];
  if (voice.language !== 'en' || decision.output.length !== 1 || item?.type !== 'message' || !ANOTHER.test(conversation.current)) return decision;
  const latest = conversation.results[0];
  if (!latest || conversation.callsSince.length > 0) return decision;
  const many = Array.isArray(latest.value) && latest.value.length > 1;
  if (many) return decision;
  return messageItem(request, `${ONLY_ONE} Would you like me to look again with something changed?`, `${decision.rationale} The person asks for another option; the search found only this one, so it says so.`);
}

/**
 * A reply does not end the way the one before it did ("You're welcome." twice, the same greeting,
 * the same result told again): the repeated sentence goes, and a reply that was only that says
 * there is nothing new. Questions may repeat (the person may not have answered).
 */
function withoutRepeat(request: ModelRequest, decision: Decision, previous: string): Decision {
  const item = decision.output[0];
  if (decision.output.length !== 1 || item?.type !== 'message' || !previous) return decision;
  const text = messageText(item);
  const split = (t: string) => t.trim().split(/(?<=[.!?])\s+(?=[A-Z"'])/);
  const last = split(previous).at(-1) ?? '';
  const sentences = split(text);
  if (!last || sentences.at(-1) !== last || last.endsWith('?')) return decision;
  // (every copy of it: two look-ups that found nothing both say "I found nothing that matches.")
  const kept = sentences.slice(0, -1);
  while (kept.length > 0 && kept.at(-1) === last) kept.pop();
  const reply = kept.length > 0 && kept.at(-1) !== split(previous).at(-2) ? kept.join(' ') : 'I have nothing new on that. What else would you like to know?';
  return messageItem(request, reply, `${decision.rationale} It would have ended as its last reply did, so it does not say that again.`);
}

interface Turn {
  request: ModelRequest;
  conversation: Conversation;
  candidates: Candidate[];
  voice: Voice;
  view: GraphView | null;
  /** the reference date relative dates resolve against */
  today?: string;
}

/** Content stems for intent: digits say nothing about where a request belongs. */
export function intentStems(text: string): string[] {
  // what is ruled out or turned down ("the database looks healthy", "don't book it") is not where it goes
  return contentStems(withoutDismissed(withoutRefusals(text) || text)).filter((s) => !/^\d+$/.test(s));
}

function always(candidate: Candidate, instructions: string | undefined): boolean {
  // the name comes from the graph ("Billing (EU)" is a fine agent name): literal, not a pattern
  const name = candidate.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Boolean(instructions && new RegExp(`\\b(always|after each|after every|every time|each time)\\b[^.]*\\b${name}\\b`, 'i').test(instructions));
}

/** The instructions name this tool ("look invoices up with get_invoice") or this handoff's agent. */
function instructed(candidate: Candidate, instructions: string | undefined): boolean {
  if (!instructions) return false;
  const names = [candidate.name, ...(candidate.kind === 'handoff' && candidate.target ? [candidate.target.name] : [])].filter((n) => n.length > 2);
  return names.some((n) => new RegExp(`(^|[^\\w])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`, 'i').test(instructions));
}

/** `rare`: weigh each word by how few of these candidates it fits (for agents compared with each other). */
export function scoreAll(candidates: Candidate[], stems: string[], instructions: string | undefined, texts: string[] = [], rare = false): Scored[] {
  const weights = rare ? rarity(stems, candidates.map((c) => c.fields)) : undefined;
  return candidates
    .map((candidate) => {
      let { score, reasons } = scoreFields(stems, candidate.fields, weights);
      // only for a request that already points its way (the instructions say how, not whether),
      // unless they say to call it every time ("After each turn, call record_status")
      if ((score > 0 || always(candidate, instructions)) && instructed(candidate, instructions)) {
        score += INSTRUCTED_BONUS;
        reasons = [...reasons, 'named in the instructions'];
      }
      const id = texts.length > 0 ? candidate.patterns.map((p) => texts.map((t) => findByPattern(t, p)).find(Boolean)).find(Boolean) : undefined;
      if (id) {
        score += EVIDENCE_BONUS;
        reasons = [...reasons, `"${id}" has the form of its identifiers`];
      }
      return { candidate, match: { score: Math.round(score * 100) / 100, reasons } };
    })
    .sort((a, b) => b.match.score - a.match.score || a.candidate.order - b.candidate.order);
}

function sources(turn: Turn, candidate: Candidate, forced = false): SlotSources {
  const { conversation } = turn;
  return {
    current: conversation.current,
    thread: conversation.thread,
    // a tool does not take its input from its own output (a search's filters from what it found)
    results: conversation.results.filter((r) => r.name !== candidate.name),
    own: new Set(contentStems(`${candidate.name} ${candidate.description}`)),
    forced,
    history: conversation.history,
    previousArgs: conversation.allCalls
      .filter((c) => !/^transfer_/i.test(c.name))
      .map((c) => parseArgs(c.arguments))
      .reverse(),
    previousReply: conversation.previousReply,
    ...(turn.today ? { reference: turn.today } : {}),
  };
}

function parseArgs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function describe(s: Scored | undefined): string {
  return s ? `${s.candidate.name} (${s.match.score}${s.match.reasons.length > 0 ? `: ${s.match.reasons.join(', ')}` : ''})` : 'nothing';
}

/** An agent's scope as scoring fields, kept per agent object: the graph does not change within a run. */
const scopeFields = new WeakMap<object, Field[]>();

/** How well an agent's whole scope (name, descriptions, instructions, tools) fits the request. */
function agentScope(view: GraphView, agentId: string, stems: string[], weights?: ReadonlyMap<string, number>): number {
  const agent = view.agents.find((a) => a.id === agentId);
  return agent ? scoreFields(stems, agentFields(view, agent), weights).score : 0;
}

/** Each word's weight by how few of the graph's agents it fits (intent/score.ts rarity). */
function agentRarity(view: GraphView, stems: string[]): Map<string, number> {
  return rarity(stems, view.agents.map((a) => agentFields(view, a)));
}

function agentFields(view: GraphView, agent: GraphView['agents'][number]): Field[] {
  let fields = scopeFields.get(agent);
  if (!fields) {
    fields = [
      field(agent.name, WEIGHT.name),
      field(agent.handoffDescription ?? '', WEIGHT.description),
      field(agent.instructions.replace(/\{\{[^}]*\}\}/g, ''), WEIGHT.instructions),
      field(view.toolsOf(agent).map((t) => `${t.name} ${t.description}`).join(' '), WEIGHT.tools),
      // what its tools take (cuisine, live music, party size) says what it is about, too
      field(view.toolsOf(agent).map((t) => parameterWords(t.parameters)).join(' '), WEIGHT.parameters),
    ];
    scopeFields.set(agent, fields);
  }
  return fields;
}

function parameterWords(schema: unknown): string {
  const properties = (schema && typeof schema === 'object' ? (schema as { properties?: Record<string, { description?: unknown; enum?: unknown }> }).properties : undefined) ?? {};
  return Object.entries(properties)
    .map(([name, p]) => `${name.replace(/_/g, ' ')} ${typeof p.description === 'string' ? p.description : ''} ${Array.isArray(p.enum) ? p.enum.join(' ') : ''}`)
    .join(' ');
}

function decideService(turn: Turn): Decision {
  const { request, conversation, candidates } = turn;
  const toolChoice = request.modelSettings.toolChoice;
  if (toolChoice === 'none') return answer(turn, 'toolChoice is "none", so it answers without tools.');
  if (conversation.callsSince.length >= MAX_CALLS_PER_MESSAGE) return answer(turn, `It already made ${conversation.callsSince.length} calls for this message, so it answers.`);
  if (toolChoice && toolChoice !== 'auto' && toolChoice !== 'required') {
    const named = candidates.find((c) => c.name === toolChoice);
    if (named) return call(turn, named, `toolChoice names "${named.name}", so it calls it.`, true);
  }

  const calledSince = new Set(conversation.callsSince.map((c) => c.name));
  const tools = candidates.filter((c) => c.kind === 'tool');
  const corrected = correction(turn, tools) ?? refinement(turn, tools);
  if (corrected) return corrected;
  // "Thank you, that is all I needed.": the end, never the go-ahead for what the thread asked
  if (closing(conversation.current) && conversation.callsSince.length === 0) return answer(turn, 'The person closes the conversation, so it calls nothing.');
  // "What are the visiting hours?": the instructions answer it; nothing to route or offer
  if (isQuestion(conversation.current) && conversation.resultsSince.length === 0 && conversation.callsSince.length === 0) {
    const known = strongFact(turn.voice, conversation.current);
    if (known) return messageItem(request, fact(turn.voice, known), `The question is answered by its instructions: "${known}"`);
  }
  // "What is their phone number?" after a search: the answer is in what its tool returned
  const fromResult = resultAnswer(turn, tools);
  if (fromResult) return messageItem(request, compose(turn.voice, fromResult.sentences), `The question is answered by what ${fromResult.tool} returned (${fromResult.keys.join(', ')}).`);
  const visited = conversation.visited.map((n) => n.toLowerCase());
  const handoffs = candidates.filter(
    (c) => c.kind === 'handoff' && conversation.transfersSince < MAX_TRANSFERS_PER_MESSAGE && !calledSince.has(c.name) && !visitedTarget(c, visited),
  );
  const forward = handoffs.filter((c) => !c.wayOut);
  const wayOut = handoffs.find((c) => c.wayOut) ?? null;
  const received = conversation.transfersSince > 0;

  // Intent: the latest message, read with the request it continues ("I want to fly to Tokyo" /
  // "From Paris, just me") unless it clearly belongs to another agent (a change of topic).
  const alone = intentStems(conversation.current);
  // ("I will also need a hotel": something else, which none of its own tools does, is a new request too)
  const newThing = () => ANOTHER_THING.test(conversation.current) && !(scoreAll(tools, alone, request.systemInstructions)[0]?.match.score >= MIN_SCORE);
  if (conversation.thread.length > 0 && (elsewhere(turn, alone) || newThing())) turn.conversation = { ...conversation, thread: [] };
  const texts = [turn.conversation.current, ...turn.conversation.thread];
  const stems = intentStems(texts.join('\n'));
  const scoredTools = preferAsked(turn, scoreAll(tools, stems, request.systemInstructions, texts));
  const scoredForward = scoreAll(forward, stems, request.systemInstructions, texts, true);
  const bestTool = scoredTools[0];
  const bestForward = scoredForward[0];

  // 2. Its own tools already ran for this request.
  if (conversation.resultsSince.length > 0) {
    // (a look-up after the action it served is no next step: the booking is done)
    const acted = conversation.callsSince.some((c) => tools.some((t) => t.sideEffect && t.name === c.name));
    const next = bestTool && bestTool.match.score >= MIN_SCORE && !calledSince.has(bestTool.candidate.name) && !repeatsLookUp(turn, bestTool.candidate) && (bestTool.candidate.sideEffect || !acted) ? bestTool : undefined;
    // A list of options is for the person to choose from, not for the simulator to pick the first.
    const options = Array.isArray(conversation.resultsSince[0]?.value) && (conversation.resultsSince[0].value as unknown[]).length > 0;
    if (next && !(options && next.candidate.sideEffect) && (!next.candidate.sideEffect || asked(turn, next.candidate))) {
      const filled = fillArguments(next.candidate.parameters, sources(turn, next.candidate));
      if (filled.missing.length === 0) return callItem(request, next.candidate.name, filled.args, `${describe(next)} fits the request best and can now be filled from what ${conversation.resultsSince[0].name} returned, so it runs next.`);
    }
    return answer(turn, `Its tools ran for this request (${[...calledSince].join(', ')}), so it reports what they returned.`);
  }

  const toolFits = bestTool && bestTool.match.score >= MIN_SCORE && !calledSince.has(bestTool.candidate.name) && !repeatsLookUp(turn, bestTool.candidate);
  const forwardFits = bestForward && bestForward.match.score >= MIN_SCORE;

  // 3. Out of scope: another agent fits better; go back through the way out (not if just handed over).
  if (wayOut && !received && turn.view?.current) {
    const view = turn.view;
    const current = view.current as NonNullable<typeof view.current>;
    const { mine, other } = scopes(view, current.id, stems, texts);
    // an agent already talking with the person keeps a follow-up ("Is there live music?" about
    // the restaurant it found) unless another agent fits clearly better
    const margin = holdMargin(turn, mine, other?.agent.id);
    if (other && other.score >= MIN_SCORE && other.score > mine + margin && !forwardFits) {
      return callItem(request, wayOut.name, fillArguments(wayOut.parameters, sources(turn, wayOut, true)).args, `${other.agent.name} fits this request better (${other.score} against ${mine} here), so it goes back through ${wayOut.name}.`);
    }
  }

  if (forwardFits && (!toolFits || (bestForward.match.score > bestTool.match.score && !received))) {
    return call(turn, bestForward.candidate, `Best fit: handoff ${describe(bestForward)}; best tool ${describe(bestTool)}.`, true);
  }

  // "Yes, that works." after "…I can reserve a table for you. Shall I go ahead?": the offered tool,
  // whatever the words of the request before it fit better (the search that found the table)
  const accepted = saysYes(turn.conversation.current) && !THANKING.test(turn.conversation.current) && !namesOthersThing(turn, afterAcknowledgement(turn.conversation.current)) ? offeredTool(turn, tools) : null;
  if (accepted && !calledSince.has(accepted.name)) {
    // an offer made before the questions answered since ("Sounds great." after "The address is
    // …"): the yes may be for what was found, so the action is offered again, not done
    // ("Great, can you buy two tickets on that one?" asks for it: done)
    if (turn.conversation.standingOffer !== turn.conversation.previousReply && !asksNow(turn.conversation.current, accepted)) {
      return messageItem(request, offer(turn.voice, offerPhrase(accepted, null), null, assumedFor(turn, accepted)), `The person agrees after asking about what was found; ${accepted.name} was offered before, so it is offered again to confirm.`);
    }
    const first = scoredTools.find((s) => s.candidate === accepted)!;
    return useTool(turn, [first, ...scoredTools.filter((s) => s !== first)], received);
  }
  // "I'd like to see a Family Counselor." after "Could you tell me the type of the therapist?":
  // the answer goes on with the tool that asked for it, whatever other tool its words recall,
  // unless it names another action of this agent ("No, book it instead")
  const answered = answeredTools(turn).filter((t) => tools.includes(t) && !calledSince.has(t.name));
  if (answered.length > 0 && !tools.some((t) => t.sideEffect && !answered.includes(t) && namesTool(turn.conversation.current, t))) {
    const first = scoredTools.find((s) => answered.includes(s.candidate))!;
    return useTool(turn, [first, ...scoredTools.filter((s) => s !== first)], received);
  }
  // "Yes, can you help me buy the ticket?" after a search: this agent's own action, however few
  // of its words the message shares with the tool's description
  const current = turn.conversation.current;
  // (not one already done with the same values: "book a cab" after the table is booked is no second booking)
  // ("Yes, I need to book a movie." with the airline desk names the action, of another desk's thing)
  const othersThing = namesOthersThing(turn, current);
  const actions = tools.filter((t) => t.sideEffect && !othersThing && !calledSince.has(t.name) && asksNow(current, t) && !conversation.allCalls.some((c) => c.name === t.name && sameArgs(parseArgs(c.arguments), fillArguments(t.parameters, sources(turn, t)).args)));
  if (actions.length === 1 && !(toolFits && bestTool.candidate === actions[0]) && !(forwardFits && !received && bestForward.match.score > (scoredTools.find((s) => s.candidate === actions[0])?.match.score ?? 0) + HOLD_MARGIN)) {
    const first = scoredTools.find((s) => s.candidate === actions[0])!;
    return useTool(turn, [first, ...scoredTools.filter((s) => s !== first)], received);
  }
  // "That is correct." / "Yes, I am ready." after what it found, with nothing offered: the one
  // action its tools can now take with what is known is offered (or done, if asked for before)
  if (!toolFits && saysYes(current) && !THANKING.test(current) && !closing(current) && current.split(/\s+/).length <= 8 && !offered(turn.conversation.previousReply) && conversation.results.some((r) => tools.some((t) => t.name === r.name))) {
    const done = (name: string, args: Record<string, unknown>) => conversation.allCalls.some((c) => c.name === name && sameArgs(parseArgs(c.arguments), args));
    const ready = scoredTools.filter((s) => {
      if (!s.candidate.sideEffect || calledSince.has(s.candidate.name)) return false;
      const filled = fillArguments(s.candidate.parameters, sources(turn, s.candidate));
      return filled.missing.length === 0 && !done(s.candidate.name, filled.args);
    });
    if (ready.length === 1) return useTool(turn, ready, received);
  }
  if (toolFits) return useTool(turn, scoredTools, received);

  if (toolChoice === 'required' && candidates.length > 0) {
    const first = scoredTools[0]?.candidate ?? candidates[0];
    return call(turn, first, `toolChoice is "required" and nothing fits well, so it calls ${first.name}.`, true);
  }

  if (wayOut && !received && !turn.view?.current && stems.some((s) => conceptsOf(s).length > 0)) {
    return callItem(request, wayOut.name, fillArguments(wayOut.parameters, sources(turn, wayOut, true)).args, `Nothing here fits (best: ${describe(bestTool ?? bestForward)}), and ${wayOut.name} is the way out for other topics.`);
  }
  const why = received ? 'It was handed this request in this turn, so it does not send it back; ' : '';
  return answer(turn, `${why}nothing among ${candidates.map((c) => c.name).join(', ') || 'its tools'} fits (best: ${describe(bestTool ?? bestForward)}), so it answers in its own voice.`);
}

const CORRECTION = /^\s*(?:(?:actually|sorry|oops|wait|correction|make (?:it|that)|change (?:it|that)|instead)\b|no[,.]\s)/i;

/**
 * "Actually, make it Tuesday" after a call: the same call again with the corrected value, the
 * other values kept from the dialogue (the person asked for the action already).
 */
function correction(turn: Turn, tools: Candidate[]): Decision | null {
  const { conversation, request } = turn;
  if (!CORRECTION.test(conversation.current) || conversation.callsSince.length > 0 || closing(conversation.current) || THANKING.test(conversation.current)) return null;
  // "No. Don't buy tickets now. Can you go back to reserving a table?" is another agent's request
  if (elsewhere(turn, intentStems(withoutRefusals(conversation.current)))) return null;
  const last = [...conversation.allCalls].reverse().find((c) => tools.some((t) => t.name === c.name));
  const tool = last ? tools.find((t) => t.name === last.name) : undefined;
  if (!last || !tool) return null;
  const filled = fillArguments(tool.parameters, sources(turn, tool));
  const before = parseArgs(last.arguments);
  const changed = Object.keys(filled.args).filter((k) => JSON.stringify(filled.args[k]) !== JSON.stringify(before[k]));
  if (filled.missing.length > 0 || changed.length === 0) return null;
  return callItem(request, tool.name, filled.args, `The person corrects the last ${tool.name} call (${changed.join(', ')}), so it runs again with the new value and the rest kept.`);
}

/** "No, make it the 11th", "Actually, 7pm": the message itself changes a value of this agent's last call. */
function correctsLastCall(turn: Turn): boolean {
  const { conversation, candidates } = turn;
  // ("No. Do not book it. When is low water?" turns it down and asks something else)
  const rest = withoutRefusals(conversation.current);
  if (!CORRECTION.test(conversation.current) || rest.includes('?') || rest.split(/(?<=[.!])\s+/).some(isQuestion)) return false;
  const last = conversation.allCalls.findLast((c) => candidates.some((t) => t.kind === 'tool' && t.name === c.name));
  const tool = last ? candidates.find((t) => t.kind === 'tool' && t.name === last.name) : undefined;
  if (!last || !tool) return false;
  const before = parseArgs(last.arguments);
  const alone = fillArguments(tool.parameters, { current: rest, thread: [], results: [], ...(turn.today ? { reference: turn.today } : {}) }).args;
  // (a name read from a few words is too weak a sign: "the group" is no new restaurant)
  // (a date, a time, a number, or words the message says: not a guess from elsewhere)
  const said = (v: unknown) => typeof v !== 'string' || /^\d{4}-\d{2}-\d{2}$|^\d{1,2}:\d{2}$/.test(v) || rest.toLowerCase().includes(v.toLowerCase());
  return Object.keys(alone).some((k) => !WHICH.test(k) && said(alone[k]) && alone[k] !== undefined && alone[k] !== null && before[k] !== undefined && JSON.stringify(alone[k]) !== JSON.stringify(before[k]));
}

/**
 * "Do you have any on March 4th? I like rock events." after a search: the same search again with
 * what the message changes (a date, a city, a kind), the rest kept. Only a look-up this agent ran
 * last, only when the message itself gives a new value, and not when it asks for an action.
 */
function refinement(turn: Turn, tools: Candidate[]): Decision | null {
  const { conversation, request } = turn;
  if (conversation.callsSince.length > 0 || closing(conversation.current)) return null;
  const last = [...conversation.allCalls].reverse().find((c) => tools.some((t) => t.name === c.name));
  const tool = last ? tools.find((t) => t.name === last.name) : undefined;
  if (!last || !tool || tool.sideEffect) return null;
  // only a look-up (find, search, check…), and only for a message that stays on this agent's topic
  // ("get" is a stopword of intent, yet it opens the name of many look-ups: get_weather)
  if (!/^get_/i.test(tool.name) && !contentStems(`${tool.name} ${tool.description}`).some((st) => READ_STEMS.has(st) || FINDING_STEMS.has(st))) return null;
  // ("Okay, that's good too. Do you have any jazz events?" agrees "too": no new request)
  if (elsewhere(turn, intentStems(conversation.current)) || /\b(also|too|as well)\b/i.test(afterAcknowledgement(conversation.current))) return null;
  if (tools.some((t) => t.sideEffect && asked(turn, t))) return null;
  // "Transfer 1,640 dollars to their checking account" after a balance check: another tool's job
  const best = scoreAll(tools, intentStems(conversation.current), request.systemInstructions)[0];
  if (best && best.candidate !== tool && best.match.score >= MIN_SCORE && !isQuestion(conversation.current)) return null;
  const before = parseArgs(last.arguments);
  // what the message alone says for the call's properties
  const alone = fillArguments(tool.parameters, { current: conversation.current, thread: [], results: [], own: new Set(contentStems(`${tool.name} ${tool.description}`)), ...(turn.today ? { reference: turn.today } : {}) }).args;
  const properties = ((tool.parameters as { properties?: Record<string, { type?: unknown }> }).properties ?? {}) as Record<string, { type?: unknown }>;
  Object.assign(alone, changedTo(conversation.current, tool, turn.today));
  // (a default the message did not say changes nothing: "Can you check in Bolinas?" keeps the date)
  const differs = (k: string) =>
    alone[k] !== undefined && alone[k] !== null && String(alone[k]).toLowerCase() !== String(before[k] ?? '').toLowerCase() && !(before[k] !== undefined && JSON.stringify(alone[k]) === JSON.stringify(defaultOf(properties[k] ?? {})));
  let changed = Object.keys(alone).filter(differs);
  // "Do they have live music?" asks about the result; "any on March 4th?" asks for another search
  // ("What about March 6th?", "How about Novato?" change what was looked for, too)
  // ("What's happening in Tobermory on June 4th?" names another place and day: a look-up again)
  const placeLike = (k: string) => /(city|location|area|place|destination|origin|town|country|address)/i.test(k);
  if (isQuestion(conversation.current) && !/\b(other|another|else|different|instead|more|any)\b|\b(?:what|how) about\b/i.test(conversation.current)) {
    changed = changed.filter((k) => placeLike(k) || /(date|day)/i.test(k));
    if (changed.length === 0) return null;
  }
  if (isQuestion(conversation.current)) changed = changed.filter((k) => properties[k]?.type !== 'boolean');
  // "something else in Los Angeles": the proper name is the city, not also the subcategory
  changed = changed.filter((k) => placeLike(k) || !changed.some((o) => o !== k && placeLike(o) && String(alone[o]) === String(alone[k])));
  if (changed.length === 0) return null;
  const filled = fillArguments(tool.parameters, sources(turn, tool));
  if (filled.missing.length > 0) return null;
  // the rest as the last look-up had it (a value changed before stays changed)
  const kept = Object.fromEntries(Object.entries(before).filter(([k, v]) => k in properties && v !== null && v !== undefined && (alone[k] === undefined || alone[k] === null)));
  const args = { ...filled.args, ...kept, ...Object.fromEntries(changed.map((k) => [k, alone[k]])) };
  return callItem(request, tool.name, args, `The person changes what ${tool.name} looked for (${changed.join(', ')}), so it runs again with the new value and the rest kept.`);
}

/**
 * "Please change my pickup location to Washington", "switch the date to the 9th": the property the
 * words name (by its name or description), read from what follows "to" as the answer to a
 * question about it.
 */
function changedTo(text: string, tool: Candidate, today?: string): Record<string, unknown> {
  const m = /\b(?:change|switch|update|move|set)\s+(?:my|the|our)\s+([a-z][a-z -]{1,40}?)\s+to\s+([^.!?;]+)/i.exec(text);
  if (!m) return {};
  const said = contentStems(m[1]!);
  const properties = ((tool.parameters as { properties?: Record<string, { description?: unknown }> }).properties ?? {}) as Record<string, { description?: unknown }>;
  const named = Object.entries(properties)
    .map(([k, p]) => ({ k, label: plainLabel(k, typeof p.description === 'string' ? p.description : '') }))
    .map((x) => ({ ...x, stems: contentStems(`${x.k.replace(/_/g, ' ')} ${x.label}`) }))
    // each word said that names the property ("collection" its "collect")
    .map((x) => ({ ...x, hits: said.filter((w) => x.stems.some((s) => sameWord(w, s) || (Math.min(w.length, s.length) >= 4 && (w.startsWith(s) || s.startsWith(w))))).length }))
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  // of the properties the words name best, the one the new value can be ("pickup location" names
  // the pickup city, date and time; "Washington" is only a city)
  const read = named
    .filter((x) => x.hits === named[0]?.hits)
    .map((x) => ({ k: x.k, value: fillArguments(tool.parameters, { current: m[2]!.trim(), thread: [], results: [], previousReply: `Could you tell me the ${x.label}?`, ...(today ? { reference: today } : {}) }).args[x.k] }))
    .filter((x) => x.value !== undefined && x.value !== null);
  return read.length === 1 ? { [read[0]!.k]: read[0]!.value } : {};
}

/**
 * A question about a result this agent's tools gave earlier ("Can you give me their phone
 * number?", "Where is the venue?"): the fields whose names share the question's words, told in
 * sentences. Only when the message asks and does not ask for something new.
 */
function resultAnswer(turn: Turn, tools: Candidate[]): { tool: string; keys: string[]; sentences: string[] } | null {
  const { conversation } = turn;
  const asking = conversation.current.split(/(?<=[.!?])\s+/).filter((q) => q.trim().endsWith('?') || isQuestion(q) || /^\s*(can|could|would) you (give|tell|send)\b/i.test(q));
  if (asking.length === 0 || conversation.callsSince.length > 0) return null;
  const own = new Set(tools.map((t) => t.name));
  const result = conversation.results.find((r) => own.has(r.name));
  if (!result) return null;
  const record = Array.isArray(result.value) ? result.value[0] : result.value;
  if (!record || typeof record !== 'object') return null;
  const asked = asking.flatMap((q) => contentStems(q));
  const where = asking.some((q) => /\bwhere\b/i.test(q));
  const when = asking.some((q) => /\bwhen\b|what time/i.test(q));
  const keys = Object.keys(record as Record<string, unknown>).filter((key) => {
    const stems = contentStems(key.replace(/_/g, ' '));
    if (stems.some((s) => asked.some((a) => a === s || (a.length >= 4 && s.startsWith(a)) || (s.length >= 4 && a.startsWith(s))))) return true;
    return (where && /address|location|where/i.test(key)) || (when && /(^|_)(time|date|start|year)/i.test(key));
  });
  const values = keys.map((k) => [k, (record as Record<string, unknown>)[k]] as const).filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');
  if (values.length === 0 || values.length > 4) return null;
  const sentences = values.map(([k, v]) => {
    const label = k.replace(/_/g, ' ').replace(/^(has|is|serves|offers) /, '');
    if (typeof v === 'boolean' || v === 'True' || v === 'False') return yesNo(k, v === true || v === 'True');
    return `The ${label} is ${String(v)}.`;
  });
  return { tool: result.name, keys: values.map(([k]) => k), sentences };
}

/** has_live_music true: "It has live music."; serves_alcohol false: "It does not serve alcohol." */
function yesNo(key: string, yes: boolean): string {
  const [verb = '', ...rest] = key.split('_');
  const what = rest.join(' ');
  if (verb === 'has' && what) return yes ? `It has ${what}.` : `It has no ${what}.`;
  if (verb === 'is' && what) return yes ? `It is ${what}.` : `It is not ${what}.`;
  if (verb.endsWith('s') && what) return yes ? `It ${verb} ${what}.` : `It does not ${verb.replace(/s$/, '')} ${what}.`;
  return `${key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())}: ${yes ? 'yes' : 'no'}.`;
}

/** The agent that triages: it has forward handoffs to specialists. */
function isFront(turn: Turn): boolean {
  return turn.candidates.filter((c) => c.kind === 'handoff' && !c.wayOut).length > 1;
}

/** This agent's scope and the best other agent's, for the request. */
function scopes(view: GraphView, currentId: string, stems: string[], texts: string[]): { mine: number; other: { agent: { id: string; name: string }; score: number } | undefined } {
  const evidence = (agentId: string) => {
    const agent = view.agents.find((a) => a.id === agentId);
    const patterns = agent ? view.toolsOf(agent).flatMap((t) => Object.values((t.parameters.properties ?? {}) as Record<string, { pattern?: unknown }>).flatMap((p) => (typeof p.pattern === 'string' ? [p.pattern] : []))) : [];
    return patterns.some((p) => /[A-Za-z]/.test(p.replace(/\\[dswDSW]/g, '')) && texts.some((t) => findByPattern(t, p))) ? EVIDENCE_BONUS : 0;
  };
  // words all desks share ("book", "ticket") weigh less than the words that tell them apart
  const weights = agentRarity(view, stems);
  const mine = agentScope(view, currentId, stems, weights) + evidence(currentId);
  const other = view.agents
    .filter((a) => a.id !== currentId)
    .map((a) => ({ agent: a, score: agentScope(view, a.id, stems, weights) + evidence(a.id) }))
    .sort((a, b) => b.score - a.score)[0];
  return { mine, other };
}

/** The latest message on its own belongs to another agent: a change of topic, not an answer. */
function elsewhere(turn: Turn, stems: string[]): boolean {
  const view = turn.view;
  if (!view?.current || stems.length === 0) return false;
  const { mine, other } = scopes(view, view.current.id, stems, [turn.conversation.current]);
  return Boolean(other && other.score >= MIN_SCORE && other.score > mine + holdMargin(turn, mine, other.agent.id));
}

/** "Thanks, that is all for now", "No, thanks": the end of this conversation, never a new topic. */
const CLOSING = /^\s*(?:(?:no|nope|nah|ok|okay|alright|all right)\b[,.!]*\s*)?(?:no,?\s+)?(?:thanks|thank you|thank|i appreciate|appreciate|that'?s all|that is all|that'?ll be all|that will be all|that would be all|that'?d be all|nothing else|i'?m done|bye|goodbye)\b|\b(?:that'?s all|that is all|that'?ll be all|that will be all|that would be all|that'?d be all|nothing else|that'?s it|that is it|i'?m done|i am done)\b(?: i need)?(?: for now| for today| now)?(?:[.,!]*\s*(?:thanks|thank you)(?: so much| very much| a lot)?)?[.!]*\s*$|\b(?:see you|talk to you|speak to you|catch you)(?: later| soon| around| then)?[.!]*\s*$|\b(?:thanks|thank you)(?: so much| very much| a lot)? for (?:your|all your|all the|the) (?:help|assistance)[.!]*\s*$/i;

/** The message gives the value our last reply asked for (a date when we asked for the pick-up date). */
function answersOurQuestion(turn: Turn): boolean {
  return answeredTools(turn).length > 0;
}

/**
 * The tools whose parameter our last reply asked for ("Could you tell me the type of the
 * therapist?") and that the message alone now gives ("I'd like to see a Family Counselor."), in
 * the candidates' order: the request we were gathering for goes on.
 */
function answeredTools(turn: Turn): Candidate[] {
  const { previousReply, current } = turn.conversation;
  if (!previousReply.trimEnd().endsWith('?') || isQuestion(current)) return [];
  // the question itself, not a result told before it ("…number of rooms 2. Anything else?")
  const reply = (previousReply.trim().split(/(?<=[.!])\s+/).at(-1) ?? '').toLowerCase();
  const out: Candidate[] = [];
  for (const tool of turn.candidates) {
    if (tool.kind !== 'tool') continue;
    const properties = ((tool.parameters as { properties?: Record<string, { description?: unknown; default?: unknown }> }).properties ?? {}) as Record<string, { description?: unknown; default?: unknown }>;
    const asked = Object.entries(properties).filter(([name, p]) => reply.includes(plainLabel(name, typeof p.description === 'string' ? p.description : '').toLowerCase()));
    if (asked.length === 0) continue;
    const alone = fillArguments(tool.parameters, { current, thread: [], results: [], previousReply, ...(turn.today ? { reference: turn.today } : {}) }).args;
    // a default is not an answer
    if (asked.some(([name, p]) => alone[name] !== undefined && alone[name] !== null && alone[name] !== p.default)) out.push(tool);
  }
  return out;
}

/** Thanks said: a "Great, thanks a lot" is gratitude, not the go-ahead for another purchase. */
const THANKING = /\b(thanks|thank you|thx|appreciate)\b/i;

function sameArgs(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => JSON.stringify(a[k] ?? null) === JSON.stringify(b[k] ?? null));
}

/** A closing with no new request in it ("Thanks. I would also like to order…" is a new request). */
function closing(text: string): boolean {
  if (!CLOSING.test(text) || /\b(also|too|as well|one more|another)\b|\bI(?:'d| would) like\b|\bI want\b|\b(?:can|could|would) you\b/i.test(text)) return false;
  // "Thanks. I need a shared ride to 462 Santa Clara Avenue" starts like a closing and is a request
  // ("see you", "talk to you later" are goodbyes, whatever "see" means elsewhere)
  return contentStems(text.replace(FAREWELL, ' ')).every((s) => CLOSING_WORDS.has(s));
}

/** The words of goodbyes and thanks beyond the stopwords: a closing says nothing else. */
const CLOSING_WORDS = new Set(contentStems('nope nah bye goodbye appreciate appreciated great perfect wonderful awesome good nice day today now else nothing done time later lot kind so fine excellent cool cheers have wish night evening morning alright okay help assistance much sound work'));
const FAREWELL = /\b(?:see you|talk to you|speak to you|catch you)(?: later| soon| around| then)?\b/gi;

/**
 * How much better another agent must fit before this one lets the message go: never for a
 * closing, twice the usual hold for a reply that agrees with what we said ("Yes, can you help me
 * buy the ticket?" is about the flight we found, not movie tickets), the hold for a follow-up.
 * An agreement followed by a new request about nothing this agent does ("Sounds good. What will
 * the weather be like there?"), or one that says it is another thing ("I'd also like a car"),
 * gets no more hold than any request: the "yes" answered us, the rest asks someone else.
 */
function holdMargin(turn: Turn, mine: number, otherId?: string): number {
  const current = turn.conversation.current;
  if (isFront(turn) || (turn.conversation.history.length === 0 && turn.conversation.thread.length === 0)) return 0.3;
  if (closing(current)) return Number.POSITIVE_INFINITY;
  // "No. I wish to see it on the 11th." after our booking: a correction of it, whatever "see" recalls elsewhere
  if (correctsLastCall(turn)) return 2 * HOLD_MARGIN;
  const rest = afterAcknowledgement(current);
  const another = ANOTHER_THING.test(rest);
  // "Yes, can you help me buy the ticket?" after we offered to reserve the flight: the yes takes
  // our offer, whatever desk sells tickets too, unless it names a thing of other desks that this one lacks ("movie")
  const ours = offeredTool(turn, turn.candidates.filter((c) => c.kind === 'tool'));
  if (ours && saysYes(current) && !another && asksNow(current, ours) && !namesOthersThing(turn, rest)) return Number.POSITIVE_INFINITY;
  const aboutMe = !rest || aboutThisAgent(turn, rest);
  // ("Yes, I need to schedule a cab ride to the restaurant": the yes answered us, the cab is another desk's)
  const elsewhereThing = rest !== '' && namesOthersThing(turn, rest);
  if (saysYes(current) && aboutMe && !another && !elsewhereThing) return 2 * HOLD_MARGIN;
  // "I am ready to make a reservation" with the rental agent: its own booking, not another's
  // (unless the agent that fits better takes the same kind of action: "reserve a car there")
  if (!elsewhereThing && turn.candidates.some((c) => c.kind === 'tool' && c.sideEffect && asksNow(current, c, false) && !ranBefore(turn.conversation, c) && !otherActs(turn, otherId, c))) return 2 * HOLD_MARGIN;
  if (another && !aboutMe) return 0.3;
  // an answer to the question we just asked ("next Tuesday till the 11th, at 2 in the afternoon")
  if (answersOurQuestion(turn)) return 2 * HOLD_MARGIN;
  // "How much will this cost?", "What is the price?", "How long will it take?": a question about
  // what this agent is doing, in words any thing has (its price, its time, its address)
  if (asksAboutAttribute(turn, current)) return 2 * HOLD_MARGIN;
  // ("Can you help me find a hotel there?" at the concert desk: "there" is the place, the hotel
  // another desk's thing, a word of a service domain; "their phone number", "other places" are any thing's)
  return followUp(turn, mine) && !(elsewhereThing && namesOthersThing(turn, rest, true)) ? HOLD_MARGIN : 0.3;
}

/** Words that ask for an attribute of whatever is being talked about, not for another thing. */
const ATTRIBUTE_STEMS = new Set(contentStems('how much price cost costs total fee fare charge bill long take takes duration time start starts address location located phone number contact rating rated'));

/**
 * The text asks only about attributes ("Yea, that's correct. How much will this cost?"): its
 * questions' words are attribute words or this agent's own, and anything else only acknowledges.
 */
function asksAboutAttribute(turn: Turn, text: string): boolean {
  const view = turn.view;
  const sentences = text.split(/(?<=[.!?])\s+/).filter((q) => q.trim() !== '');
  const questions = sentences.filter((q) => q.trim().endsWith('?') || isQuestion(q));
  if (questions.length === 0 || sentences.some((q) => !questions.includes(q) && !saysYes(q) && q.split(/\s+/).length > 4)) return false;
  const stems = intentStems(questions.join(' '));
  const own = (s: string) => Boolean(view?.current) && agentScope(view!, view!.current!.id, [s]) > 0;
  return stems.some((s) => ATTRIBUTE_STEMS.has(s)) && stems.every((s) => ATTRIBUTE_STEMS.has(s) || own(s));
}

/** "also", "as well", "too": the person adds another thing to do. */
const ANOTHER_THING = /\b(?:also|as well|too)\b/i;

/** A leading clause that only answers us: "Yes.", "That sounds good to me.", "Okay, thanks.", "No, not right now." */
const ACKNOWLEDGEMENT = /^\s*(?:(?:yes|yeah|yea|yep|yup|sure|ok|okay|alright|all right|right|great|perfect|cool|fine|nice|excellent|awesome|good|correct|exactly|no|nope|nah|not (?:now|yet|right now|at the moment|at this time)|thanks|thank you)\b[^.!?;,]{0,30}|(?:that|this|it)(?:'s| is| sounds| seems| looks| would be| will)\b[^.!?;,]{0,30})[.!?;,]+\s*/i;

/** The message after the clauses that only acknowledge what we said. */
function afterAcknowledgement(text: string): string {
  let rest = text;
  for (let i = 0; i < 3; i++) {
    const m = rest.match(ACKNOWLEDGEMENT);
    if (!m || contentStems(m[0]).length > 3) break;
    rest = rest.slice(m[0].length);
  }
  return rest.trim();
}

/** The words relate to this agent's own scope at all (its name, descriptions, instructions, tools). */
function aboutThisAgent(turn: Turn, text: string): boolean {
  const view = turn.view;
  if (!view?.current) return true;
  const stems = intentStems(text);
  return stems.length === 0 || agentScope(view, view.current.id, stems, agentRarity(view, stems)) >= MIN_SCORE;
}

/**
 * The text names a thing of other desks that this one does not have: a word, not an action word,
 * that this agent does not fit and fewer than a third of the graph's agents do ("movie", "that
 * game", "the event"). A word most desks share ("ticket": flights, buses, films, concerts) is the
 * thing any of them sells.
 */
function namesOthersThing(turn: Turn, text: string, domainWord = false): boolean {
  const view = turn.view;
  if (!view?.current) return false;
  const current = view.current.id;
  const actionWords = [...ALL_ACTION_WORDS, ...Object.values(KIN).flat()];
  return intentStems(text).some((u) => {
    // (`domainWord`: only a word of the lexicon's service domains, "hotel", "cab", "weather")
    if (domainWord && conceptsOf(u).length === 0) return false;
    if (actionWords.some((a) => sameWord(u, a)) || agentScope(view, current, [u]) > 0) return false;
    const fits = view.agents.filter((a) => agentScope(view, a.id, [u]) > 0).length;
    return fits > 0 && fits * 3 < view.agents.length;
  });
}

/** The agent that fits better has a tool of the same kind of action as this one's. */
function otherActs(turn: Turn, otherId: string | undefined, candidate: Candidate): boolean {
  const view = turn.view;
  const other = otherId ? view?.agents.find((a) => a.id === otherId) : undefined;
  if (!view || !other) return false;
  return view.toolsOf(other).some((t) => actionsOf(contentStems(t.name)).some((a) => candidate.actions.includes(a)));
}

/**
 * A follow-up to what this specialist is doing ("Is there live music?", "Sounds good", "Four
 * tickets"): a question, a reply or a few words, not a new request. It stays unless another
 * agent fits clearly better.
 */
function followUp(turn: Turn, mine: number): boolean {
  const { conversation } = turn;
  if (conversation.history.length === 0 && conversation.thread.length === 0) return false;
  if (isFront(turn)) return false;
  const current = conversation.current;
  // a question about what this agent found ("When does it start?", "Anything else?") or about
  // something it covers at all (its tools take live music); or a few words ("Four tickets")
  const questions = current.split(/(?<=[.!?])\s+/).filter((q) => q.trim().endsWith('?') || isQuestion(q));
  // ("Can you show my grades?" is a request in a question's clothes: not a follow-up by itself)
  if (questions.length > 0) return questions.some((q) => REFERS_BACK.test(q)) || (mine >= 0.5 && questions.some((q) => isQuestion(q)));
  // "I'd like to look at some other options": more of what it found
  if (ANOTHER.test(current) && !ANOTHER_THING.test(current)) return true;
  return current.trim().split(/\s+/).length <= 5;
}

/** Words that point at what was just talked about. */
const REFERS_BACK = /\b(it|its|they|them|their|there|this|that|these|those|else|another|other|same|one)\b/i;

/** A tool with consequences that the user asked for goes before a look-up that fits as well. */
function preferAsked(turn: Turn, scored: Scored[]): Scored[] {
  return scored
    .map((s) => (s.candidate.sideEffect && asked(turn, s.candidate) ? { candidate: s.candidate, match: { score: Math.round((s.match.score + ASKED_BONUS) * 100) / 100, reasons: [...s.match.reasons, 'its action was asked for'] } } : s))
    .sort((a, b) => b.match.score - a.match.score || a.candidate.order - b.candidate.order);
}

function visitedTarget(candidate: Candidate, visited: string[]): boolean {
  const target = candidate.target;
  if (!target || visited.length === 0) return false;
  const name = target.name.toLowerCase();
  const stems = contentStems(name);
  return visited.some((v) => v === name || (stems.length > 0 && stems.every((s) => contentStems(v).includes(s))));
}

/** "What is…", "How long…", "Do you…": asking about something, not asking for it. */
function isQuestion(text: string): boolean {
  return QUESTION.test(text) && !ASKING_FOR.test(text);
}

/** The message itself names this tool's action (not an earlier message of the thread). */
function asksNow(text: string, candidate: Candidate, kin = true): boolean {
  // "I don't want the reservation now" names the action to refuse it
  if (isQuestion(text)) return false;
  const said = contentStems(withoutQuestions(withoutRefusals(text)));
  return candidate.actions.some((action) => [...actionWords(action), ...(kin ? (KIN[action] ?? []) : [])].some((a) => said.some((s) => sameWord(s, a))));
}

const REFUSING = /\b(?:don'?t|do not|doesn'?t|not|never|no|nope|nah)\b/i;
const ALL_ACTION_WORDS = Object.values(ACTIONS).flat();

/**
 * A clause that turns something down: "No.", "No thanks", "Don't buy tickets now", "not at the
 * moment". A negation about a problem ("my wifi doesn't work") is no refusal.
 */
function refuses(clause: string): boolean {
  if (!REFUSING.test(clause)) return false;
  if (/^\W*(?:no|nope|nah)\W*(?:thanks|thank you)?\W*$/i.test(clause) || /\bnot (?:now|yet|today|right now|at (?:the|this) (?:moment|time)|for now)\b/i.test(clause)) return true;
  return contentStems(clause).some((s) => ALL_ACTION_WORDS.some((a) => sameWord(s, a)));
}

/** The clauses that do not refuse: "No. Don't buy tickets now. Can you reserve a table?" asks for the table. */
export function withoutRefusals(text: string): string {
  return text
    .split(/(?<=[.!?;])\s+|,\s+(?=but\b|however\b)/i)
    .filter((clause) => !refuses(clause))
    .join(' ');
}

/** The clauses that do not ask about something: "Breakthrough sounds good, what time is it playing?" asks nothing to be played. */
function withoutQuestions(text: string): string {
  return text
    .split(/(?<=[.!?;])\s+|,\s+/)
    .filter((clause) => !isQuestion(clause))
    .join(' ');
}

/** The message says a word of this tool's own name ("book it", "the appointment"), not a question or a refusal. */
function namesTool(text: string, candidate: Candidate): boolean {
  if (isQuestion(text)) return false;
  const said = contentStems(withoutRefusals(text));
  return contentStems(candidate.name).some((n) => said.some((s) => sameWord(s, n)));
}

/** This action already ran in the conversation (a booking made): naming it again is no reason to stay. */
function ranBefore(conversation: Conversation, candidate: Candidate): boolean {
  return conversation.allCalls.some((c) => c.name === candidate.name);
}

/** Actions people name with each other's words: buying a ticket is booking it, and the reverse. */
const KIN: Record<string, string[]> = { book: contentStems('buy buying purchase'), buy: contentStems('book booking reserve reservation') };

/** The user asked for this tool's action (not a question), or said yes to our offer of it. */
export function asked(turn: Turn, candidate: Candidate): boolean {
  const { conversation } = turn;
  if (saysYes(conversation.current) && offered(conversation.previousReply)) return true;
  // a question is never the go-ahead, even inside a thread: "What is the status of my refund?"
  // after "I want my money back" must not refund a second time
  if (isQuestion(conversation.current)) return false;
  const words = (action: string) => [...actionWords(action), ...(KIN[action] ?? [])];
  const names = (text: string) => candidate.actions.some((action) => words(action).some((a) => contentStems(text).some((s) => sameWord(s, a))));
  // "No thanks, I don't think that works": a refusal is no go-ahead for what the thread asked
  if (REFUSING.test(conversation.current) && !names(withoutRefusals(conversation.current))) return false;
  // "That is correct." confirms the action asked for a message or two before
  const texts = [conversation.current, ...conversation.thread, ...(saysYes(conversation.current) && !THANKING.test(conversation.current) ? conversation.history.slice(0, 2) : [])];
  const said = texts.flatMap((t) => contentStems(withoutQuestions(withoutRefusals(t))));
  return candidate.actions.some((action) => [...actionWords(action), ...(KIN[action] ?? [])].some((a) => said.some((s) => sameWord(s, a))));
}

/** The request asks for what a purchase gets (see getsWhatIsBought), in this message or the thread. */
function wantsWhatIsBought(turn: Turn, candidate: Candidate): boolean {
  const { conversation } = turn;
  return [conversation.current, ...conversation.thread].some((t) => getsWhatIsBought(withoutQuestions(withoutRefusals(t)), candidate));
}

/**
 * "Can you help me to get bus tickets?", "I need 3 tickets": getting, needing or wanting the very
 * thing a purchase is of (the object of "Buy tickets for a bus journey") asks for the purchase,
 * unless the message asks to find or look first.
 */
function getsWhatIsBought(text: string, candidate: Candidate): boolean {
  if (!candidate.actions.includes('buy')) return false;
  const said = candidate.description.split(/[.;]/)[0]!.split(/\s+/);
  const verb = said.findIndex((w) => contentStems(w).some((s) => actionWords('buy').some((a) => sameWord(s, a))));
  if (verb < 0) return false;
  const rest = said.slice(verb + 1);
  const end = rest.findIndex((w) => /^(?:for|to|at|in|on|from|with|of|by)$/i.test(w));
  const object = contentStems((end < 0 ? rest : rest.slice(0, end)).at(-1) ?? '')[0];
  if (!object) return false;
  const words = text.toLowerCase().split(/[^a-z']+/).filter(Boolean);
  if (words.some((w) => contentStems(w).some((s) => FINDING_STEMS.has(s) || (READ_STEMS.has(s) && !w.startsWith('get'))))) return false;
  return words.some((w, i) => contentStems(w).some((s) => sameWord(s, object)) && words.slice(Math.max(0, i - 5), i).some((b) => /^(?:get|getting|need|needs|want|wants|like|grab)$/.test(b)));
}

function useTool(turn: Turn, scored: Scored[], received: boolean): Decision {
  const { request, conversation, voice } = turn;
  const calledSince = new Set(conversation.callsSince.map((c) => c.name));
  let chosen = scored[0];
  let because = received ? 'It was handed this request and a tool of its own fits: ' : '';
  // "Book me a hotel room in London": which hotel is not said yet, so the search comes first
  const search = chosen.candidate.sideEffect ? searchFirst(turn, chosen.candidate) : null;
  if (search) {
    because = `${because}${describe(chosen)} needs ${search.missing}, which nobody has named; ${search.tool.name} finds one first. `;
    chosen = scored.find((s) => s.candidate === search.tool) ?? { candidate: search.tool, match: { score: 0, reasons: [] } };
  }
  if (chosen.candidate.sideEffect && !asked(turn, chosen.candidate)) {
    // an answer to what we asked for this action ("the 2nd" for its check-in date) gathers for
    // it, and it is offered to confirm once complete: no look-up runs instead
    // (not when a look-up takes the answer too: "Long Beach" for the origin searches buses first)
    // (nor when the message asks for the look-up: "please search for a general practitioner")
    const answered = answeredTools(turn);
    const lookUp = scored.find((s) => !s.candidate.sideEffect && s.match.score >= MIN_SCORE && !calledSince.has(s.candidate.name));
    // (nor when the person wants what the purchase gets: "I need 3 bus tickets" gathers for the
    // purchase and offers it, as a ticket desk would, rather than searching)
    const gathering =
      wantsWhatIsBought(turn, chosen.candidate) ||
      (answered.includes(chosen.candidate) && answered.every((t) => t.sideEffect) && !(lookUp && scoreAll([lookUp.candidate], intentStems(conversation.current), request.systemInstructions)[0]!.match.score >= MIN_SCORE));
    const safe = gathering ? undefined : lookUp;
    if (!safe) {
      const question = isQuestion(conversation.current);
      // "How long until the refund is back?" after a refund: tell what the refund did, do not offer another
      const done = question ? conversation.results.find((r) => r.name === chosen.candidate.name) : undefined;
      if (done) {
        const told = narrate(done.name, done.text, voice.language, conversation.current);
        // asked about it once more ("What is the status of my refund?"): the same fact, said as said before
        const again = voice.language === 'en' && told.length > 0 && conversation.previousReply.trim().endsWith(told.at(-1)!);
        return messageItem(request, report(voice, again ? [...told.slice(0, -1), `As I said: ${told.at(-1)!}`] : told), `${because}${describe(chosen)} fits, but the user asks about it and it already ran in this conversation, so it tells what it returned.`);
      }
      // the person told us about it without asking for the action yet: gather what it needs
      // (harmless), one thing at a time, and offer it once it is complete
      if (!question) {
        const gathered = fillArguments(chosen.candidate.parameters, sources(turn, chosen.candidate));
        const next = gathered.missing.find((m) => !/(^|_)(id|number|code|ref)$/i.test(m.name));
        if (next) return messageItem(request, ask(voice, [next.label]), `${because}${describe(chosen)} fits; before offering it, it asks for ${next.name}, which it will need.`);
      }
      // "Do you sell rocket skates?" names a subject; "How long until … back" does not
      const subject = WH_QUESTION.test(conversation.current) ? null : subjectOf(conversation.current, new Set(contentStems(`${chosen.candidate.name} ${chosen.candidate.description}`)));
      const action = offerPhrase(chosen.candidate, subject);
      return messageItem(request, offer(voice, action, null, assumedFor(turn, chosen.candidate)), `${because}${describe(chosen)} fits, but it changes something and the user did not ask for that, so it offers it instead.`);
    }
    chosen = safe;
  }
  // a call the settings or instructions demand is made with best guesses rather than a question
  const forced = request.modelSettings.toolChoice === 'required' || always(chosen.candidate, request.systemInstructions);
  const filled = fillArguments(chosen.candidate.parameters, sources(turn, chosen.candidate, forced));
  if (filled.missing.length > 0) {
    const missingId = filled.missing.find((m) => /(id|number|code|ref)$/i.test(m.name));
    const finder = missingId ? finderFor(turn, missingId.name, chosen.candidate) : null;
    if (finder) {
      const args = fillArguments(finder.parameters, sources(turn, finder)).args;
      return callItem(request, finder.name, args, `${because}${describe(chosen)} fits but needs ${missingId?.name}, which nobody has given; ${finder.name} says it finds it, so that runs first.`);
    }
    // values people say themselves (how many, when, where) are asked for, not looked up
    const lookUp = filled.missing.every((m) => PERSONAL.test(m.name)) ? null : lookUpFor(turn, chosen.candidate, filled.args);
    if (lookUp) {
      return callItem(request, lookUp.candidate.name, lookUp.args, `${because}${describe(chosen)} fits but needs ${filled.missing.map((m) => m.name).join(', ')}; ${lookUp.candidate.name} looks up the same record (${Object.keys(lookUp.args).join(', ')}), so that runs first.`);
    }
    // one thing at a time, in the order the schema lists them
    return messageItem(request, ask(voice, filled.missing.slice(0, 1).map((m) => m.label)), `${because}${describe(chosen)} fits but needs ${filled.missing.map((m) => m.name).join(', ')}, which the conversation does not give, so it asks for ${filled.missing[0].name} first.`);
  }
  // a value inferred rather than said (the party of the table is the cab's riders) is confirmed first
  // (the offer says what it takes; a yes to an offer that did not say it accepts no assumption)
  if (chosen.candidate.sideEffect && filled.inferred && !forced) {
    const inferred = filled.inferred;
    const assumed = assumption(voice, inferred.map((i) => ({ label: i.label, value: filled.args[i.name] })));
    if (!(saysYes(conversation.current) && offered(conversation.previousReply) && conversation.previousReply.includes(assumed))) {
      return messageItem(request, offer(voice, offerPhrase(chosen.candidate, null), null, assumed), `${because}${describe(chosen)} fits and is complete, but ${inferred.map((i) => i.name).join(', ')} is inferred from an earlier call, not said, so it offers the action with that value to confirm.`);
    }
  }
  return callItem(request, chosen.candidate.name, filled.args, `${because}Best fit: tool ${describe(chosen)}; next ${describe(scored.find((s) => s !== chosen))}.`);
}

/** What an offer of this action would take without it being said (see Filled.inferred), in words; null when nothing. */
function assumedFor(turn: Turn, candidate: Candidate): string | null {
  const filled = fillArguments(candidate.parameters, sources(turn, candidate));
  if (filled.missing.length > 0 || !filled.inferred) return null;
  return assumption(turn.voice, filled.inferred.map((i) => ({ label: i.label, value: filled.args[i.name] })));
}

/** A look-up that already ran with exactly the values it would take now: running it again tells nothing new. */
function repeatsLookUp(turn: Turn, candidate: Candidate): boolean {
  if (candidate.sideEffect || !turn.conversation.allCalls.some((c) => c.name === candidate.name)) return false;
  const args = fillArguments(candidate.parameters, sources(turn, candidate)).args;
  const calls = turn.conversation.allCalls;
  const last = calls.findLastIndex((c) => c.name === candidate.name && sameArgs(parseArgs(c.arguments), args));
  // (after an action with consequences the same look-up may tell something new: the balance after a transfer)
  const acting = new Set(turn.candidates.filter((c) => c.sideEffect).map((c) => c.name));
  return last >= 0 && !calls.slice(last + 1).some((c) => acting.has(c.name));
}

/** A property that says which thing an action is for: the hotel's, the restaurant's, the therapist's name. */
const WHICH = /(?:^|_)(?:name|title)$/i;

/**
 * An action that needs to know which thing (a hotel's name, a movie's title) nobody has named,
 * and a look-up of this agent about that thing ("Find a therapist…" for the therapist's name;
 * search_hotel for reserve_hotel): the look-up runs first, as a person at a desk would search
 * before booking. Not when it already ran with the same values.
 */
function searchFirst(turn: Turn, tool: Candidate): { tool: Candidate; missing: string } | null {
  const filled = fillArguments(tool.parameters, sources(turn, tool));
  // a name that only repeats another value ("a kayak in Brighton": Brighton is the town) names nothing
  // ("a hotel in LAX": LAX is the city the location took, Los Angeles, in short)
  const echoes = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && (a === b || expandPlace(a).toLowerCase() === b.toLowerCase());
  const echoed = Object.keys(filled.args).find((k) => WHICH.test(k) && typeof filled.args[k] === 'string' && Object.entries(filled.args).some(([o, v]) => o !== k && echoes(filled.args[k], v)));
  const named = Object.keys(filled.args).filter((k) => WHICH.test(k) && typeof filled.args[k] === 'string' && k !== echoed);
  const calledSince = new Set(turn.conversation.callsSince.map((c) => c.name));
  for (const other of turn.candidates) {
    if (other.kind !== 'tool' || other === tool || other.sideEffect || calledSince.has(other.name)) continue;
    const stems = contentStems(`${other.name} ${other.description}`);
    if (!stems.some((s) => FINDING_STEMS.has(s) || READ_STEMS.has(s))) continue;
    const args = fillArguments(other.parameters, sources(turn, other)).args;
    // ...nor one that is what the look-up filters by ("see a General Practitioner": the kind of
    // doctor the search takes, not the doctor's name)
    const filter = named.find((k) => Object.entries(args).some(([o, v]) => !WHICH.test(o) && typeof v === 'string' && v.toLowerCase() === String(filled.args[k]).toLowerCase()));
    const missing = filled.missing.find((m) => WHICH.test(m.name)) ?? (echoed ? { name: echoed } : filter ? { name: filter } : undefined);
    if (!missing) continue;
    const verbs = (words: string[]) => words.filter((s) => !READ_STEMS.has(s) && !FINDING_STEMS.has(s) && !tool.actions.some((a) => actionWords(a).includes(s)));
    const topic = [...verbs(contentStems(tool.name)), ...verbs(contentStems(missing.name.replace(WHICH, '')))];
    // (a look-up that filters by the value said is about the same thing, whatever its words)
    if (missing.name !== filter && !topic.some((t) => stems.some((s) => sameWord(s, t)))) continue;
    if (turn.conversation.allCalls.some((c) => c.name === other.name && sameArgs(parseArgs(c.arguments), args))) continue;
    return { tool: other, missing: missing.name };
  }
  return null;
}

/** Properties the person gives rather than a record holds: counts, dates, times, places. */
const PERSONAL = /(number_of|count|quantity|tickets?|seats?|people|guests?|passengers?|riders?|travell?ers?|party|size|date|time|city|location|destination|origin)/i;

const TIME_WORD = /^(?:morning|afternoon|evening|night|tonight|today|tomorrow|noon|midnight|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

/** "order rocket skates", "refund that", "book it": what the agent offers to do. */
function offerPhrase(candidate: Candidate, subject: string | null): string {
  // a description that says the action ("Schedule a repair visit.") is the whole phrase
  const said = candidate.description.trim().split(/(?<=[.!?])\s/)[0]!.replace(/[.!]+$/, '');
  const verb = contentStems(said.split(/\s+/)[0] ?? '');
  if (said && said.split(/\s+/).length <= 8 && verb.length > 0 && Object.values(ACTIONS).some((group) => group.some((a) => sameWord(a, verb[0]!)))) {
    return `${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  }
  if (subject && subject.split(/\s+/).length > 3) subject = null;
  // ("Yes, that's great." names nothing to book: "book great" is no phrase)
  // (nor "twelve in the afternoon": "book afternoon")
  if (subject && !/\s/.test(subject.trim()) && (namesNothing(subject.trim()) || isPlainWord(subject.trim().toLowerCase()) || TIME_WORD.test(subject.trim()))) subject = null;
  const what = subject ?? 'that';
  const phrases: Record<string, string> = {
    buy: `order ${what}`,
    refund: `refund ${what}`,
    pay: 'send that payment',
    cancel: `cancel ${what}`,
    block: `block ${subject ? `the ${subject}` : 'it'}`,
    book: `book ${what}`,
    enrol: `enrol you in ${what}`,
    drop: `drop ${what}`,
    file: 'file that claim',
    delete: `delete ${what}`,
    grant: 'grant that access',
    update: 'make that change',
    email: `send ${what}`,
  };
  const action = candidate.actions[0];
  return (action && phrases[action]) || candidate.name.replace(/_/g, ' ').replace(/\b(execute|do|run|process|perform)\b\s*/g, '').trim();
}

/**
 * A read-only tool that takes the same identifier the action already has (get_invoice with the
 * invoice_id of issue_refund): looking the record up may supply what is missing (the amount).
 */
function lookUpFor(turn: Turn, tool: Candidate, filled: Record<string, unknown>): { candidate: Candidate; args: Record<string, unknown> } | null {
  const calledSince = new Set(turn.conversation.callsSince.map((c) => c.name));
  for (const other of turn.candidates) {
    if (other.kind !== 'tool' || other === tool || other.sideEffect || calledSince.has(other.name)) continue;
    const result = fillArguments(other.parameters, sources(turn, other));
    const keys = Object.keys(result.args).filter((k) => result.args[k] !== null);
    if (result.missing.length > 0 || keys.length === 0) continue;
    // (not one that already ran with these values: what it returned is known and lacked it)
    if (keys.every((k) => filled[k] !== undefined && filled[k] !== null && filled[k] === result.args[k]) && !repeatsLookUp(turn, other)) return { candidate: other, args: result.args };
  }
  return null;
}

/**
 * Another tool that finds such ids: its name or description has a finding word ("find",
 * "look up", "search") and "id" or the argument's noun; it must have nothing missing itself.
 */
function finderFor(turn: Turn, property: string, tool: Candidate): Candidate | null {
  const noun = contentStems(property.replace(/_?(id|number|code|ref)$/i, ''));
  for (const other of turn.candidates) {
    if (other.kind !== 'tool' || other === tool || other.sideEffect) continue;
    const stems = contentStems(`${other.name} ${other.description}`);
    const finds = stems.some((s) => FINDING_STEMS.has(s));
    const names = stems.includes('id') || noun.some((n) => stems.includes(n));
    if (finds && names && fillArguments(other.parameters, sources(turn, other)).missing.length === 0) return other;
  }
  return null;
}

function call(turn: Turn, candidate: Candidate, rationale: string, forced: boolean): Decision {
  const filled = fillArguments(candidate.parameters, sources(turn, candidate, forced));
  return callItem(turn.request, candidate.name, filled.args, rationale);
}

/** What it says when it calls nothing. */
function answer(turn: Turn, rationale: string): Decision {
  const { request, conversation, voice, candidates } = turn;
  if (request.outputSchema) {
    const filled = fillArguments(request.outputSchema, { current: conversation.current, thread: conversation.thread, results: conversation.results, forced: true });
    return messageItem(request, JSON.stringify(filled.args), `${rationale} The agent has an output schema, so the answer is a JSON value filled from it.`);
  }
  const own = new Set(candidates.filter((c) => c.kind === 'tool').map((c) => c.name));
  const results = conversation.resultsSince.filter((r) => own.has(r.name) || own.size === 0);
  if (results.length > 0) {
    const sentences = [...results].reverse().flatMap((r) => narrate(r.name, r.text, voice.language, conversation.current));
    const next = nextAction(turn, results[0]!);
    if (next) {
      const told = voice.brief && sentences.length > 1 ? sentences.slice(-1) : sentences;
      return messageItem(request, compose(voice, [...told, offer(voice, offerPhrase(next, null), null)]), `${rationale} It tells what ${results.map((r) => r.name).join(', ')} returned and offers ${next.name}, which what it found can feed.`);
    }
    return messageItem(request, report(voice, sentences), `${rationale} It tells what ${results.map((r) => r.name).join(', ')} returned.`);
  }
  if (THANKS.test(conversation.current) || closing(conversation.current)) {
    return messageItem(request, compose(voice, [voice.language === 'en' ? "You're welcome." : phrase(voice.language, 'done')], phrase(voice.language, 'anythingElse')), rationale);
  }
  const known = factFor(voice, conversation.current);
  if (known) return messageItem(request, fact(voice, known), `${rationale} Its instructions say: "${known}"`);
  const work = workPlaceholder(conversation.current);
  if (work && voice.language === 'en') return messageItem(request, compose(voice, [work]), `${rationale} It is asked to produce content, which the simulator does not write, so it says so.`);
  const problem = problemQuestion(conversation.current);
  if (problem && voice.language === 'en') return messageItem(request, compose(voice, [problem.sorry, problem.question]), `${rationale} It asks about the problem.`);
  return messageItem(request, greet(voice, offers(turn)), rationale);
}

/**
 * After a look-up found something, the action it leads to, as a desk would ask ("Shall I book
 * it?"): this agent's one tool with consequences that takes a value the result holds (a
 * restaurant's name for the reservation) and that has not run since. Not after an action, not
 * when nothing was found, not when several actions could follow.
 */
function nextAction(turn: Turn, latest: ToolResult): Candidate | null {
  const tools = turn.candidates.filter((c) => c.kind === 'tool');
  const source = tools.find((t) => t.name === latest.name);
  if (!source || source.sideEffect) return null;
  const record = Array.isArray(latest.value) ? latest.value[0] : latest.value;
  if (!record || typeof record !== 'object' || Object.keys(record).length === 0) return null;
  const fields = new Set(Object.keys(record as Record<string, unknown>));
  const done = new Set(turn.conversation.allCalls.map((c) => c.name));
  const feeds = tools.filter((t) => {
    if (!t.sideEffect || done.has(t.name)) return false;
    const required = ((t.parameters as { required?: unknown }).required ?? []) as string[];
    return required.some((k) => fields.has(k) && !Object.hasOwn(latest.args, k));
  });
  if (feeds.length <= 1) return feeds[0] ?? null;
  // several could follow: the one named like the look-up (search_roundtrip_flights ->
  // reserve_roundtrip_flights, not reserve_oneway_flight), if one alone is
  const own = new Set(contentStems(source.name));
  const shared = feeds.map((t) => contentStems(t.name).filter((w) => own.has(w)).length);
  const best = Math.max(...shared);
  return shared.filter((n) => n === best).length === 1 ? feeds[shared.indexOf(best)]! : null;
}

/** The tool our last reply offered by name ("I can reserve a table at a restaurant for you. Shall I go ahead?"). */
function offeredTool(turn: Turn, tools: Candidate[]): Candidate | null {
  // (the offer stands while we only answered questions about what we found)
  const reply = turn.conversation.standingOffer.toLowerCase();
  if (!reply) return null;
  const named = tools.filter((t) => t.sideEffect && reply.includes(offerPhrase(t, null).toLowerCase()));
  return named.length === 1 ? named[0]! : null;
}

/** What this agent can help with: its specialists' names, else its tools in words. */
function offers(turn: Turn): string[] {
  const handoffs = turn.candidates.filter((c) => c.kind === 'handoff' && !c.wayOut && c.target);
  if (handoffs.length > 0) return handoffs.map((c) => (c.target?.name ?? '').replace(/\bagent\b/gi, '').replace(/\s+/g, ' ').trim().toLowerCase()).filter(Boolean);
  return turn.candidates
    .filter((c) => c.kind === 'tool')
    .map((c) => c.name.replace(/_/g, ' ').replace(/\b(execute|do|run)\b\s*/g, '').trim())
    .slice(0, 3);
}

const WORK: Record<string, string> = { writing: 'Draft', engineering: 'Code', research: 'Notes', math: 'Working' };

/** "Write me a haiku about autumn": a labelled placeholder in key words, not a greeting. */
function workPlaceholder(text: string): string | null {
  const concepts = new Set(intentStems(text).flatMap(conceptsOf));
  const kind = Object.keys(WORK).find((c) => concepts.has(c));
  if (!kind) return null;
  const about = subjectOf(text);
  return `${WORK[kind]}${about ? ` on ${about.toLowerCase()}` : ''}: the offline simulator does not write it out; connect a model for the real text.`;
}

const PROBLEMS: Array<{ concept: string; question: string }> = [
  { concept: 'connectivity', question: 'Have you tried restarting your router?' },
  { concept: 'hardware', question: 'Have you tried restarting the device?' },
  { concept: 'access', question: 'Which account is it, and what do you see when you try to sign in?' },
  { concept: 'repair', question: 'When did it start, and what happens exactly?' },
];

function problemQuestion(text: string): { sorry: string; question: string } | null {
  const concepts = new Set(intentStems(text).flatMap(conceptsOf));
  const hit = PROBLEMS.find((p) => concepts.has(p.concept));
  return hit ? { sorry: "Sorry to hear that, let's sort it out.", question: hit.question } : null;
}
