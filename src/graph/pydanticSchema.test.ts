import { describe, expect, it } from 'vitest';
import fixtures from './fixtures/pydanticSchemas.json' with { type: 'json' };
import { cleanDoc, PydanticTypes, pydanticTitle, pythonTitle } from './pydanticSchema.ts';
import { PYDANTIC_CASES, type PydanticCase } from './pydanticSchema.cases.ts';

/** What the module generates for a case, built as scripts/writePydanticFixtures.ts builds its Python. */
function generated(c: PydanticCase): unknown {
  const taken = new Set<string>();
  const types = new PydanticTypes((wanted) => {
    let name = wanted;
    for (let n = 2; taken.has(name); n++) name = `${wanted}${n}`;
    taken.add(name);
    return name;
  });
  if (c.kind === 'function') return types.functionArgsJsonSchema(c.name, types.fields(c.schema, c.name));
  if (c.kind === 'model') return types.modelJsonSchema(types.model(c.schema, `${c.name} input`, c.docstring));
  return types.outputJsonSchema(types.type(c.schema, `${c.name} output`));
}

describe('pydantic JSON Schema of the exported Python types (pinned from pydantic 2.13.4, scripts/writePydanticFixtures.ts)', () => {
  it('has a fixture for every case', () => {
    expect(Object.keys(fixtures).sort()).toEqual(PYDANTIC_CASES.map((c) => c.name).sort());
  });

  for (const c of PYDANTIC_CASES) {
    it(`${c.kind} ${c.name}: same schema, same key order`, () => {
      // key order too: the model reads the schema as text
      expect(JSON.stringify(generated(c), null, 2)).toBe(JSON.stringify((fixtures as Record<string, unknown>)[c.name], null, 2));
    });
  }

  it("titles as Python's str.title() (pydantic json_schema.py get_title_from_name)", () => {
    expect(pythonTitle('max_results_')).toBe('Max_Results_');
    expect(pydanticTitle('max_results_')).toBe('Max Results');
    expect(pydanticTitle('a1b-c')).toBe('A1B-C');
    expect(pydanticTitle('Order ID')).toBe('Order Id');
    expect(pydanticTitle('camelCase')).toBe('Camelcase');
  });

  it('describes a model with its docstring as inspect.cleandoc leaves it', () => {
    expect(cleanDoc('  First line.\n\n    indented\n    block\n')).toBe('First line.\n\nindented\nblock');
  });
});
