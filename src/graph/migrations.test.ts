import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateDocument, type Migration } from './migrations.ts';
import { GRAPH_VERSION } from './schema.ts';

describe('migration chain', () => {
  it('ends at the current version, each step continuing the previous one', () => {
    expect(MIGRATIONS.length).toBeGreaterThan(0);
    MIGRATIONS.forEach((m, i) => {
      expect(m.to).toBe(m.from + 1);
      if (i > 0) expect(m.from).toBe(MIGRATIONS[i - 1].to);
    });
    expect(MIGRATIONS[MIGRATIONS.length - 1].to).toBe(GRAPH_VERSION);
  });

  it('applies the steps in order, on a copy', () => {
    const calls: string[] = [];
    const step = (from: number): Migration => ({
      from,
      to: from + 1,
      summary: `step ${from}`,
      migrate: (doc) => {
        calls.push(`${from}:${String(doc.version)}`);
        return { ...doc, trail: [...((doc.trail as number[]) ?? []), from] };
      },
    });
    const input = { version: 0 };
    const result = migrateDocument(input, [step(1), step(0), step(2)], 3);
    expect(result).toMatchObject({ ok: true, doc: { version: 3, trail: [0, 1, 2] } });
    expect(calls).toEqual(['0:0', '1:1', '2:2']);
    expect(input).toEqual({ version: 0 });
  });

  it('passes current documents through and refuses newer ones with a clear message', () => {
    const doc = { version: GRAPH_VERSION };
    expect(migrateDocument(doc)).toEqual({ ok: true, doc, applied: [] });
    const newer = migrateDocument({ version: GRAPH_VERSION + 1 });
    expect(newer).toEqual({
      ok: false,
      error: {
        path: 'version',
        message: `This file uses graph format version ${GRAPH_VERSION + 1}, which is newer than this Switchboard understands (up to version ${GRAPH_VERSION}). Update Switchboard to open it.`,
      },
    });
  });

  it('turns a failing step into an error instead of throwing', () => {
    const broken: Migration = { from: 0, to: 1, summary: 'broken', migrate: () => { throw new Error('cannot read agents'); } };
    expect(migrateDocument({ version: 0 }, [broken], 1)).toEqual({
      ok: false,
      error: { path: '', message: 'Could not upgrade this file from version 0: cannot read agents' },
    });
  });

  it('reports a gap in the chain', () => {
    expect(migrateDocument({ version: -1 })).toMatchObject({ ok: false, error: { path: 'version', message: expect.stringContaining('version -1') } });
  });
});
