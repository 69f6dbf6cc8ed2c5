/**
 * The shapes today's Agents SDK TypeScript is written in (issue 23): agents built inside `main()`
 * and a `withTrace` callback, a factory, asTool (also through clone), RealtimeAgent, instructions
 * written `[...].join(' ')`, `catch (e: unknown)` and type predicates, an eval helper beside the
 * entry point, and orchestration that stays in code. Fixture: src/import/fixtures/agents-ts/studio.
 */
import { describe, expect, it } from 'vitest';
import { importedFixture } from '../testing/fixtureFiles.ts';
import { parseTypeScript } from './tsTree.ts';
import { blankTypes } from './typeBlanker.ts';

describe('Agents SDK TypeScript: agents built in main() and withTrace', () => {
  const { graph, report } = importedFixture('agents-ts', 'studio');
  const id = (name: string) => {
    const agent = graph.agents.find((a) => a.name === name);
    if (!agent) throw new Error(`no agent ${name} in ${graph.agents.map((a) => a.name).join(', ')}`);
    return agent.id;
  };
  const at = (line: number, level?: string) => report.items.filter((i) => i.file === 'studio/main.ts' && i.line === line && (!level || i.level === level));

  it('reads agents declared inside a withTrace callback in main(), their clone, and the start agent main() runs', () => {
    expect(graph.agents.map((a) => a.name).sort()).toEqual(['Judge', 'Short summarizer', 'Summarizer', 'Voice host', 'Writer']);
    expect(graph.startAgent).toBe(id('Writer'));
    expect(graph.handoffs.map((h) => [h.from, h.to])).toEqual([[id('Writer'), id('Voice host')]]);
    expect(graph.agents.find((a) => a.name === 'Short summarizer')!.tools).toEqual(graph.agents.find((a) => a.name === 'Summarizer')!.tools);
  });

  it("reads instructions written [...].join(' ') and [...].join('\\n')", () => {
    expect(graph.agents.find((a) => a.name === 'Summarizer')!.instructions).toBe('Summarize the text in three sentences.');
    expect(graph.agents.find((a) => a.name === 'Writer')!.instructions).toBe('You write short articles.\nUse the summarizer tools when asked for a summary.');
  });

  it('turns asTool into agent tools, also on a clone, with runOptions.maxTurns', () => {
    expect(graph.agentTools?.map((t) => [t.from, t.to, t.toolName, t.toolDescription, t.maxTurns])).toEqual([
      [id('Writer'), id('Summarizer'), 'summarize', 'Summarize a text', null],
      [id('Writer'), id('Short summarizer'), 'summarize_short', 'One-sentence summary', 2],
    ]);
  });

  it('reads RealtimeAgent as an agent and says what the realtime session adds', () => {
    expect(at(26)[0]).toMatchObject({ level: 'approximated', construct: 'new RealtimeAgent({ name: "Voice host" })' });
    expect(at(26)[0].detail).toMatch(/realtime session .* is not/);
  });

  it('reads a file with catch (e: unknown) and a type predicate without syntax errors; the tool body keeps its code', () => {
    expect(report.items.filter((i) => i.construct === 'syntax error')).toEqual([]);
    const tool = graph.tools.find((t) => t.type === 'function' && t.name === 'word_count');
    expect(tool?.type === 'function' && tool.code).toContain('} catch (e');
    expect(tool?.type === 'function' && tool.code).toContain('const isWord = (w: unknown)');
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'TypeScript syntax', file: 'studio/main.ts' }));
  });

  it("takes maxTurns from main()'s run, not from the eval helper; later runs are orchestration in code; an uncalled factory is reported", () => {
    expect(graph.settings.maxTurns).toBe(6);
    expect(graph.context).toEqual({});
    expect(at(51, 'mapped').map((i) => i.detail)).toContain("the graph's turn limit, from the program's own run (studio/main.ts:51)");
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'skipped', file: 'studio/evals/grade.ts', line: 4, detail: expect.stringMatching(/test or evaluation helper/) }));
    expect(at(54, 'skipped')[0].detail).toMatch(/^orchestration in code, not in the graph: a run in a loop of Judge/);
    expect(at(20, 'skipped')[0].detail).toMatch(/not where the importer can follow it/);
  });
});

describe('type blanking for TypeScript the Lezer grammar does not know', () => {
  const source = "try { f(); } catch (e: unknown) { g(e); }\nconst isStr = (r: unknown): r is string => typeof r === 'string';\n";
  it('blanks only the catch annotation and the predicate, keeping every offset', () => {
    const blanked = blankTypes(source, false, 'known')!;
    expect(blanked).toHaveLength(source.length);
    expect(blanked).toBe("try { f(); } catch (e         ) { g(e); }\nconst isStr = (r: unknown)              => typeof r === 'string';\n");
  });
  it('lets the reader parse what it reported as errors before', () => {
    expect(parseTypeScript('a.ts', source)).toMatchObject({ errors: [], blanked: true });
  });
});
