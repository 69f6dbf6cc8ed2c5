import { describe, expect, it } from 'vitest';
import { exportGraph } from './exportGraph.ts';
import { importGraph } from './importGraph.ts';
import { lintGraph } from './lint/lintGraph.ts';
import { GraphSchema } from './schema.ts';
import { testGraph } from './testGraph.ts';

const valid = () =>
  testGraph({
    startAgent: 'a',
    agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }],
    handoffs: [{ id: 'h', from: 'a', to: 'b' }],
  });

describe('importGraph', () => {
  it('accepts text or an object and fills defaults', () => {
    const fromText = importGraph(exportGraph(valid()));
    expect(fromText).toEqual({ ok: true, graph: valid(), warnings: [] });
    const minimal = importGraph({ format: 'switchboard.graph', version: 1, id: 'x', name: 'X' });
    expect(minimal.ok && minimal.graph.runtime).toBe('agents-sdk-js');
  });

  it('reports JSON syntax errors with line and column', () => {
    const result = importGraph('{\n  "format": "switchboard.graph",\n  "version": 1,,\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ path: '', line: 3, column: 16 });
    expect(result.errors[0].message).toMatch(/^Invalid JSON at line 3, column 16: /);
    expect(importGraph(`\uFEFF${exportGraph(valid())}`)).toMatchObject({ ok: true });
    const truncated = importGraph('{"a": [1,');
    expect(!truncated.ok && truncated.errors[0].line).toBe(1);
  });

  it('reports every problem with its path in one go', () => {
    const doc = {
      format: 'switchboard.graph',
      version: 1,
      id: 'bad id',
      name: 'N',
      runtime: 'langgraph',
      agents: [{ id: 'a', name: 'A', tools: [3], colour: 'red' }, { id: 'b' }],
      handoffs: [{ id: 'h', from: 'a', to: 'b', trigger: { type: 'telepathy' } }],
      tools: [{ id: 't', type: 'mcp', serverLabel: 's', serverUrl: 'not a url' }],
      settings: { apiKey: 'sk-nope' },
    };
    const result = importGraph(doc);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path).sort()).toEqual(
      [
        'settings.apiKey',
        'id',
        'runtime',
        'agents[0].tools[0]',
        'agents[0].colour',
        'agents[1].name',
        'handoffs[0].trigger.type',
        'tools[0].serverUrl',
      ].sort(),
    );
    expect(result.errors.find((e) => e.path === 'agents[1].name')?.message).toBe('Missing required field "name"');
    expect(result.errors.find((e) => e.path === 'agents[0].colour')?.message).toContain('extension fields must start with "x-"');
  });

  it('lists broken links beside the schema problems, in the same report', () => {
    const doc = {
      format: 'switchboard.graph',
      version: 1,
      id: 'g',
      name: 'N',
      startAgent: 'nobody',
      settings: { afterWork: { type: 'agent', agent: 'ghost' } },
      agents: [
        { id: 'a', name: '', tools: ['lookup', 'missing_tool'], afterWork: { type: 'agent', agent: 'gone' }, nestedChats: [{ agent: 'far' }] },
        { id: 'b', name: 'B' },
      ],
      handoffs: [{ id: 'h', from: 'a', to: 'billing' }],
      agentTools: [{ id: 'at', from: 'manager', to: 'b' }],
      tools: [{ id: 'lookup', type: 'function', name: 'lookup', routesTo: ['b', 'elsewhere'] }],
      groups: [{ id: 'desk', name: 'Desk', members: ['a', 'stray'] }],
    };
    const result = importGraph(doc);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'agents[0].name', message: 'An agent needs a name' },
      { path: 'startAgent', message: 'The start agent is an unknown agent "nobody"' },
      { path: 'settings.afterWork.agent', message: 'After work goes to an unknown agent "ghost"' },
      { path: 'agents[0].afterWork.agent', message: 'After work goes to an unknown agent "gone"' },
      { path: 'agents[0].nestedChats[0].agent', message: 'A nested chat goes to an unknown agent "far"' },
      { path: 'agents[0].tools[1]', message: 'An unknown tool "missing_tool"' },
      { path: 'handoffs[0].to', message: 'Handoff points to an unknown agent "billing"' },
      { path: 'agentTools[0].from', message: 'Agent tool starts at an unknown agent "manager"' },
      { path: 'tools[0].routesTo[1]', message: 'Routes to an unknown agent "elsewhere"' },
      { path: 'groups[0].members[1]', message: 'Has as member an unknown agent "stray"' },
    ]);
    // a file whose only problem is a link opens: lint marks it where it can be fixed
    const linkOnly = importGraph({ ...doc, agents: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] });
    expect(linkOnly.ok).toBe(true);
  });

  it('says what a union field accepts instead of zod\'s bare "Invalid input"', () => {
    const doc = {
      ...exportedObject(),
      handoffs: [{ id: 'h', from: 'a', to: 'b', enabled: 'yes' }],
      agents: [{ id: 'a', name: 'A', toolUseBehavior: 'stop', outputSchema: [] }, { id: 'b', name: 'B' }],
    };
    const result = importGraph(doc);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'agents[0].outputSchema', message: 'Invalid input: expected object, received array' },
      { path: 'agents[0].toolUseBehavior', message: 'Invalid value: expected "run_llm_again", "stop_on_first_tool" or object, received "stop"' },
      { path: 'handoffs[0].enabled', message: 'Invalid value: expected boolean or object, received "yes"' },
    ]);
  });

  it('keeps x- extension fields and never mutates its input', () => {
    const doc = { ...exportedObject(), 'x-editor': { zoom: 2 } };
    const before = structuredClone(doc);
    const result = importGraph(doc);
    expect(result.ok && (result.graph as Record<string, unknown>)['x-editor']).toEqual({ zoom: 2 });
    if (result.ok) ((result.graph as Record<string, unknown>)['x-editor'] as { zoom: number }).zoom = 9;
    expect(doc).toEqual(before);
  });

  it('migrates older files and says so; refuses newer ones', () => {
    const v0 = { format: 'switchboard.graph', version: 0, id: 'd', name: 'D', startAgentId: 'a', agents: [{ id: 'a', name: 'A' }], edges: [] };
    const result = importGraph(v0);
    expect(result).toMatchObject({ ok: true, graph: { version: 1, startAgent: 'a', handoffs: [] } });
    expect(result.ok && result.warnings[0].path).toBe('version');
    const newer = importGraph({ ...exportedObject(), version: 2 });
    expect(newer).toMatchObject({ ok: false, errors: [{ path: 'version', message: expect.stringContaining('newer') }] });
  });

  it('rejects a document that is not an object, or not JSON at all', () => {
    expect(importGraph('[]')).toMatchObject({ ok: false, errors: [{ path: '' }] });
    expect(importGraph(undefined)).toMatchObject({ ok: false });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(importGraph(cyclic)).toMatchObject({ ok: false, errors: [{ path: '', message: expect.stringContaining('Not a JSON document') }] });
  });
});

