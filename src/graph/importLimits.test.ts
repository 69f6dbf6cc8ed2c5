/**
 * The import reproductions of issue 8 (item 6): files that used to throw, slip through or break
 * later are refused at import with a message and a path. docs/IMPORT-LIMITS.md lists the limits.
 */
import { describe, expect, it } from 'vitest';
import acme from '../../public/examples/acme-customer-service.json';
import { exportGraph } from './exportGraph.ts';
import { importGraph, type ImportResult } from './importGraph.ts';
import { LIMITS } from './limits.ts';
import { findSecrets } from './secrets.ts';

const acmeText = JSON.stringify(acme);
/** ACME with `extra` spliced in as raw JSON text at the end of the top-level object. */
const acmeWith = (extra: string) => acmeText.replace(/}$/, `,${extra}}`);
const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

function errorsOf(result: ImportResult) {
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

/** ACME as an object, with its first function tool changed by `edit`. */
function acmeWithTool(edit: (tool: Record<string, unknown> & { parameters: Record<string, unknown> }) => void): { doc: unknown; index: number } {
  const doc = structuredClone(acme) as { tools: Array<Record<string, unknown>> };
  const index = doc.tools.findIndex((t) => t.type === 'function');
  edit(doc.tools[index] as Record<string, unknown> & { parameters: Record<string, unknown> });
  return { doc, index };
}

describe('import never throws', () => {
  it.each([2_000, 100_000])('refuses JSON nested %i levels deep with the path where it got too deep', (levels) => {
    const errors = errorsOf(importGraph(acmeWith(`"x-deep":${nested(levels)}`)));
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/Nested too deeply: more than 64 levels/);
    // the path goes down the nesting to the first level past the limit
    expect(errors[0].path).toBe(`x-deep${'[0]'.repeat(LIMITS.maxDepth - 1)}`);
  });

  it('accepts nesting up to the limit (an extension value just inside it)', () => {
    // the document is level 1, "x-deep" holds levels 2 to maxDepth
    expect(importGraph(acmeWith(`"x-deep":${nested(LIMITS.maxDepth - 1)}`))).toMatchObject({ ok: true });
    expect(importGraph(acmeWith(`"x-deep":${nested(LIMITS.maxDepth)}`))).toMatchObject({ ok: false });
  });

  it('refuses a deep object handed over as a value (the app passes objects too), without a RangeError', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    const errors = errorsOf(importGraph({ ...acme, 'x-deep': deep }));
    expect(errors[0].path).toBe('');
    expect(errors[0].message).toMatch(/^Not a JSON document: nested too deeply/);
  });

  it('finds secrets in a deep document without recursing (the walk that threw RangeError)', () => {
    let deep: unknown = { apiKey: 'x' };
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const findings = findSecrets({ 'x-deep': deep });
    expect(findings).toHaveLength(1);
    expect(findings[0].path).toBe(`x-deep${'[0]'.repeat(20_000)}.apiKey`);
  });

  it('refuses a file over the size limit before parsing it', () => {
    const errors = errorsOf(importGraph(acmeWith(`"x-pad":"${'a'.repeat(LIMITS.maxTextChars)}"`)));
    expect(errors[0].message).toMatch(/^The file is too large/);
  });
});

describe('own-property checks', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'])('rejects an unknown top-level or nested key named %s', (key) => {
    expect(errorsOf(importGraph(acmeWith(`"${key}":1`)))).toEqual([{ path: key, message: `Unknown field "${key}" (extension fields must start with "x-")` }]);
    const doc = structuredClone(acme) as { agents: Array<Record<string, unknown>> };
    doc.agents[1][key] = 'x';
    expect(errorsOf(importGraph(doc))).toEqual([{ path: `agents[1].${key}`, message: `Unknown field "${key}" (extension fields must start with "x-")` }]);
  });

  it('reports a "__proto__" key wherever it is, instead of dropping it or setting a prototype', () => {
    const text = acmeText.replace('"agents":[{', '"agents":[{"__proto__":{"polluted":true},').replace(/}$/, ',"context":{"__proto__":{"isAdmin":true}}}');
    expect(text).toContain('__proto__');
    const errors = errorsOf(importGraph(text));
    // document order: ACME's "context" comes before "agents" (the duplicate key keeps its first place)
    expect(errors.map((e) => e.path)).toEqual(['context.__proto__', 'agents[0].__proto__']);
    expect(errors[1].message).toMatch(/Field "__proto__" is not allowed/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps context variables whose names are Object.prototype members (they are data, not fields)', () => {
    const result = importGraph({ ...acme, context: { ...acme.context, constructor: 'c', toString: 1 } });
    expect(result.ok && Object.hasOwn(result.graph.context, 'constructor') && result.graph.context.toString).toBe(1);
  });
});

