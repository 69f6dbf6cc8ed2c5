/**
 * What the simulator says when it calls nothing: a short reply in the agent's voice, built from
 * the first sentence of its instructions ("You are a sales agent for ACME Inc." becomes "I'm a
 * sales agent for ACME Inc."), a reference to what the user asked, and, after tool calls, what
 * the tools returned. Plain, brief, and obviously canned: it is a stand-in for a model.
 */
import { toolResultText, type FunctionCallResultItem } from '../../src/models/items.ts';

const MAX_QUOTE = 80;
const STYLE_WORDS = /^(always|never|be|do|don't|dont|please|keep|only|use|answer|respond|reply|speak|talk|remember|note|important)\b/i;

const ASK_MORE = 'Could you tell me a little more so I can help?';
const ANYTHING_ELSE = 'Is there anything else I can do for you?';
const GIVE_IT = 'Could you give it to me?';

/**
 * Whether a message is one of the simulator's own replies. In group chats (AG2) other agents'
 * replies reach an agent as user messages; the simulator answers the human's request instead of
 * quoting a quote of a quote.
 */
export function isSimulatorText(text: string): boolean {
  const end = text.trimEnd();
  return [ASK_MORE, ANYTHING_ELSE, GIVE_IT].some((closing) => end.endsWith(closing));
}
const MAX_RESULT = 160;

export function introduction(instructions: string | undefined): string {
  const first = firstSentence(instructions ?? '');
  if (!first) return 'Hello.';
  const voiced = first
    .replace(/^you are\b/i, "I'm")
    .replace(/^you're\b/i, "I'm")
    .replace(/^your\b/i, 'My')
    .replace(/^act as\b/i, "I'm")
    .replace(/^you (\w+)/i, 'I $1');
  if (/^(I'm|I|My|As)\b/.test(voiced)) return voiced;
  // An order about style ("Always be brief.") is not said aloud; a task ("Review the plan.") is.
  if (STYLE_WORDS.test(first)) return 'Hello.';
  return `My task: ${first.charAt(0).toLowerCase()}${first.slice(1)}`;
}

export function firstSentence(text: string): string {
  const flat = text.replace(/\{\{\s*[\w.-]+\s*\}\}/g, '').replace(/\s+/g, ' ').trim();
  // "ACME Inc.Always be brief": prompts glued from string pieces often lack the space.
  const match = flat.match(/^(.+?[.!?])(?=\s|$|[A-Z])/);
  const sentence = (match ? match[1] : flat).trim();
  return sentence.length > 200 ? `${sentence.slice(0, 197).trimEnd()}…` : sentence;
}

export function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_QUOTE ? `${flat.slice(0, MAX_QUOTE - 1).trimEnd()}…` : flat;
}

/** Whether a reply asked the user for more (so the next message continues the same request). */
export function asksForMore(text: string): boolean {
  const end = text.trimEnd();
  return end.endsWith(ASK_MORE) || end.endsWith(GIVE_IT);
}

/** First reply to a request: introduce, acknowledge, ask for what is needed. */
export function greeting(instructions: string | undefined, lastUser: string): string {
  const intro = introduction(instructions);
  if (!lastUser.trim()) return `${intro} How can I help you today?`;
  return `${intro} You said: "${quote(lastUser)}". ${ASK_MORE}`;
}

/** After tool calls: say what they returned. */
export function summary(instructions: string | undefined, lastUser: string, results: FunctionCallResultItem[]): string {
  const parts = results.map((r) => `${r.name} returned ${clip(toolResultText(r))}`);
  const intro = introduction(instructions);
  const about = lastUser.trim() ? `About "${quote(lastUser)}"` : 'Done';
  return `${intro === 'Hello.' ? '' : `${intro} `}${about}: ${parts.join('; ')}. ${ANYTHING_ELSE}`;
}

/** The best tool needs an identifier nobody has given: ask for it. */
export function askForIdentifier(instructions: string | undefined, lastUser: string, property: string): string {
  const intro = introduction(instructions);
  const what = property.replace(/_?id$/i, '').replace(/[_-]+/g, ' ').trim() || 'item';
  const about = lastUser.trim() ? ` with "${quote(lastUser)}"` : '';
  return `${intro === 'Hello.' ? '' : `${intro} `}To help${about}, I need the ${what} ID. ${GIVE_IT}`;
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim() || '(nothing)';
  return `"${flat.length > MAX_RESULT ? `${flat.slice(0, MAX_RESULT - 1).trimEnd()}…` : flat}"`;
}
