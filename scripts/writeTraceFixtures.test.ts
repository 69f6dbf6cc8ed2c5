/**
 * The committed SDK trace fixtures are what the installed Agents SDK writes today: each scenario
 * is run again on the real SDK (against the local fake server) and must read back as the same
 * spans as its fixture, ids and times aside (the import's ordering is tested in src/import/trace).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTrace } from '../src/import/trace/index.ts';
import { record, SCENARIOS } from './writeTraceFixtures.ts';

function shape(text: string) {
  const read = readTrace(text);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  // as a sorted list: spans that start in the same millisecond may come in either order
  return read.trace.spans.map((s) => JSON.stringify({ kind: s.kind, name: s.name, agent: s.agentName, tool: s.toolName, from: s.fromAgent, to: s.toAgent, model: s.model, user: s.userText, says: s.assistantText, args: s.arguments, result: s.result })).sort();
}

describe('SDK trace fixtures', () => {
  it.each(SCENARIOS)('$file is what the installed SDK writes', async (scenario) => {
    const fresh = await record(scenario);
    const committed = readFileSync(new URL(`../src/import/trace/fixtures/${scenario.file}`, import.meta.url), 'utf8');
    expect(shape(JSON.stringify(fresh))).toEqual(shape(committed));
  }, 30_000);
});