function exportedObject(): Record<string, unknown> {
  return JSON.parse(exportGraph(valid()));
}

// Deterministic pseudo-random numbers so a failure can be replayed.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ODD_VALUES: unknown[] = [null, true, 0, -1, 1.5, '', 'x', 'a b', [], {}, [1, 'two'], { when: 'ctx.x' }, { type: 'llm' }, `sk-${'a'.repeat(24)}`];

function mutate(doc: unknown, random: () => number): unknown {
  const copy = structuredClone(doc);
  const containers: Array<Record<string, unknown> | unknown[]> = [];
  const collect = (v: unknown) => {
    if (typeof v === 'object' && v !== null) {
      containers.push(v as Record<string, unknown>);
      Object.values(v).forEach(collect);
    }
  };
  collect(copy);
  const target = containers[Math.floor(random() * containers.length)];
  const keys = Object.keys(target);
  const key = keys.length > 0 && random() < 0.8 ? keys[Math.floor(random() * keys.length)] : random() < 0.5 ? 'extra' : 'x-extra';
  const roll = random();
  const value = ODD_VALUES[Math.floor(random() * ODD_VALUES.length)];
  if (Array.isArray(target)) {
    if (roll < 0.3) target.splice(Number(key) || 0, 1);
    else target[Number(key) || 0] = value;
  } else if (roll < 0.3) delete target[key];
  else target[key] = value;
  return copy;
}

