/**
 * AG2 shapes from its cookbook (issue 23): agents built in main() under `with llm_config:`,
 * ContextExpression not()/and/&/!, NestedChatTarget, FunctionTarget, ReplyResult to the user and
 * register_for_llm applied by hand. Fixture: src/import/fixtures/ag2/review_board.
 */
import { describe, expect, it } from 'vitest';
import { contextExpressionToWhen } from './pyWhen.ts';
import { importedFixture } from '../testing/fixtureFiles.ts';

describe('AG2: the cookbook shapes', () => {
  const { graph, report } = importedFixture('ag2', 'review_board');
  const agent = (name: string) => graph.agents.find((a) => a.name === name)!;
  const at = (line: number) => report.items.filter((i) => i.file === 'review_board/board.py' && i.line === line);

  it('reads agents built in main() with the LLMConfig of their with-block; run settings from main(), not the grader in evals/', () => {
    expect(graph.agents.map((a) => a.name)).toEqual(['chair', 'style_reviewer', 'logic_reviewer', 'panelist_a', 'panelist_b']);
    expect(graph.settings).toMatchObject({ model: 'gpt-4o-mini', maxTurns: 30 });
    expect(graph.startAgent).toBe(agent('chair').id);
    expect(graph.context).toEqual({ style_done: false, logic_done: false, panel_done: false, reviewed: false });
    expect(report.items.filter((i) => i.file === 'review_board/evals/eval_board.py').map((i) => [i.level, i.construct, i.line])).toEqual([
      ['skipped', 'DefaultPattern(...)', 7],
      ['skipped', 'initiate_group_chat(...)', 8],
    ]);
  });

  it('turns not(${x}) and "and not(...)" context expressions into when rules', () => {
    expect(graph.handoffs.map((h) => [h.from, h.to, h.trigger])).toEqual([
      ['chair', 'style_reviewer', { type: 'context', when: '!(ctx.style_done)' }],
      ['chair', 'logic_reviewer', { type: 'context', when: 'ctx.style_done && !(ctx.logic_done)' }],
    ]);
  });

  it('turns a NestedChatTarget into the agent\'s nested chats and says the condition is not kept', () => {
    expect(agent('chair').nestedChats).toEqual([
      { agent: 'panelist_a', message: 'Give your opinion.', summaryMethod: 'last_msg', summaryPrompt: null, maxTurns: 1 },
      { agent: 'panelist_b', message: 'Give a second opinion.', summaryMethod: 'reflection_with_llm', summaryPrompt: null, maxTurns: 2 },
    ]);
    expect(at(61)[0]).toMatchObject({ level: 'approximated' });
    expect(at(61)[0].detail).toContain('only when ctx.style_done && ctx.logic_done && !ctx.panel_done');
  });

  it('approximates a FunctionTarget after-work by an agent its function names, and says so', () => {
    expect(agent('style_reviewer').afterWork).toEqual({ type: 'agent', agent: 'logic_reviewer' });
    expect(at(66)[0]).toMatchObject({ level: 'approximated' });
    expect(at(66)[0].detail).toMatch(/^FunctionTarget\(pick_reviewer\): the function decides at run time \(review_board\/board\.py:40\)/);
  });

  it('reads register_for_llm(...)(fn) and reports ReplyResult(target=RevertToUserTarget()) as approximated', () => {
    const tool = graph.tools.find((t) => t.type === 'function' && t.name === 'submit_review');
    expect(tool?.type === 'function' && tool.description).toBe('Submit the verdict.');
    expect(agent('chair').tools).toEqual([tool!.id]);
    expect(at(36)[0]).toMatchObject({ level: 'approximated', construct: 'ReplyResult(target=RevertToUserTarget()) in submit_review' });
  });
});

describe('ContextExpression → when', () => {
  it.each([
    ['not(${a})', '!(ctx.a)'],
    ['${a} and not(${b}) or ${c} > 2', 'ctx.a && !(ctx.b) || ctx.c > 2'],
    ['!${a} & ${b} | ${c}', '!ctx.a && ctx.b || ctx.c'],
    ['len(${x}) == 0 or not ${y}', 'ctx.x.length === 0 || !ctx.y'],
    ['${x} is not None', 'ctx.x !== null'],
  ])('%s → %s', (expr, when) => {
    expect(contextExpressionToWhen(expr)).toBe(when);
  });
});
