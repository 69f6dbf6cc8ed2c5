/**
 * Writes public/switchboard-graph.schema.json from the zod schema, and the precompiled draft-07
 * meta-schema validator import uses (`npm run schema:write`).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { graphJsonSchemaText } from '../src/graph/jsonSchema.ts';
import { draft07ValidatorSource } from './draft07Validator.ts';

const SCHEMA_FILE = fileURLToPath(new URL('../public/switchboard-graph.schema.json', import.meta.url));

writeFileSync(SCHEMA_FILE, graphJsonSchemaText());
console.log(`wrote ${SCHEMA_FILE}`);

const VALIDATOR_FILE = fileURLToPath(new URL('../src/graph/draft07Validator.generated.js', import.meta.url));
writeFileSync(VALIDATOR_FILE, draft07ValidatorSource());
console.log(`wrote ${VALIDATOR_FILE}`);
