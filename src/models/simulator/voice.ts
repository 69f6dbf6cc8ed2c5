/**
 * How the simulator talks when it calls nothing: short replies in the agent's voice, made from
 * simple cues in its instructions (lead.ts reads them: introduce yourself, be brief, speak
 * Spanish) and from what happened (narrate.ts tells tool results field by field). It never quotes
 * the user's message back and never shows raw JSON. Plain and obviously canned: it stands in for
 * a model, and the product labels it as the simulator.
 */
import type { Voice } from './lead.ts';
import { phrase } from './phrases.ts';

/** Closings of v1 replies, still recognised in old recordings relayed by group chats. */
const V1_CLOSINGS = ['Could you tell me a little more so I can help?', 'Is there anything else I can do for you?', 'Could you give it to me?'];

/** Openings of the simulator's group-chat replies (groupChat.ts), so relays are not taken for the human. */
export const GROUP_OPENINGS = ['Improved task:', 'Plan:', 'Revised plan:', 'Review:', 'Code for step', 'Findings for step', 'Summary:', 'Done:', 'Failed:', 'Noted:'];

/**
 * Whether a message is one of the simulator's own replies. In group chats (AG2) other agents'
 * replies reach an agent as user messages; the simulator answers the human's request instead.
 */
export function isSimulatorText(text: string): boolean {
  const trimmed = text.trim();
  return V1_CLOSINGS.some((c) => trimmed.endsWith(c)) || GROUP_OPENINGS.some((o) => trimmed.startsWith(o));
}

/** Sentences joined, cut to the first one when the instructions ask for brevity (questions kept). */
export function compose(voice: Voice, parts: Array<string | null | undefined>, closing: string | null = null): string {
  const sentences = parts.filter((p): p is string => Boolean(p && p.trim())).map((p) => p.trim());
  // brief: one statement, and the question if the reply asks one
  const question = sentences.length > 1 && sentences[sentences.length - 1].endsWith('?') ? sentences[sentences.length - 1] : null;
  let body = voice.brief ? [...sentences.slice(0, 1), ...(question ? [question] : [])] : sentences;
  if (voice.introduce && voice.intro && !voice.brief) body = [voice.intro, ...body];
  else if (voice.introduce && voice.intro && voice.brief) body = [`${voice.intro.replace(/[.!]$/, '')}: ${lowerFirst(body[0] ?? '')}`.replace(/: $/, '.'), ...body.slice(1)];
  // the instructions' own sign-off replaces ours; our offer of more help is made once, not every turn
  const end = voice.signOff ?? (closing && !voice.brief && !voice.closedBefore ? closing : null);
  const text = [...body, ...(end && !body.at(-1)?.endsWith(end) ? [end] : [])].join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** Nothing fits and nothing was asked: introduce, and say what this agent can do. */
export function greet(voice: Voice, offers: string[]): string {
  const can = offers.length > 0 ? phrase(voice.language, 'canHelpWith', list(offers, voice.language)) : null;
  return compose(voice, [can ?? phrase(voice.language, 'howCanIHelp')], can ? phrase(voice.language, 'whatDoYouNeed') : null);
}

/** A required value is missing: ask for it by its description. */
export function ask(voice: Voice, labels: string[], lead: string | null = null): string {
  const named = labels.slice(0, 3).map((l) => (voice.language === 'en' && !/^(a|an|the|your|my|which|what|whether|how|when|where|who)\b/i.test(l) ? `the ${l}` : l));
  const question = phrase(voice.language, 'couldYouTellMe', list(named, voice.language));
  if (voice.brief) return [voice.introduce && voice.intro ? voice.intro : null, question, voice.signOff].filter(Boolean).join(' ');
  return compose(voice, [lead, question]);
}

/** A side-effecting action the user did not ask for: offer it. */
export function offer(voice: Voice, action: string, subject: string | null, assumed: string | null = null): string {
  return compose(voice, [phrase(voice.language, 'iCan', subject ? `${action} ${subject}` : action), assumed, phrase(voice.language, 'shallI')]);
}

/** What an offer takes without the person having said it ("I would take the number of riders as 2."). */
export function assumption(voice: Voice, values: Array<{ label: string; value: unknown }>): string {
  const said = values.map(({ label, value }) => (voice.language === 'en' ? `the ${label} as ${String(value)}` : `${label}: ${String(value)}`));
  return phrase(voice.language, 'assume', list(said, voice.language));
}

/** The instructions state a fact that answers the question ("Opening hours are 8:00 to 18:00"). */
export function fact(voice: Voice, sentence: string): string {
  return compose(voice, [sentence], phrase(voice.language, 'anythingElse'));
}

/** Results, oldest first; a brief agent tells only the last one. */
export function report(voice: Voice, sentences: string[]): string {
  const told = voice.brief && sentences.length > 1 ? sentences.slice(-1) : sentences;
  return compose(voice, told.length > 0 ? told : [phrase(voice.language, 'done')], phrase(voice.language, 'anythingElse'));
}

export function list(items: string[], language: Voice['language']): string {
  const and = phrase(language, 'and');
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Whether a reply asked the person something (so the next message continues the request). */
export function asksForMore(text: string): boolean {
  const end = text.trimEnd();
  return end.endsWith('?') && !phrase.all('anythingElse').some((p) => end.endsWith(p));
}

/** How a reply says a search found no other option (policy.ts); it asks nothing a "yes" could answer. */
export const ONLY_ONE = 'That is the only one I found.';

/** Whether a reply of ours offered an action ("Shall I go ahead?"), so "yes" accepts it. */
export function offered(text: string): boolean {
  return phrase.all('shallI').some((p) => text.trimEnd().endsWith(p));
}
