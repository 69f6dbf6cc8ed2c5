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
}

const ORDER_WORDS = /^(always|never|be|do|don'?t|please|keep|only|use|answer|respond|reply|speak|talk|remember|note|important|find|send|route|pass|introduce|greet|gather|ask|follow|look|call|confirm|if|when|once|after|before|search|give|write|review|rewrite|summari[sz]e|you)\b/i;

export function sentences(text: string): string[] {
  const flat = text.replace(/\{\{\s*[\w.-]+\s*\}\}/g, '').replace(/\s+/g, ' ').trim();
  // "ACME Inc.Always be brief": prompts glued from string pieces often lack the space
  return flat
    .replace(/([a-z)])\.([A-Z])/g, '$1. $2')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
    .map((s) => s.trim())
    .filter(Boolean);
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
  };
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
