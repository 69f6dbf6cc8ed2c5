import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleGraph } from './examples.ts';
import { codeNotIn, graphCodeSites, trustNotIn } from './codeSites.ts';
import { McpServerSchema, type Graph } from './schema.ts';

const acme = exampleGraph(EXAMPLES.find((e) => e.id === 'acme-customer-service')!);
const withoutCode: Graph = {
  ...acme,
  tools: acme.tools.map((t) => (t.type === 'function' ? { ...t, code: '  ', pythonCode: undefined, enabled: true, needsApproval: false } : t)),
  guardrails: acme.guardrails.map((g) => ({ ...g, code: '' })),
  handoffs: acme.handoffs.map((h) => ({ ...h, onHandoff: null, onHandoffPython: undefined, inputFilter: { type: 'none' as const }, enabled: true })),
};

describe('graphCodeSites', () => {
  it('finds tool code in ACME, and nothing once every code-bearing part is emptied', () => {
    expect(graphCodeSites(acme).some((s) => /^tools\[\d+\]\.code$/.test(s.path))).toBe(true);
    expect(graphCodeSites(withoutCode)).toEqual([]);
  });

  it('counts every when rule as code: tool enabled and needsApproval, handoff enabled, context conditions', () => {
    const tool = withoutCode.tools.findIndex((t) => t.type === 'function');
    const graph: Graph = {
      ...withoutCode,
      tools: withoutCode.tools.map((t, i) => (i === tool && t.type === 'function' ? { ...t, enabled: { when: 'ctx.a' }, needsApproval: { when: 'args.b' } } : t)),
      handoffs: withoutCode.handoffs.map((h, i) =>
        i === 0 ? { ...h, enabled: { when: 'ctx.c' } } : i === 1 ? { ...h, trigger: { type: 'context' as const, when: 'ctx.d' } } : h,
      ),
    };
    expect(graphCodeSites(graph)).toEqual([
      { path: `tools[${tool}].enabled.when`, code: 'ctx.a' },
      { path: `tools[${tool}].needsApproval.when`, code: 'args.b' },
      { path: 'handoffs[0].enabled.when', code: 'ctx.c' },
      { path: 'handoffs[1].trigger.when', code: 'ctx.d' },
    ]);
  });
});

describe('Python bodies are code too (the Python runtimes run them in place of the TypeScript)', () => {
  it('lists each Python body, so a pasted or co-edited Python change asks for trust again', () => {
    const tool = withoutCode.tools.findIndex((t) => t.type === 'function');
    const graph: Graph = {
      ...withoutCode,
      agents: withoutCode.agents.map((a, i) => (i === 0 ? { ...a, instructionsPython: 'def i(ctx, agent):\n    return "x"' } : a)),
      tools: withoutCode.tools.map((t, i) => (i === tool && t.type === 'function' ? { ...t, pythonCode: 'def t():\n    pass', enabled: { when: 'true', python: 'def e(ctx, agent):\n    return 1' } } : t)),
      guardrails: [{ id: 'g', kind: 'input', name: 'g', code: '', runInParallel: true, pythonCode: 'def g(ctx, agent, input):\n    pass' }],
      handoffs: withoutCode.handoffs.map((h, i) =>
        i === 0 ? { ...h, onHandoffPython: 'def o(ctx):\n    pass', inputFilter: { type: 'code' as const, code: '', pythonCode: 'def f(data):\n    return data' } } : h,
      ),
    };
    expect(graphCodeSites(graph).map((s) => s.path)).toEqual([
      'agents[0].instructionsPython',
      `tools[${tool}].pythonCode`,
      `tools[${tool}].enabled.when`,
      `tools[${tool}].enabled.python`,
      'guardrails[0].pythonCode',
      'handoffs[0].onHandoffPython',
      'handoffs[0].inputFilter.pythonCode',
    ]);
    const edited: Graph = { ...graph, tools: graph.tools.map((t, i) => (i === tool && t.type === 'function' ? { ...t, pythonCode: 'def t():\n    import os' } : t)) };
    expect(codeNotIn(graph, edited)).toEqual([{ path: `tools[${tool}].pythonCode`, code: 'def t():\n    import os' }]);
  });
});

describe('codeNotIn', () => {
  it('lists Python bodies as code (Swarm and AG2 run them in the sandbox): a changed one asks for trust again', () => {
    const tool = withoutCode.tools.findIndex((t) => t.type === 'function');
    const graph: Graph = {
      ...withoutCode,
      tools: withoutCode.tools.map((t, i) => (i === tool && t.type === 'function' ? { ...t, pythonCode: 'def f():\n    return 1' } : t)),
      handoffs: withoutCode.handoffs.map((h, i) => (i === 0 ? { ...h, onHandoffPython: 'def on_handoff(ctx):\n    pass' } : h)),
    };
    expect(graphCodeSites(graph).map((s) => s.path)).toEqual([`tools[${tool}].pythonCode`, 'handoffs[0].onHandoffPython']);
    const changed: Graph = { ...graph, tools: graph.tools.map((t, i) => (i === tool && t.type === 'function' ? { ...t, pythonCode: 'def f():\n    import os' } : t)) };
    expect(codeNotIn(graph, changed).map((s) => s.path)).toEqual([`tools[${tool}].pythonCode`]);
  });

  it('lists an agent tool\'s output extractor as code (it runs in the sandbox)', () => {
    const graph: Graph = { ...withoutCode, agentTools: [{ id: 't', from: 'a', to: 'b', toolName: null, toolDescription: null, outputExtractor: 'export default () => "x"', maxTurns: null }] };
    expect(graphCodeSites(graph)).toEqual([{ path: 'agentTools[0].outputExtractor', code: 'export default () => "x"' }]);
  });

  it('a fragment copied from the same project brings nothing new; foreign code is listed', () => {
    expect(codeNotIn(acme, acme)).toEqual([]);
    const foreign: Graph = { ...withoutCode, handoffs: withoutCode.handoffs.map((h, i) => (i === 0 ? { ...h, enabled: { when: 'globalThis.x' } } : h)) };
    expect(codeNotIn(acme, foreign)).toEqual([{ path: 'handoffs[0].enabled.when', code: 'globalThis.x' }]);
  });
});

describe('trustNotIn (issue 20, item 3)', () => {
  const server = McpServerSchema.parse({ id: 'srv', name: 'files', transport: { type: 'stdio', command: 'npx', args: ['evil-server'] }, requireApproval: 'never' });
  const hosted = { id: 'h', type: 'mcp' as const, serverLabel: 'x', serverUrl: 'https://attacker.example/mcp', requireApproval: 'never' as const, allowedTools: null, position: null };

  it('lists an MCP server and a hosted MCP tool that pasted agents bring, though they carry no code', () => {
    const pasted: Graph = { ...withoutCode, agents: withoutCode.agents.map((a, i) => (i === 0 ? { ...a, mcpServers: [server] } : a)), tools: [...withoutCode.tools, hosted] };
    expect(codeNotIn(withoutCode, pasted)).toEqual([]);
    expect(trustNotIn(withoutCode, pasted).map((s) => s.path)).toEqual(['agents[0].mcpServers[0]', `tools[${withoutCode.tools.length}]`]);
  });

  it('a copy of what the project already has brings nothing new', () => {
    const graph: Graph = { ...withoutCode, tools: [...withoutCode.tools, hosted] };
    expect(trustNotIn(graph, graph)).toEqual([]);
    // the same label with another server is new
    expect(trustNotIn(graph, { ...graph, tools: [...withoutCode.tools, { ...hosted, serverUrl: 'https://other.example/mcp' }] })).toHaveLength(1);
  });
});
