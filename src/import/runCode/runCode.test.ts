/**
 * The "run the code" pass on a CMBAgent-style miniature (src/import/fixtures/ag2/labteam, written
 * for this test: 12 agents configured in YAML, after-work pairs applied in a loop, controller
 * conditions from a comprehension, a nested group chat, tools registered with register_function
 * in a loop that return ReplyResult(AgentTarget(...))). Static reading finds no agent there; the
 * program's entry runs in the Python sandbox against recording stand-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodePythonRunner } from '../../sandbox/python/index.ts';
import { importCode } from '../index.ts';
import { fixtureFiles } from '../testing/fixtureFiles.ts';
import { importRunningCode, pythonEntry, type PythonRunnerLike } from './runCode.ts';

const runner = createNodePythonRunner();
beforeAll(() => runner.warm(), 120_000);
afterAll(() => runner.dispose());

const files = fixtureFiles('ag2', 'labteam');

describe('run the code: a CMBAgent-style team configured from YAML', () => {
  it('reads nothing statically and says why', () => {
    const result = importCode(files.filter((f) => f.path.endsWith('.py')));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0].message).toMatch(/import with "run the code"/);
    expect(result.report.items.filter((i) => /not where the importer can follow/.test(i.detail)).map((i) => `${i.file}:${i.line}`)).toEqual(['labteam/labteam/team.py:18']);
  });

  it('finds the entry that has if __name__ == "__main__"', () => {
    expect(pythonEntry(files)).toBe('labteam/main.py');
  });

  it('records agents, after-work chains, conditions, the nested group chat and the tools, and says they came from running the code', async () => {
    const result = await importRunningCode(files, { python: () => runner }, { timeoutMs: 60_000 });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { graph, report } = result;
    const id = (name: string) => graph.agents.find((a) => a.name === name)?.id;
    expect(graph.agents).toHaveLength(12);
    expect(graph.agents.find((a) => a.name === 'planner')!.instructions).toBe('You make a step-by-step plan for the task.\nKeep it short.\n');
    // CMBAgent's shape: instructions given as UpdateSystemMessage(template), not system_message
    expect(graph.agents.find((a) => a.name === 'controller')!.instructions).toBe('You decide which agent works on the next step.\nThe plan so far: {plan}\n');
    expect(report.items).toContainEqual(expect.objectContaining({ level: 'approximated', construct: 'instructions of controller', file: 'labteam/labteam/team.py', line: 18, detail: expect.stringMatching(/UpdateSystemMessage template/) }));
    expect(graph.settings).toMatchObject({ model: 'gpt-4o-mini', maxTurns: 40 });
    expect(graph.startAgent).toBe(id('planner'));
    expect(graph.context).toEqual({ plan: '', step: 0 });
    const afterWork = Object.fromEntries(graph.agents.filter((a) => a.afterWork).map((a) => [a.name, a.afterWork!.type === 'agent' ? graph.agents.find((b) => b.id === (a.afterWork as { agent: string }).agent)!.name : a.afterWork!.type]));
    expect(afterWork).toEqual({
      planner: 'plan_reviewer', plan_reviewer: 'plan_recorder', plan_recorder: 'controller', engineer: 'engineer_formatter', researcher: 'researcher_formatter',
      researcher_formatter: 'controller', idea_maker: 'idea_critic', idea_critic: 'controller', terminator: 'terminate', controller: 'terminator',
    });
    expect(graph.handoffs.map((h) => [h.from, h.to, h.trigger.type === 'llm' ? h.trigger.condition : null])).toEqual([
      [id('controller'), id('engineer'), 'Code needs to be written or fixed.'],
      [id('controller'), id('researcher'), 'Results need to be explained.'],
      [id('controller'), id('idea_maker'), 'New ideas are needed.'],
      [id('controller'), id('terminator'), 'The task is completed.'],
    ]);
    expect(graph.agents.find((a) => a.name === 'engineer_formatter')!.nestedChats).toEqual([{ agent: id('executor'), message: 'Run the code.', summaryMethod: 'last_msg', summaryPrompt: null, maxTurns: 1 }]);
    const plan = graph.tools.find((t) => t.type === 'function' && t.name === 'record_plan');
    expect(plan).toMatchObject({ description: 'Record the final plan.', routesTo: [id('controller')], parameters: { properties: { plan: { type: 'string', description: 'The plan, one step per line.' } }, required: ['plan'] } });
    expect(plan?.type === 'function' && plan.pythonCode).toMatch(/^def record_plan\(plan: str, context_variables: ContextVariables\) -> ReplyResult:/);
    expect(graph.agents.find((a) => a.name === 'plan_recorder')!.tools).toEqual([plan!.id]);
    expect(graph.agents.find((a) => a.name === 'controller')!.tools).toHaveLength(1);
    // every fact says it came from running the code, with the place it happened
    expect(report.items.find((i) => i.construct === 'after-work of planner')).toMatchObject({ file: 'labteam/labteam/hand_offs.py', line: 19, detail: 'from running the code: after-work: go to plan_reviewer' });
    expect(report.items.find((i) => i.construct === 'nested group chat engineer_nested_chat of engineer_formatter')).toMatchObject({ level: 'approximated', file: 'labteam/labteam/hand_offs.py', line: 36 });
    expect(report.summary).toMatch(/Running labteam\/main\.py in the sandbox added 12 agents, 14 routes, 2 tools \(2 registrations\), 1 nested chats and 0 agent tools\.$/);
  }, 120_000);

  it('reports code that fails while running, and keeps what it built before', async () => {
    const broken = files.map((f) => (f.path === 'labteam/labteam/hand_offs.py' ? { ...f, text: f.text.replace('agents["terminator"].handoffs', 'agents["nobody"].handoffs') } : f));
    const result = await importRunningCode(broken, { python: () => runner }, { timeoutMs: 60_000 });
    expect(result.ok).toBe(true);
    expect(result.report.items).toContainEqual(expect.objectContaining({ level: 'skipped', construct: 'KeyError while running', file: 'labteam/labteam/hand_offs.py', line: 21 }));
    if (result.ok) expect(result.graph.agents).toHaveLength(12);
  }, 120_000);

  it('says so when there is no entry to run, and runs nothing', async () => {
    let ran = false;
    const spy: PythonRunnerLike = { run: async (r) => ((ran = true), runner.run(r)) };
    const result = await importRunningCode(files.filter((f) => f.path !== 'labteam/main.py'), { python: () => spy });
    expect(ran).toBe(false);
    expect(result.report.items[0]).toMatchObject({ level: 'skipped', construct: 'run the code', detail: expect.stringMatching(/^No entry point to run/) });
  });
});
