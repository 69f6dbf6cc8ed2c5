import { describe, expect, it } from 'vitest';
import { presenterNote, setPresenterNote } from './presenterNotes.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('presenter notes', () => {
  it('keeps one note per recording and step, and removes a note set to empty', () => {
    const storage = memoryStorage();
    setPresenterNote('rec1', 4, '  Point at the Sales agent  ', storage);
    setPresenterNote('rec2', 4, 'Other recording', storage);
    expect(presenterNote('rec1', 4, storage)).toBe('Point at the Sales agent');
    expect(presenterNote('rec1', 5, storage)).toBe('');
    expect(presenterNote('rec2', 4, storage)).toBe('Other recording');
    setPresenterNote('rec1', 4, '', storage);
    expect(presenterNote('rec1', 4, storage)).toBe('');
    expect(JSON.parse(storage.getItem('switchboard.presenterNotes')!)).toEqual({ rec2: { '4': 'Other recording' } });
  });

  it('reads damaged storage as no notes', () => {
    const storage = memoryStorage();
    storage.setItem('switchboard.presenterNotes', '{not json');
    expect(presenterNote('rec1', 1, storage)).toBe('');
  });
});
