import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples.ts';
import { graphJsonSchema, graphJsonSchemaText } from './jsonSchema.ts';

const FILE = new URL('../../public/switchboard-graph.schema.json', import.meta.url);

describe('published JSON Schema', () => {
  it('is up to date with the zod schema', () => {
    const committed = readFileSync(FILE, 'utf8');
    expect(committed === graphJsonSchemaText(), 'public/switchboard-graph.schema.json is stale: run `npm run schema:write`').toBe(true);
  });

  it('accepts the examples and x- fields, and rejects unknown fields like the importer does', () => {
    const validate = new Ajv2020({ strict: false }).compile(graphJsonSchema());
    for (const example of EXAMPLES) expect(validate(example.document), JSON.stringify(validate.errors)).toBe(true);
    const doc = structuredClone(EXAMPLES[0].document) as { agents: Array<Record<string, unknown>> };
    doc.agents[0]['x-editor'] = { pinned: true };
    expect(validate(doc)).toBe(true);
    doc.agents[0].colour = 'red';
    expect(validate(doc)).toBe(false);
    expect(validate.errors?.some((e) => e.instancePath === '/agents/0' && e.keyword === 'additionalProperties')).toBe(true);
  });
});