describe('schemas are checked as JSON Schema', () => {
  it('refuses properties.x = null with its path (it crashed the Swarm exporter)', () => {
    const { doc, index } = acmeWithTool((t) => ((t.parameters.properties as Record<string, unknown>).x = null));
    expect(errorsOf(importGraph(doc))).toEqual([{ path: `tools[${index}].parameters.properties.x`, message: 'Not a valid JSON Schema: must be object,boolean' }]);
  });

  it('refuses required: [["a"]] (it linted clean, then ended the run with "name.replace is not a function")', () => {
    const { doc, index } = acmeWithTool((t) => (t.parameters.required = [['a']]));
    expect(errorsOf(importGraph(doc))).toEqual([{ path: `tools[${index}].parameters.required[0]`, message: 'Not a valid JSON Schema: must be string' }]);
  });

  it('refuses what ajv would fail to compile at run time: a broken pattern, an unresolvable $ref, $id, another draft', () => {
    const pattern = acmeWithTool((t) => (t.parameters.properties = { x: { type: 'string', pattern: '(' } }));
    expect(errorsOf(importGraph(pattern.doc))[0]).toMatchObject({ path: `tools[${pattern.index}].parameters.properties.x.pattern`, message: expect.stringMatching(/^Not a usable JSON Schema: the pattern is not a valid regular expression/) });
    const ref = acmeWithTool((t) => (t.parameters.properties = { x: { $ref: '#/definitions/nowhere' } }));
    expect(errorsOf(importGraph(ref.doc))[0]).toMatchObject({ path: `tools[${ref.index}].parameters.properties.x.$ref`, message: expect.stringMatching(/does not point inside this schema/) });
    const resolves = acmeWithTool((t) => Object.assign(t.parameters, { definitions: { s: { type: 'string' } }, properties: { x: { $ref: '#/definitions/s', default: { $ref: 'data, not a ref' } } }, required: ['x'] }));
    expect(importGraph(resolves.doc)).toMatchObject({ ok: true });
    const id = acmeWithTool((t) => (t.parameters.$id = 'http://json-schema.org/draft-07/schema'));
    expect(errorsOf(importGraph(id.doc))[0].path).toBe(`tools[${id.index}].parameters.$id`);
    const draft = acmeWithTool((t) => (t.parameters.$schema = 'https://json-schema.org/draft/2020-12/schema'));
    expect(errorsOf(importGraph(draft.doc))[0]).toMatchObject({ path: `tools[${draft.index}].parameters.$schema`, message: expect.stringMatching(/^Only JSON Schema draft-07/) });
  });

  it('checks handoff input schemas and agent output schemas the same way', () => {
    const doc = structuredClone(acme) as { handoffs: Array<Record<string, unknown>>; agents: Array<Record<string, unknown>> };
    doc.handoffs[0].inputSchema = { type: 'object', properties: { reason: { type: 'text' } } };
    doc.agents[0].outputSchema = { type: 'object', required: 'all' };
    expect(errorsOf(importGraph(doc)).map((e) => e.path)).toEqual(['agents[0].outputSchema.required', 'handoffs[0].inputSchema.properties.reason.type']);
  });
});

describe('bounded names and lists', () => {
  it('refuses a 50,000-character tool name (it broke the simulator)', () => {
    const { doc, index } = acmeWithTool((t) => (t.name = 'n'.repeat(50_000)));
    expect(errorsOf(importGraph(doc))).toEqual([{ path: `tools[${index}].name`, message: expect.stringMatching(/expected string to have <=64 characters/) }]);
  });

  it('bounds ids, agent names, instructions and the number of agents', () => {
    const doc = structuredClone(acme) as { id: string; agents: Array<Record<string, unknown>> };
    doc.id = 'i'.repeat(LIMITS.idChars + 1);
    doc.agents[0].name = 'a'.repeat(LIMITS.nameChars + 1);
    doc.agents[1].instructions = 'x'.repeat(LIMITS.instructionsChars + 1);
    expect(errorsOf(importGraph(doc)).map((e) => e.path)).toEqual(['id', 'agents[0].name', 'agents[1].instructions']);
    const many = { ...acme, agents: Array.from({ length: LIMITS.agents + 1 }, (_, i) => ({ id: `a${i}`, name: `A${i}` })), handoffs: [], startAgent: 'a0' };
    expect(errorsOf(importGraph(many)).map((e) => e.path)).toEqual(['agents']);
  });

  it('still accepts every limit exactly', () => {
    const { doc } = acmeWithTool((t) => (t.name = 'n'.repeat(LIMITS.nameChars)));
    const result = importGraph(doc);
    expect(result.ok).toBe(true);
    if (result.ok) expect(importGraph(exportGraph(result.graph))).toMatchObject({ ok: true });
  });
});