function containsAll(actual: unknown, given: unknown): boolean {
  if (Array.isArray(given)) {
    return Array.isArray(actual) && actual.length === given.length && given.every((g, i) => containsAll(actual[i], g));
  }
  if (typeof given === 'object' && given !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
    return Object.entries(given).every(([k, v]) => Object.hasOwn(actual, k) && containsAll((actual as Record<string, unknown>)[k], v));
  }
  return Object.is(actual, given);
}

describe('import fuzz', () => {
  it('random mutations never throw, and whatever is accepted is a valid graph that round-trips', () => {
    const random = rng(20261122);
    const base = JSON.parse(exportGraph(GraphSchema.parse({
      ...exportedObject(),
      tools: [{ id: 't', type: 'function', name: 'lookup', parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'], additionalProperties: false } }],
      guardrails: [{ id: 'g', kind: 'input', name: 'G' }],
      context: { n: 1 },
    })));
    let accepted = 0;
    let rejected = 0;
    for (let i = 0; i < 400; i++) {
      let doc: unknown = base;
      const rounds = 1 + Math.floor(random() * 3);
      for (let r = 0; r < rounds; r++) doc = mutate(doc, random);
      const frozen = JSON.stringify(doc);
      const asText = random() < 0.5;
      const input = asText ? (random() < 0.2 ? frozen.slice(0, Math.floor(random() * frozen.length)) : frozen) : doc;
      const result = importGraph(input);
      expect(JSON.stringify(doc)).toBe(frozen);
      if (result.ok) {
        accepted++;
        expect(GraphSchema.safeParse(result.graph).success).toBe(true);
        expect(() => lintGraph(result.graph)).not.toThrow();
        expect(JSON.stringify(result.graph)).not.toContain('sk-aaaa');
        // import only adds defaults: every value the file gave is in the graph unchanged
        const given = JSON.parse(frozen);
        if (given.version === 1) expect(containsAll(result.graph, given)).toBe(true);
        const text = exportGraph(result.graph);
        const again = importGraph(text);
        expect(again).toMatchObject({ ok: true, graph: result.graph });
        expect(exportGraph((again as { graph: typeof result.graph }).graph)).toBe(text);
      } else {
        rejected++;
        expect(result.errors.length).toBeGreaterThan(0);
        for (const e of result.errors) expect(typeof e.path === 'string' && e.message.length > 0).toBe(true);
      }
    }
    // both outcomes must actually be exercised, or the test proves nothing
    expect(accepted).toBeGreaterThan(20);
    expect(rejected).toBeGreaterThan(20);
  });
});

describe('single-line fields (issue 20)', () => {
  it('refuses control characters in names with the path and the character', () => {
    const doc = JSON.parse(exportGraph(testGraph({ name: 'G', agents: [{ id: 'a', name: 'A' }] }))) as Record<string, unknown>;
    const bad = { ...doc, name: 'ACME\u2028console.log(1)', agents: [{ ...(doc.agents as object[])[0], name: 'Helper\rprint(1)' }] };
    expect(importGraph(bad)).toEqual({
      ok: false,
      errors: [
        { path: 'name', message: 'A name must be one line of text: control character U+2028 at position 5 (line breaks, tabs and other control characters are not allowed here).' },
        { path: 'agents[0].name', message: 'A name must be one line of text: control character U+000D at position 7 (line breaks, tabs and other control characters are not allowed here).' },
      ],
    });
    // multi-line text stays allowed where it belongs
    expect(importGraph({ ...doc, description: 'two\nlines' }).ok).toBe(true);
  });
});
