/** Writes public/switchboard-graph.schema.json from the zod schema (`npm run schema:write`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { graphJsonSchemaText } from '../src/graph/jsonSchema.ts';

const SCHEMA_FILE = fileURLToPath(new URL('../public/switchboard-graph.schema.json', import.meta.url));

writeFileSync(SCHEMA_FILE, graphJsonSchemaText());
console.log(`wrote ${SCHEMA_FILE}`);
