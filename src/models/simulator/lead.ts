/**
 * Cues the simulator takes from an agent's instructions: who it is ("You are a sales agent for
 * ACME Inc." -> "I'm a sales agent for ACME Inc."), whether to introduce itself, to be brief
 * ("be brief", "a sentence or less"), which language to speak ("you only speak Spanish"), and the
 * sentences that state facts it may answer with ("Opening hours are 8:00 to 18:00 on weekdays").
 */
import { LANGUAGE_NAMES, type Language } from './phrases.ts';
import { contentStems } from './intent/tokens.ts';

export interface Voice {
  /** "I'm the front desk of Wanderlust Travel." or null */
  intro: string | null;
  introduce: boolean;
  brief: boolean;
  language: Language;
  /** sentences that state facts (not orders) */
  facts: string[];
  /** a sign-off the instructions ask every reply to end with ("Have a good day, neighbour!") */
  signOff: string | null;
  /** an earlier reply already offered more help: the closing is not repeated every turn */
  closedBefore: boolean;
}

/** Abbreviations a sentence does not end at ("St. Anne's", "Dr. Okafor", "Acme Inc. is"). */
const ABBREVIATIONS = /\b(?:St|Dr|Mr|Mrs|Ms|Mt|Ft|Prof|vs|e\.g|i\.e)\.$/;

const ORDER_WORDS = /^(always|never|be|do|don'?t|please|keep|only|use|answer|respond|reply|speak|talk|remember|note|important|find|send|route|pass|introduce|greet|gather|ask|follow|look|call|confirm|if|when|once|after|before|search|give|write|review|rewrite|summari[sz]e|you)\b/i;

export function sentences(text: string): string[] {
  const flat = text.replace(/\{\{\s*[\w.-]+\s*\}\}/g, '').replace(/\s+/g, ' ').trim();
  // "ACME Inc.Always be brief": prompts glued from string pieces often lack the space
  const pieces = flat
    .replace(/([a-z)])\.([A-Z])/g, '$1. $2')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
    .map((s) => s.trim())
    .filter(Boolean);
  // glue back what was cut after an abbreviation ("the switchboard of St." + "Anne's Water")
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last !== undefined && ABBREVIATIONS.test(last)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** "Always end your reply with 'Have a good day!'", "Sign off with …": the words every reply ends with. */
function signOffOf(text: string): string | null {
  const m = text.match(/\b(?:end (?:every|each|all|your) (?:reply|replies|message|messages|answer|answers)(?: with)?|sign off with|close (?:every|each|your) (?:reply|message) with)\s*[:]?\s*["“'‘]([^"”’]+?)["”'’](?=\s|$|[.,;])/i);
  return m ? m[1]!.trim() : null;
}

export function readVoice(instructions: string | undefined, firstReply: boolean): Voice {
  const text = instructions ?? '';
  const all = sentences(text);
  const first = all[0] ?? '';
  let intro: string | null = null;
  const you = first.match(/^you(?:'re| are)\s+(.*)$/i);
  if (you) intro = `I'm ${you[1]}`.replace(/[.!]*$/, '.');
  if (intro && intro.length > 140) intro = `${intro.slice(0, 137).replace(/\s+\S*$/, '')}.`;
  const language = (Object.entries(LANGUAGE_NAMES) as Array<[Language, RegExp]>).find(
    ([code, re]) => code !== 'en' && new RegExp(`\\b(speak|answer|respond|reply|write|talk)s?\\b[^.]*${re.source}`, 'i').test(text),
  )?.[0] ?? 'en';
  return {
    intro,
    introduce: firstReply && /\bintroduce (yourself|itself)\b/i.test(text),
    brief: /\b(be (very )?(brief|concise|short)|briefly|a sentence or less|one sentence|keep (it|answers|replies) short)\b/i.test(text),
    language,
    facts: all.slice(1).filter((s) => !ORDER_WORDS.test(s) && !s.endsWith('?') && /\b(is|are|open|opens|closes|costs?|takes?|has|have|offers?|ships?)\b/i.test(s)),
    signOff: signOffOf(text),
    closedBefore: false,
  };
}

/** The fact sentence that answers the question outright: it holds most of the question's words. */
export function strongFact(voice: Voice, question: string): string | null {
  const asked = [...new Set(contentStems(question))];
  if (asked.length === 0) return null;
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of voice.facts) {
    const stems = contentStems(sentence);
    const shared = asked.filter((s) => stems.some((t) => t === s || (s.length >= 4 && t.startsWith(s)) || (t.length >= 4 && s.startsWith(t)))).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { sentence, shared };
  }
  return best && (best.shared >= 2 || best.shared === asked.length) && best.shared * 2 >= asked.length ? best.sentence : null;
}

/** The fact sentence that shares most words with the question, if any does. */
export function factFor(voice: Voice, question: string): string | null {
  const asked = contentStems(question);
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of voice.facts) {
    const stems = contentStems(sentence);
    const shared = asked.filter((s) => stems.includes(s) || stems.some((t) => t.startsWith(s) && s.length >= 4)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { sentence, shared };
  }
  return best?.sentence ?? null;
}
