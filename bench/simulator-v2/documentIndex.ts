/**
 * The in-browser index behind offline file search (docs/HOSTED-TOOLS.md): the documents a graph
 * carries, cut into passages (paragraphs, a heading kept with what follows, long ones split at
 * sentences) and ranked by BM25 over the simulator's own stems (intent/tokens.ts), so "money back"
 * finds a passage about refunds as the routing does. No network, no model, deterministic.
 *
 * Hand-written rather than a search library: it is some sixty lines, shares the simulator's
 * stemmer, and adds nothing to the bundle (the project takes no new packages this round).
 */
import type { GraphDocument } from '../../src/graph/schema.ts';
import type { FileSearchResult } from '../../src/models/items.ts';
import { STOPWORDS } from './intent/lexicon.ts';
import { stem, words } from './intent/tokens.ts';

/** Passages shorter than this join the next one; longer than the maximum are split at sentences. */
const MIN_PASSAGE = 160;
const MAX_PASSAGE = 800;
/** BM25's usual constants. */
const K1 = 1.2;
const B = 0.75;

interface Passage {
  documentId: string;
  filename: string;
  text: string;
  terms: Map<string, number>;
  length: number;
}

export interface DocumentIndex {
  passages: Passage[];
  /** passages containing each stem */
  frequency: Map<string, number>;
  averageLength: number;
}

/** Stems of a text with their repeats (BM25 counts them). */
export function termsOf(text: string): string[] {
  return words(text).flatMap((word) => {
    if (STOPWORDS.has(word)) return [];
    const s = stem(word);
    return s.length < 2 || STOPWORDS.has(s) ? [] : [s];
  });
}

/** Paragraphs, a short one (a heading) joined to the next, a long one split after sentences. */
export function passagesOf(text: string): string[] {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const out: string[] = [];
  let pending = '';
  for (const paragraph of paragraphs) {
    const joined = pending ? `${pending}\n${paragraph}` : paragraph;
    if (joined.length < MIN_PASSAGE) {
      pending = joined;
      continue;
    }
    pending = '';
    if (joined.length <= MAX_PASSAGE) {
      out.push(joined);
      continue;
    }
    let piece = '';
    for (const sentence of joined.match(/[^.!?\n]+[.!?]*\s*|\n/g) ?? [joined]) {
      if (piece.length + sentence.length > MAX_PASSAGE && piece.trim()) {
        out.push(piece.trim());
        piece = '';
      }
      piece += sentence;
    }
    if (piece.trim()) out.push(piece.trim());
  }
  if (pending) out.push(pending);
  return out;
}

export function buildIndex(documents: readonly GraphDocument[]): DocumentIndex {
  const passages: Passage[] = [];
  const frequency = new Map<string, number>();
  for (const doc of documents) {
    for (const text of passagesOf(doc.text)) {
      const terms = new Map<string, number>();
      const all = termsOf(text);
      for (const term of all) terms.set(term, (terms.get(term) ?? 0) + 1);
      for (const term of terms.keys()) frequency.set(term, (frequency.get(term) ?? 0) + 1);
      passages.push({ documentId: doc.id, filename: doc.name, text, terms, length: all.length });
    }
  }
  const averageLength = passages.length === 0 ? 0 : passages.reduce((sum, p) => sum + p.length, 0) / passages.length;
  return { passages, frequency, averageLength };
}

const cache = new WeakMap<readonly GraphDocument[], DocumentIndex>();

/** The index of a graph's documents, built once per documents list (graphs are immutable). */
export function indexFor(documents: readonly GraphDocument[]): DocumentIndex {
  let index = cache.get(documents);
  if (!index) {
    index = buildIndex(documents);
    cache.set(documents, index);
  }
  return index;
}

export interface SearchHit extends FileSearchResult {
  /** share of the query's stems the passage holds (0..1): how well it answers */
  coverage: number;
}

/**
 * The best passages for a query, best first, as the Responses API's file_search_call results
 * (file_id: the document's id; score: the BM25 score mapped into 0..1). Ties keep document order.
 */
export function searchIndex(index: DocumentIndex, query: string, maxResults: number): SearchHit[] {
  const queryTerms = [...new Set(termsOf(query))];
  if (queryTerms.length === 0 || index.passages.length === 0) return [];
  const n = index.passages.length;
  const scored = index.passages.map((passage, order) => {
    let score = 0;
    let matched = 0;
    for (const term of queryTerms) {
      const tf = passage.terms.get(term) ?? 0;
      if (tf === 0) continue;
      matched += 1;
      const df = index.frequency.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * passage.length) / (index.averageLength || 1)));
    }
    return { passage, order, score, coverage: matched / queryTerms.length };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(1, maxResults))
    .map(({ passage, score, coverage }) => ({
      file_id: passage.documentId,
      filename: passage.filename,
      score: Math.round((1 - Math.exp(-score / 4)) * 1000) / 1000,
      text: passage.text,
      attributes: {},
      coverage: Math.round(coverage * 100) / 100,
    }));
}
