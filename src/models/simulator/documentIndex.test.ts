import { describe, expect, it } from 'vitest';
import { buildIndex, indexFor, passagesOf, searchIndex } from './documentIndex.ts';

describe('passagesOf', () => {
  it('keeps a heading with its paragraph and splits a long paragraph after sentences', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} says something about returns.`).join(' ');
    const passages = passagesOf(`# Returns\n\n${long}\n\nShort tail.`);
    expect(passages[0].startsWith('# Returns\nSentence number 0')).toBe(true);
    expect(passages.every((p) => p.length <= 800)).toBe(true);
    expect(passages.join(' ')).toContain('Sentence number 39');
    expect(passages.at(-1)).toBe('Short tail.');
  });
});

describe('searchIndex', () => {
  const documents = [
    { id: 'a', name: 'a.md', text: 'Refunds are paid within 30 days of a return.\n\nOur office is in Lisbon and opens at nine.' },
    { id: 'b', name: 'b.md', text: 'Shipping is free over 50 euros. Shipping to islands costs extra.' },
  ];

  it('ranks by BM25: the passage with the rarer, repeated terms first, scores in 0..1', () => {
    const hits = searchIndex(buildIndex(documents), 'shipping islands', 5);
    expect(hits.map((h) => h.filename)).toEqual(['b.md']);
    expect(hits[0].coverage).toBe(1);
    expect(hits[0].score).toBeGreaterThan(0);
    expect(hits[0].score).toBeLessThan(1);
  });

  it('reads phrases and stems as the simulator does ("money back" finds refunds)', () => {
    const hits = searchIndex(buildIndex(documents), 'when do I get my money back', 5);
    expect(hits[0]).toMatchObject({ file_id: 'a', filename: 'a.md' });
  });

  it('limits the results and finds nothing for words it does not hold', () => {
    expect(searchIndex(buildIndex(documents), 'refunds shipping office', 1)).toHaveLength(1);
    expect(searchIndex(buildIndex(documents), 'volcano', 5)).toEqual([]);
    expect(searchIndex(buildIndex([]), 'refunds', 5)).toEqual([]);
  });

  it('builds the index once per documents list', () => {
    expect(indexFor(documents)).toBe(indexFor(documents));
    expect(indexFor([...documents])).not.toBe(indexFor(documents));
  });
});
