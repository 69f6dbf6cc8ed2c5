/**
 * Writes src/graph/fixtures/pydanticSchemas.json: for every case of src/graph/pydanticSchema.cases.ts,
 * the Python types the exports write (src/export/jsonSchemaToPython.ts) run through real pydantic 2,
 * the way the Agents SDK does (`create_model(f"{name}_args")` for a function, `TypeAdapter(T)` for
 * a model or an output type, wrapped in `TypedDict("OutputType", {"response": T})` when not a model).
 *
 *   tsx scripts/writePydanticFixtures.ts [--python python3]   (needs pydantic>=2.12 for that Python)
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PYDANTIC_CASES } from '../src/graph/pydanticSchema.cases.ts';
import { Namer } from '../src/export/identifiers.ts';
import { pyDocstring, pythonParameters, PythonTypes } from '../src/export/jsonSchemaToPython.ts';
import { pyString, pyValue } from '../src/export/literals.ts';

const OUT = fileURLToPath(new URL('../src/graph/fixtures/pydanticSchemas.json', import.meta.url));
const pythonFlag = process.argv.indexOf('--python');
const python = pythonFlag >= 0 ? process.argv[pythonFlag + 1] : 'python3';

const blocks: string[] = [];
for (const c of PYDANTIC_CASES) {
  const types = new PythonTypes(new Namer('py'));
  let result: string;
  if (c.kind === 'function') {
    const fields = types.fields(c.schema, c.name);
    const doc = ['Run it.', '', 'Args:', ...fields.filter((f) => f.description).map((f) => `    ${f.name}: ${f.description}`)].join('\n');
    const fn = [`def ${c.name}(${pythonParameters(fields).join(', ')}) -> Any:`, `    ${pyDocstring(doc, '    ')}`].join('\n');
    result = `${fn}\nresult = function_args(${c.name}, ${pyString(c.name)}, ${pyValue(Object.fromEntries(fields.map((f) => [f.name, f.description])))})`;
  } else if (c.kind === 'model') {
    const cls = types.model(c.schema, `${c.name} input`, c.docstring);
    result = `result = TypeAdapter(${cls}).json_schema()`;
  } else {
    const isModel = typeof c.schema.properties === 'object';
    const annotation = isModel ? types.model(c.schema, `${c.name} output`) : types.annotation(c.schema, `${c.name} output`);
    result = isModel ? `result = TypeAdapter(${annotation}).json_schema()` : `result = TypeAdapter(TypedDict("OutputType", {"response": ${annotation}})).json_schema()`;
  }
  blocks.push([`# case ${c.name}`, ...types.models, result, `results[${pyString(c.name)}] = result`].join('\n'));
}

const program = `import json, inspect
from typing import Any, Literal
from typing_extensions import TypedDict
from pydantic import BaseModel, Field, TypeAdapter, create_model

def function_args(fn, name, descriptions):
    # src/agents/function_schema.py:379-472@v0.22.0, for the parameters the exports write
    fields = {}
    hints = fn.__annotations__
    for p in inspect.signature(fn).parameters.values():
        d = descriptions.get(p.name)
        fields[p.name] = (hints[p.name], Field(...,  description=d) if p.default is p.empty else Field(default=p.default, description=d))
    return create_model(f"{name}_args", __base__=BaseModel, **fields).model_json_schema()

results = {}
${blocks.join('\n\n')}
print(json.dumps(results, indent=2))
`;
const output = execFileSync(python, ['-c', program], { encoding: 'utf8' });
writeFileSync(OUT, output);
console.log(`wrote ${OUT} (${Object.keys(JSON.parse(output)).length} cases)`);
