/** Writes public/switchboard-graph.schema.json from the zod schema (`npm run schema:write`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { graphJsonSchemaText } from '../src/graph/jsonSchema.ts';

const SCHEMA_FILE = fileURLToPath(new URL('../public/switchboard-graph.schema.json', import.meta.url));

writeFileSync(SCHEMA_FILE, graphJsonSchemaText());
console.log(`wrote ${SCHEMA_FILE}`);

// The standalone draft-07 meta-schema validator the graph schema uses (scripts/draft07Validator.ts).
const { draft07ValidatorSource } = await import('./draft07Validator.ts');
const VALIDATOR_FILE = fileURLToPath(new URL('../src/graph/draft07Validator.generated.js', import.meta.url));
writeFileSync(VALIDATOR_FILE, draft07ValidatorSource());
console.log(`wrote ${VALIDATOR_FILE}`);
